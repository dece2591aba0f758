import {
  Clock,
  Mail,
  MessageCircle,
  Phone,
  type LucideIcon,
} from "lucide-react";

export const SUPPORT_EMAIL = "hello@buildmates.dev";

export interface ContactChannel {
  icon: LucideIcon;
  title: string;
  body: string;
  /** An action, when the channel has one (mailto:, tel:). */
  link?: { label: string; href: string };
}

export const contactChannels: ContactChannel[] = [
  {
    icon: Mail,
    title: "Email us",
    body: "Write to us about anything: your account, a project or a partnership.",
    link: { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  },
  {
    icon: MessageCircle,
    title: "Chat support",
    body: "Our support team is available around the clock, 24/7.",
  },
  {
    icon: Phone,
    title: "Phone support",
    body: "Monday to Friday, 9am–5pm PST.",
    link: { label: "+1 (415) 555-0132", href: "tel:+14155550132" },
  },
  {
    icon: Clock,
    title: "Fast replies",
    body: "We reply to every message within 24 hours.",
  },
];
