import { CompanySocialLinks } from "@/components/company-social-links";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { avatarColor, initials } from "@/components/ui/avatar-color";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { team } from "../content";
import { SectionHeading } from "./section-heading";

export function TeamSection() {
  return (
    <section
      aria-labelledby="creators"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <SectionHeading
        id="creators"
        title="Meet The Creators"
        subtitle="The people building the place where AI builders find each other."
      />
      <ul className="mx-auto grid max-w-3xl gap-4 md:grid-cols-2">
        {team.map((member) => (
          <li key={member.name}>
            <Card className="flex h-full flex-col gap-4 p-6">
              <div className="flex items-center gap-3">
                <Avatar className="size-12">
                  <AvatarFallback className={cn(avatarColor(member.name))}>
                    {initials(member.name)}
                  </AvatarFallback>
                </Avatar>
                <div>
                  <h3 className="font-semibold">{member.name}</h3>
                  <p className="text-sm text-primary">{member.role}</p>
                </div>
              </div>
              <p className="text-sm text-muted-foreground">{member.bio}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2">
        <p className="text-sm text-muted-foreground">Follow our work</p>
        <CompanySocialLinks />
      </div>
    </section>
  );
}
