import { faqs, type Faq } from "../content";
import { FaqItem } from "./faq-item";

/** Frequently asked questions, each a keyboard-operable disclosure. */
export function FaqList({ items = faqs }: { items?: Faq[] }) {
  return (
    <ul className="rounded-xl border border-border bg-card px-4 shadow-card sm:px-6">
      {items.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </ul>
  );
}
