import { LinkedInIcon, XIcon } from "@/components/social-icons";
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
              <div className="mt-auto flex gap-1">
                <a
                  href={member.x}
                  aria-label={`${member.name} on X`}
                  className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  <XIcon className="size-4" />
                </a>
                <a
                  href={member.linkedIn}
                  aria-label={`${member.name} on LinkedIn`}
                  className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  <LinkedInIcon className="size-4" />
                </a>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
