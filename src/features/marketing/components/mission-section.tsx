import { Card } from "@/components/ui/card";
import { mission } from "../about-content";
import { SectionHeading } from "./section-heading";

export function MissionSection() {
  return (
    <section aria-labelledby="mission" className="bg-muted/40 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="mission"
          title="Our Mission"
          subtitle={mission.statement}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {mission.values.map(({ icon: Icon, title, body }) => (
            <li key={title}>
              <Card className="h-full gap-3 p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
