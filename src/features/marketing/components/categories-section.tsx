import { Link } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { categoryMeta } from "@/lib/category-meta";
import { cn } from "@/lib/cn";
import { SectionHeading } from "./section-heading";

const featured = ["Development", "Design", "Marketing", "NoCode"] as const;

export function CategoriesSection() {
  return (
    <section
      aria-labelledby="categories"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <SectionHeading
        id="categories"
        title="Connect Across Categories"
        subtitle="Whatever your project needs, the right people are already here."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {featured.map((category) => {
          const { icon: Icon, tint, blurb } = categoryMeta[category];
          return (
            <li key={category}>
              <Card className="h-full transition-shadow duration-200 hover:shadow-md">
                <Link
                  to={paths.projectsInCategory(category)}
                  className="flex h-full flex-col gap-3 rounded-[inherit] p-6"
                >
                  <span
                    className={cn(
                      "flex size-10 items-center justify-center rounded-lg",
                      tint,
                    )}
                  >
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <h3 className="font-semibold">{category}</h3>
                  <p className="text-sm text-muted-foreground">{blurb}</p>
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
