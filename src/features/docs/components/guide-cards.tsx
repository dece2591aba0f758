import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { guides } from "../content";

export function GuideCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {guides.map(({ icon: Icon, title, body, link }) => (
        <li key={title}>
          <Card className="h-full gap-3 p-6">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="text-h3">{title}</h3>
            <p className="text-sm text-muted-foreground">{body}</p>
            <Link
              to={link.to}
              className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-8"
            >
              {link.label}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
