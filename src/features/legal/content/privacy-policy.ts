import type { LegalDocumentContent } from "../types";

/** The day this policy's text last changed: change it with the text. */
export const PRIVACY_POLICY_UPDATED = "2026-12-07";

export const privacyPolicy: LegalDocumentContent = {
  title: "Privacy Policy",
  lastUpdated: PRIVACY_POLICY_UPDATED,
  summary:
    "This policy explains what personal information Buildmates collects when you use our collaboration marketplace, how we use and share it, how long we keep it, and the choices you have.",
  sections: [
    {
      id: "introduction",
      title: "Who we are",
      blocks: [
        'Buildmates, Inc. ("Buildmates", "we", "us") operates the Buildmates website and application (the "Service"), a marketplace where project owners publish AI projects and professionals apply to join them. Buildmates is based in San Francisco, California, and is the controller of the personal information described in this policy.',
        "This policy applies to everyone who uses the Service, whether you browse without an account, create a profile, publish a project or apply to one. It does not cover websites or services run by others that you reach through links on Buildmates.",
      ],
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        "We collect only the information we need to run the marketplace. Most of it you give us directly; a small amount is collected automatically when you use the Service.",
      ],
      subsections: [
        {
          title: "Account information",
          blocks: [
            "When you sign up we collect your full name, email address, password and the areas of expertise you choose. Your password is stored only as a salted hash; we never see or store it in plain text. We record when you verified your email address, and your public username is derived from the part of your email address before the @.",
            "You can change your password and your email address in Settings → Account. A new email address is used for sign-in only once you enter the code we send to it. For each session (each browser you are signed in on) we keep when it began and when it was last active, so that you can see your sessions there and end any of them.",
          ],
        },
        {
          title: "Profile information",
          blocks: [
            "You may add a professional role, a bio, your skills and links to your website, GitHub and LinkedIn. Your profile is designed to be seen by other people: it is visible to all visitors of the Service, including people who are not signed in, together with the projects you created, joined or completed, the reviews your teammates wrote about you, your follower count and whether you are Verified.",
            "You may add a profile photo, and a cover image to each project you publish. They are public like your profile and projects. We accept only PNG, JPEG, WebP and GIF images (at most 2 MB for a photo and 5 MB for a cover) and check the file itself, not only its name. A picture you replace or remove is deleted, and a file uploaded but never used as a picture is deleted after a day.",
          ],
        },
        {
          title: "Projects and applications",
          blocks: [
            "When you publish a project we store its title, description, category, the skills you are looking for, the number of open positions and the dates it was created and updated, linked to your account. Projects are public.",
            "When you apply to a project we store the application, the project it relates to, its message, its status (for example pending, accepted or not selected) and when it was sent and answered. An application is visible to you and to the owner of the project. When a project is completed we keep who was on its team.",
          ],
        },
        {
          title: "Messages, reviews and other activity",
          blocks: [
            "We store the direct messages you send and receive, when they were sent and whether they were read. A conversation is visible only to its two participants, and a message its recipient reports is also shown to our moderators. Messages are not end-to-end encrypted.",
            "We also store the reviews you write (public on the reviewed person's profile), the people you follow and favourite, your saved searches, invitations, your notifications and your notification choices, the people you block (never shown to them) and the reports you send (shown only to our moderators).",
            "While you are signed in and the app is open, other signed-in members can see that you are online and which project page you are viewing. This presence is deleted when you leave; no history of it is kept.",
          ],
        },
        {
          title: "Messages to us",
          blocks: [
            "If you contact us through the contact form or by email, we collect your name, email address, the subject and the content of your message, and our replies.",
          ],
        },
        {
          title: "Information collected automatically",
          blocks: [
            "The Service itself does not record your IP address, your browser or the pages you visit. To protect sign-in it keeps a random identifier for each browser you sign in from (stored as a hash, with when it was last used) and counts of recent failed sign-in attempts per email address and per browser. The providers that host the Service may keep their own request logs as part of running it.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      blocks: [
        "We use personal information to:",
        {
          list: [
            "create and secure your account, keep you signed in and verify your identity when you sign in;",
            "show your profile and projects to other members and visitors, and deliver your applications to project owners;",
            "suggest projects and collaborators from your skills and areas of expertise;",
            "calculate verification status from completed projects, ratings and your verified email;",
            "deliver your direct messages, notifications and invitations;",
            "respond to your messages and provide support, and let moderators review reports;",
            "send service emails: email verification and password reset codes; a notice when your password is changed, and when your email address changes (the code to the new address, a notice to the old one); the notification emails you choose in Settings; and important changes to our terms (we do not send marketing email);",
            "monitor, debug and improve the Service, and prevent fraud, spam and abuse;",
            "comply with our legal obligations and enforce our Terms of Service.",
          ],
        },
        "Where the law requires a legal basis, we rely on the performance of our contract with you, our legitimate interests in running a safe and useful marketplace, your consent where we ask for it, and compliance with legal obligations.",
      ],
    },
    {
      id: "how-information-is-shared",
      title: "How information is shared",
      blocks: [
        "We do not sell your personal information and we do not share it for cross-context behavioral advertising. We share it only in these cases:",
        {
          list: [
            "With other users: your profile and projects are public, and your applications are shared with the owners of the projects you apply to.",
            "With service providers who host our database and application, send our emails and help us provide support. They process information only on our instructions and under confidentiality and security obligations.",
            "For legal reasons: when we believe in good faith that disclosure is required by law, legal process or a government request, or is needed to protect the rights, property or safety of Buildmates, our users or the public.",
            "In a business transfer: if Buildmates is involved in a merger, acquisition or sale of assets, information may be transferred as part of that transaction, subject to this policy.",
            "With your consent, in any other case you ask us to.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      blocks: [
        "This section is our Cookie Policy. Buildmates sets no cookies. It keeps a few entries in your browser's local storage, each needed for the Service to work:",
        {
          list: [
            "Authentication: the tokens that keep you signed in and renew your session. Without them you would have to sign in again on every visit.",
            "Security: a random identifier for your browser, sent when you sign in, so that other people's failed attempts to sign in as you do not lock you out of your own browser.",
            "Preferences: the theme you choose (light, dark or your system's).",
          ],
        },
        "We do not use analytics or advertising, and no third party can track you across other websites through the Service. You can clear these entries in your browser settings at any time; you will then be signed out.",
        "If we ever introduce optional cookies or storage, such as analytics, we will update this policy and ask for your consent where the law requires it.",
      ],
    },
    {
      id: "data-retention",
      title: "Data retention",
      blocks: [
        "We keep your account, profile, projects and applications for as long as your account is open.",
      ],
      subsections: [
        {
          title: "Deleting your account",
          blocks: [
            "You can delete your account in Settings → Account, confirmed with your password and your email address. From that moment you are signed out on every device, your email address and password no longer sign in, and your profile is gone from the Service: from the builders list, search, suggestions and matching. Your email address is free, and you can sign up with it again as a new member.",
            "The rest follows within minutes, in the background: projects of yours that are still recruiting or in progress are closed and their applicants and team members told; your pending applications are withdrawn and your invitations cancelled; you leave the teams of projects still in progress; and your follows, favourites, saved searches, notifications, notification choices, activity, presence and uploaded pictures and files are deleted.",
            "Some things stay, because they belong to other people too: the messages you sent stay in the other person's conversation and the reviews you wrote stay on the reviewed person's profile, but they are shown as from a \"Deleted member\", with no name, picture or link to you. Your completed and closed projects stay for the teams that worked on them. We also keep a record that an account was deleted and when, which holds no personal information.",
            "We complete the deletion within 30 days at the latest, except where we must keep information longer to comply with the law, resolve disputes or enforce our agreements.",
          ],
        },
        {
          title: "Kept for a short time only",
          blocks: [
            "Each member keeps at most their 200 latest notifications and 100 latest activity entries, and presence is deleted as soon as you leave. A copy of your data that you download (see below) is deleted 7 days after it was made. Messages you send us through the contact form are kept so we can follow up; ask us and we will delete yours.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        "On the hosted Service every connection uses TLS (HTTPS and secure WebSockets). Passwords are stored only as salted scrypt hashes, sign-in attempts and messages are rate limited, and every request is checked on our servers for who may read or change what. Direct messages are not end-to-end encrypted: they are stored on our servers and shown only to the two people in the conversation (and, for a message its recipient reports, to our moderators).",
        "No system is perfectly secure. Use a strong, unique password and tell us right away at security@buildmates.dev if you suspect unauthorized access to your account.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      blocks: [
        "You can view and update your profile, your links and your notification choices at any time in Settings, and in Settings → Account you can download your data and delete your account yourself. Depending on where you live, you may also have the right to:",
        {
          list: [
            "access the personal information we hold about you and receive a copy in a portable format;",
            "correct information that is inaccurate or incomplete;",
            "delete your account and personal information;",
            "object to or restrict certain processing, and withdraw consent you have given;",
            "lodge a complaint with your local data protection authority.",
          ],
        },
        "To make any other request, email privacy@buildmates.dev from the address linked to your account. We will respond within 30 days and may need to verify your identity first.",
      ],
      subsections: [
        {
          title: "Downloading your data",
          blocks: [
            "Settings → Account → Download my data makes one JSON file of everything the Service holds about you: your account and profile, the projects you own, the applications you sent and those sent to your projects, your invitations, your conversations and messages, the reviews you wrote and received, your notifications and notification choices, your saved searches, the people you follow and how many follow you, your favourites, the people you blocked and the reports you sent, and a list of the pictures you uploaded with a link to each. It holds no passwords, codes or tokens, and about other people only what you can already see in the Service. The file can be downloaded only by you, while signed in, for 7 days; then it is deleted.",
          ],
        },
        {
          title: "California residents",
          blocks: [
            "Under the California Consumer Privacy Act, as amended, you have the right to know, delete and correct personal information, and to opt out of its sale or sharing. We do not sell or share personal information as those terms are defined, and we do not use sensitive personal information for purposes that require an opt-out. We will not discriminate against you for exercising your rights. You may use an authorized agent to submit a request on your behalf.",
          ],
        },
        {
          title: "European Economic Area, United Kingdom and Switzerland",
          blocks: [
            "If data protection law in these regions applies to you, the rights above are available to you under the GDPR or its national equivalents, and the legal bases described in section 3 apply to our processing.",
          ],
        },
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      blocks: [
        "Buildmates is based in the United States and our service providers may process information in the United States and other countries. When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards such as the European Commission's Standard Contractual Clauses.",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's privacy",
      blocks: [
        "The Service is not directed to children and is not intended for anyone under 16. We do not knowingly collect personal information from children. If you believe a child has given us personal information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        'We may update this policy as the Service evolves. We will change the "Last updated" date above and, if the changes are significant, notify you by email or in the Service before they take effect.',
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        "Questions or requests about this policy or your personal information can be sent to privacy@buildmates.dev, through our contact page, or by mail to Buildmates, Inc., Attn: Privacy, San Francisco, CA, United States.",
      ],
    },
  ],
};
