import type { LegalDocumentContent } from "../types";

/** The day these terms' text last changed: change it with the text. */
export const TERMS_OF_SERVICE_UPDATED = "2026-12-07";

export const termsOfService: LegalDocumentContent = {
  title: "Terms of Service",
  lastUpdated: TERMS_OF_SERVICE_UPDATED,
  summary:
    "These terms govern your use of Buildmates, the marketplace where project owners and AI builders find each other and collaborate. Please read them carefully: by using Buildmates you agree to them.",
  sections: [
    {
      id: "agreement",
      title: "Agreement to these terms",
      blocks: [
        'These Terms of Service ("Terms") are an agreement between you and Buildmates, Inc. ("Buildmates", "we", "us") and govern your access to and use of the Buildmates website and application (the "Service"). Our Privacy Policy, which explains how we handle personal information, is part of these Terms.',
        "By creating an account or otherwise using the Service you accept these Terms. If you use the Service on behalf of an organization, you confirm that you may bind it to these Terms. If you do not agree, do not use the Service.",
      ],
    },
    {
      id: "accounts",
      title: "Eligibility and accounts",
      blocks: [
        "You must be at least 18 years old, or the age of majority where you live, to create an account. You agree to:",
        {
          list: [
            "give accurate, current information about yourself, including your name and skills, and keep it up to date;",
            "keep your password confidential and use it only for your own account;",
            "hold one personal account and not impersonate any person or organization;",
            "tell us promptly if you suspect unauthorized use of your account.",
          ],
        },
        "You are responsible for activity that happens under your account.",
      ],
    },
    {
      id: "the-service",
      title: "The Buildmates service",
      blocks: [
        "Buildmates is a venue that helps people meet and collaborate. Project owners publish projects, and builders browse them and apply to join. The Service suggests projects and collaborators from a match score computed from skills, expertise, open positions and team needs; a suggestion is not an endorsement. We do not employ or guarantee any member, and we are not a party to any agreement between members.",
        "Nothing in the Service creates an employment, agency, partnership or joint-venture relationship between you and Buildmates. You decide whom you work with and on what terms.",
        "We improve the Service continuously and may add, change or remove features. We will give reasonable notice of changes that materially reduce what the Service does for you.",
      ],
    },
    {
      id: "projects-and-applications",
      title: "Projects and applications",
      blocks: [
        "If you publish a project, you are responsible for describing it honestly, including its goals, the skills you need, the number of open positions and how collaborators will be rewarded. Keep the project up to date and close it when positions are filled.",
        "If you apply to a project, you may hold one application per project and may not apply to your own; an application its owner leaves unanswered expires after 14 days and may then be sent again. The project owner decides whether to accept an application; an application status such as Pending Review, Accepted or Not Selected is information, not a contract.",
        "Any work, compensation, ownership of results and confidentiality between members are agreed directly between them. We strongly recommend putting those terms in writing before work starts.",
      ],
    },
    {
      id: "your-content",
      title: "Your content",
      blocks: [
        'You keep ownership of the content you post, such as your profile, projects, applications and the pictures you upload ("Your Content"). You grant Buildmates a worldwide, non-exclusive, royalty-free license to host, store, reproduce, display and adapt Your Content only as needed to operate, promote and improve the Service. This license ends when you delete Your Content or your account, except for copies in routine backups and content others have already received, such as applications sent to a project owner.',
        "You confirm that you have the rights needed to post Your Content and that it does not infringe anyone's intellectual property, privacy or other rights. Do not post confidential information you are not free to share; anything in a public project or profile can be seen by anyone.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      blocks: [
        "You agree not to:",
        {
          list: [
            "post false, misleading or fraudulent projects, profiles or applications;",
            "harass, threaten, discriminate against or abuse other members;",
            "send spam or unsolicited advertising, or use applications for purposes other than joining a project;",
            "post content that is unlawful, infringing, hateful, sexually explicit or that promotes violence;",
            "collect other members' information by scraping or automated means, or use it for anything other than collaborating through the Service;",
            "probe, disrupt or overload the Service, circumvent security or rate limits, or access accounts or data that are not yours;",
            "use the Service to build or promote AI systems intended to deceive, surveil or harm people, or that break applicable law.",
          ],
        },
        "You can report profiles, projects and messages that break these rules, and block the people behind them. We may remove content and restrict accounts that break these rules.",
      ],
    },
    {
      id: "verification",
      title: "Verification and ratings",
      blocks: [
        "The Verified badge shows on members who have a verified email address and have completed at least 3 projects on Buildmates with an average rating of 4 or more from at least 3 reviews by their teammates. It is computed from that record, never granted or removed by hand, and it goes away by itself when the record no longer meets the rule. Verification reflects a member's track record on the Service; it is not an endorsement, background check or guarantee of quality.",
        "Reviews can be written only by teammates of a completed project, about each other, within 30 days of its completion. They must be honest and based on the real collaboration. Do not offer or accept anything in exchange for a review.",
      ],
    },
    {
      id: "payments",
      title: "Payments between members",
      blocks: [
        "Buildmates does not currently charge fees for using the Service and does not process payments between members. Any compensation, whether cash, equity, revenue share or otherwise, is arranged directly between members, who are responsible for their own taxes, invoices and legal compliance.",
        "If we introduce paid features in the future, we will present their prices and terms before you purchase them.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Our intellectual property",
      blocks: [
        "The Service, including its software, design, text and the Buildmates name and logo, is owned by Buildmates and protected by intellectual property laws. Subject to these Terms, we grant you a limited, personal, non-transferable license to use the Service. You may not copy, modify, resell or reverse engineer the Service except as the law expressly allows.",
        "If you send us feedback or ideas, we may use them without restriction or compensation.",
      ],
    },
    {
      id: "licenses",
      title: "Open-source licenses",
      blocks: [
        "The Service is built with open-source software. Each component is used under its own license, and nothing in these Terms limits your rights under those licenses. Major components include:",
        {
          list: [
            "React, React DOM and React Router (MIT License);",
            "Radix UI primitives, Tailwind CSS, clsx and tailwind-merge (MIT License);",
            "Sonner, Zod and date-fns (MIT License);",
            "Lucide icons (ISC License);",
            "Convex client libraries and class-variance-authority (Apache License 2.0);",
            "Inter typeface (SIL Open Font License 1.1).",
          ],
        },
        "Full license texts are distributed with each package. To request a copy, email legal@buildmates.dev.",
      ],
    },
    {
      id: "disputes-between-members",
      title: "Disputes between members",
      blocks: [
        "Disagreements about a collaboration are between the members involved, and we encourage you to resolve them directly. You can report a dispute to us through the contact page; we may help mediate at our discretion and will act on behavior that breaks these Terms, but we are not obliged to resolve disputes between members.",
        "To the extent the law allows, you release Buildmates from claims, demands and damages arising out of disputes with other members.",
      ],
    },
    {
      id: "termination",
      title: "Suspension and termination",
      blocks: [
        'You may stop using the Service and delete your account at any time in Settings → Account; our Privacy Policy says what is deleted then, and what stays because it belongs to other people too, such as messages you sent and reviews you wrote, shown as from a "Deleted member". We may suspend or terminate your access if you materially or repeatedly break these Terms, if required by law, or to protect members or the Service. Where reasonable we will tell you why and give you a chance to respond.',
        "Sections that by their nature should survive termination, including Your Content (as to licenses already granted), Disclaimers, Limitation of liability, Indemnification and Governing law and venue, continue to apply.",
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      blocks: [
        'The Service is provided "as is" and "as available". To the fullest extent permitted by law, Buildmates disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement. We do not warrant that the Service will be uninterrupted or error free, or that any project, member or collaboration will meet your expectations.',
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      blocks: [
        "To the fullest extent permitted by law, Buildmates will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, arising from or related to the Service or these Terms.",
        "Our total liability for any claim arising from or related to the Service or these Terms is limited to the greater of the amount you paid us in the 12 months before the claim and one hundred US dollars (US$100). Some jurisdictions do not allow these limitations, so they may not fully apply to you.",
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      blocks: [
        "You will defend and indemnify Buildmates and its officers, employees and agents against claims, losses and expenses, including reasonable legal fees, arising from Your Content, your use of the Service, your collaborations with other members, or your breach of these Terms.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and venue",
      blocks: [
        "These Terms and any dispute arising out of or relating to them or the Service are governed by the laws of the State of California, United States, without regard to its conflict-of-laws rules.",
        "Any such dispute will be brought exclusively in the state or federal courts located in San Francisco County, California, and you and Buildmates consent to the personal jurisdiction of those courts. This does not limit any mandatory consumer protection rights you have where you live.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        'We may update these Terms from time to time. We will change the "Last updated" date above and, for material changes, notify you by email or in the Service at least 30 days before they take effect. If you keep using the Service after that, you accept the updated Terms.',
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        "Questions about these Terms can be sent to legal@buildmates.dev, through our contact page, or by mail to Buildmates, Inc., Attn: Legal, San Francisco, CA, United States.",
      ],
    },
  ],
};
