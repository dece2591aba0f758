import { Card } from "@/components/ui/card";
import type { Feature } from "../content";

/** Cards of icon + title + body; `numbered` shows them as ordered steps. */
export function FeatureGrid({
  items,
  numbered = false,
}: {
  items: Feature[];
  numbered?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className="grid gap-4 md:grid-cols-3">
      {items.map(({ icon: Icon, title, body }, index) => (
        <li key={title}>
          <Card className="flex h-full flex-col gap-3 p-6">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="font-semibold">
              {numbered ? (
                <span className="mr-2 text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
              ) : null}
              {title}
            </h3>
            <p className="text-sm text-muted-foreground">{body}</p>
          </Card>
        </li>
      ))}
    </List>
  );
}
