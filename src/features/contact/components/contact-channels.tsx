import { Link } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { contactChannels } from "../content";

const linkClass =
  "mt-auto inline-flex min-h-11 items-center text-sm font-medium break-all text-primary underline-offset-4 hover:underline md:min-h-0";

/** The ways to reach the team (email, the form) and the guides. */
export function ContactChannels() {
  return (
    <section aria-labelledby="contact-channels">
      <h2 id="contact-channels" className="sr-only">
        Ways to reach us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {contactChannels.map(({ icon: Icon, title, body, link }) => (
          <li key={title}>
            <Card className="h-full gap-3 p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="text-h3">{title}</h3>
              <p className="text-sm text-muted-foreground">{body}</p>
              {link === undefined ? null : "to" in link ? (
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              ) : (
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
