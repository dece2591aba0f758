import { ExternalLink, ImageOff } from "lucide-react";
import type { PortfolioItem } from "@/lib/api-types";

/**
 * A builder's portfolio on their page, in their order: each item's image (a
 * box of fixed proportions, so nothing moves when it loads), title, one or
 * two lines and its link, which leaves the site without vouching for it.
 */
export function PortfolioGrid({
  items,
  name,
}: {
  items: PortfolioItem[];
  name: string;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={`${name}'s work`}>
      {items.map((item) => (
        <li
          key={item._id}
          className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card"
        >
          <div className="flex aspect-video items-center justify-center bg-muted">
            {item.imageUrl === null ? (
              <ImageOff aria-hidden className="size-6 text-muted-foreground" />
            ) : (
              <img
                src={item.imageUrl}
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            )}
          </div>
          <div className="flex flex-1 flex-col gap-1.5 p-4">
            <h3 className="font-semibold wrap-anywhere">{item.title}</h3>
            {item.summary === "" ? null : (
              <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground">
                {item.summary}
              </p>
            )}
            {item.url === null ? null : (
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-auto inline-flex w-fit items-center gap-1 pt-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {new URL(item.url).hostname}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">
                  {" "}
                  ({item.title}, opens in a new tab)
                </span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
