import type { LegalDocumentContent } from "../types";

export const privacyPolicy: LegalDocumentContent = {
  title: "Privacy Policy",
  lastUpdated: "2023-06-01",
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
            "When you sign up we collect your full name, email address and password. Your password is stored only as a salted hash; we never see or store it in plain text. We derive a username from your email address, which you can change later.",
          ],
        },
        {
          title: "Profile information",
          blocks: [
            "You may add a professional role, a bio, your areas of expertise, skills and an avatar. Your profile is designed to be seen by other people: it is visible to all visitors of the Service, including people who are not signed in.",
          ],
        },
        {
          title: "Projects and applications",
          blocks: [
            "When you publish a project we store its title, description, category, the skills you are looking for, the number of open positions and the dates it was created and updated, linked to your account. Projects are public.",
            "When you apply to a project we store the application, the project it relates to, its message, its status (for example pending, accepted or not selected) and when it was sent. An application is visible to you and to the owner of the project.",
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
            "Our servers record technical information needed to deliver and protect the Service:",
            {
              list: [
                "IP address, browser type and version, operating system and device type;",
                "the pages and features you use, and the date and time of each request;",
                "error reports and security logs, such as failed sign-in attempts.",
              ],
            },
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
            "suggest projects and collaborators that match your skills and interests;",
            "calculate verification status from completed projects and ratings;",
            "respond to your messages and provide support;",
            "send service emails, such as email verification and important changes to our terms (we do not send marketing email without your consent);",
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
        "This section is our Cookie Policy. Buildmates uses a small number of cookies and browser storage entries (such as local storage) that are strictly necessary for the Service to work:",
        {
          list: [
            "Authentication: tokens that keep you signed in and renew your session securely. Without them you would have to sign in on every page.",
            "Security: information used to detect and block abuse, such as repeated failed sign-in attempts.",
            "Preferences: settings you choose in the interface, such as your display preferences.",
          ],
        },
        "We do not use advertising cookies and we do not allow third parties to track you across other websites through the Service. Because these technologies are essential, they cannot be switched off in the Service; you can clear or block them in your browser settings, but you will not be able to stay signed in.",
        "If we ever introduce optional cookies, such as analytics, we will update this policy and ask for your consent where the law requires it.",
      ],
    },
    {
      id: "data-retention",
      title: "Data retention",
      blocks: [
        "We keep your account, profile, projects and applications for as long as your account is open. When you delete your account we delete or anonymize your personal information within 30 days, except where we must keep it longer to comply with the law, resolve disputes or enforce our agreements.",
        "Messages you send to support are kept for up to two years so we can follow up on your request. Security logs are kept for up to 12 months. Backups are overwritten on a rolling basis within 35 days.",
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        "We protect your information with industry-standard measures, including encryption in transit (TLS) for all connections, hashed passwords, access controls that limit who can read data on our side, and monitoring for unusual activity.",
        "No system is perfectly secure. Use a strong, unique password and tell us right away at security@buildmates.dev if you suspect unauthorized access to your account.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      blocks: [
        "You can view and update most of your information at any time from your dashboard settings. Depending on where you live, you may also have the right to:",
        {
          list: [
            "access the personal information we hold about you and receive a copy in a portable format;",
            "correct information that is inaccurate or incomplete;",
            "delete your account and personal information;",
            "object to or restrict certain processing, and withdraw consent you have given;",
            "lodge a complaint with your local data protection authority.",
          ],
        },
        "To make a request, email privacy@buildmates.dev from the address linked to your account. We will respond within 30 days and may need to verify your identity first.",
      ],
      subsections: [
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
