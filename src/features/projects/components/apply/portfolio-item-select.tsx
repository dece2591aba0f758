import { useQuery } from "convex/react";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import type { FieldControlProps } from "@/components/form-field";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { NativeSelect } from "../form/native-select";

/** One of the viewer's portfolio items, by id; "" while none is chosen. */
function ViewerPortfolioSelect({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: Id<"portfolioItems"> | null;
  onChange: (itemId: Id<"portfolioItems"> | null) => void;
}) {
  const me = useQuery(api.profiles.me, {});
  const items = useQuery(
    api.portfolio.list,
    me ? { profileId: me._id } : "skip",
  );
  if (items === undefined) {
    return (
      <p className="text-sm text-muted-foreground">Loading your portfolio…</p>
    );
  }
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Your portfolio is empty. Add work to it from your profile, or attach a
        link.
      </p>
    );
  }
  return (
    <NativeSelect
      {...control}
      value={value ?? ""}
      onChange={(e) =>
        onChange((e.target.value || null) as Id<"portfolioItems"> | null)
      }
      emptyLabel="Choose an item"
      options={items.map((item) => ({ value: item._id, label: item.title }))}
    />
  );
}

/** The viewer's portfolio as a select; a failed load says so in place. */
export function PortfolioItemSelect(
  props: Parameters<typeof ViewerPortfolioSelect>[0],
) {
  return (
    <QueryErrorBoundary
      fallback={() => (
        <p className="text-sm text-destructive">
          Your portfolio could not be loaded. Attach a link instead.
        </p>
      )}
    >
      <ViewerPortfolioSelect {...props} />
    </QueryErrorBoundary>
  );
}
