import type { AuthState } from "@/hooks/use-auth-state";
import { useOnlineUserIds } from "@/hooks/use-online";
import type { BuilderRow } from "../lib/types";
import { BuilderCardItem } from "./builder-card-item";

/**
 * One loaded page of the builder grid, as list items: one presence query for
 * the page (at most 50 ids) rather than one per card.
 */
export function BuilderCardsChunk({
  builders,
  auth,
}: {
  builders: BuilderRow[];
  auth: AuthState;
}) {
  const online = useOnlineUserIds(builders.map((builder) => builder.userId));
  return (
    <>
      {builders.map((builder) => (
        // Its card's six rows join the grid's (subgrid), aligned with the row's other cards.
        <li
          key={builder._id}
          className="row-span-6 grid min-w-0 grid-rows-subgrid gap-y-0"
        >
          <BuilderCardItem
            builder={builder}
            auth={auth}
            online={online?.has(builder.userId)}
          />
        </li>
      ))}
    </>
  );
}
