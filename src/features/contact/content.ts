import {
  BookOpen,
  Mail,
  MessageSquareText,
  type LucideIcon,
} from "lucide-react";
import { SUPPORT_EMAIL } from "@/config/company";
import { paths } from "@/config/paths";

export interface ContactChannel {
  icon: LucideIcon;
  title: string;
  body: string;
  /** An action, when the channel has one: mailto: (`href`) or a page of the app (`to`). */
  link?: { label: string; href: string } | { label: string; to: string };
}

/** The ways to reach the team that exist: email and the form; and the guides. */
export const contactChannels: ContactChannel[] = [
  {
    icon: Mail,
    title: "Email us",
    body: "Write to us about anything: your account, a project or a partnership.",
    link: { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  },
  {
    icon: MessageSquareText,
    title: "Send a message",
    body: "Use the form below: it reaches the team directly, and we answer at the email address you give.",
  },
  {
    icon: BookOpen,
    title: "Guides and answers",
    body: "How projects, applications, matching and the Verified badge work, step by step.",
    link: { label: "Read the guides", to: paths.guides },
  },
];
