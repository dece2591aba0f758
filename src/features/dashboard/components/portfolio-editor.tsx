import { Plus } from "lucide-react";
import { useState } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { PORTFOLIO_LIMITS } from "@convex/shared/profileWork";
import { Button } from "@/components/ui/button";
import type { PictureUpload } from "@/hooks/use-picture-upload";
import type { PortfolioItem } from "@/lib/api-types";
import {
  toPortfolioFormValues,
  type ImageChange,
  type PortfolioItemData,
} from "../lib/portfolio-form";
import { PortfolioItemForm } from "./portfolio-item-form";
import { PortfolioItemRow } from "./portfolio-item-row";

/**
 * The portfolio editor, pure: items in (in order), the owner's changes out.
 * One item is edited at a time, in place; a new one at the end. `onSave`,
 * `onMove` and `onRemove` report their own outcome and resolve true when it
 * worked (the form then closes).
 */
export function PortfolioEditor({
  items,
  picture,
  onSave,
  onMove,
  onRemove,
}: {
  items: PortfolioItem[];
  /** The image chosen in the open form. */
  picture: PictureUpload;
  onSave: (
    itemId: Id<"portfolioItems"> | null,
    data: PortfolioItemData,
    image: ImageChange,
  ) => Promise<boolean>;
  onMove: (
    itemId: Id<"portfolioItems">,
    direction: "up" | "down",
  ) => Promise<unknown>;
  onRemove: (item: PortfolioItem) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<Id<"portfolioItems"> | "new" | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const full = items.length >= PORTFOLIO_LIMITS.maxItems;

  const open = (target: Id<"portfolioItems"> | "new" | null) => {
    picture.choose(null);
    setEditing(target);
  };
  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  };
  const form = (item: PortfolioItem | null) => (
    <PortfolioItemForm
      initialValues={toPortfolioFormValues(item)}
      imageUrl={item?.imageUrl ?? null}
      picture={picture}
      onCancel={() => open(null)}
      onSubmit={async (data, image) => {
        if (await onSave(item?._id ?? null, data, image)) open(null);
      }}
    />
  );

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 && editing !== "new" ? (
        <p className="text-sm text-muted-foreground">
          Nothing here yet. Add what you built, with a link and an image.
        </p>
      ) : null}
      <ol className="flex flex-col gap-3" aria-label="Portfolio items">
        {items.map((item, index) => (
          <li key={item._id}>
            {editing === item._id ? (
              form(item)
            ) : (
              <PortfolioItemRow
                item={item}
                first={index === 0}
                last={index === items.length - 1}
                disabled={busy || editing !== null}
                onEdit={() => open(item._id)}
                onMove={(direction) =>
                  void run(() => onMove(item._id, direction))
                }
                onRemove={() => void run(() => onRemove(item))}
              />
            )}
          </li>
        ))}
      </ol>
      {editing === "new" ? form(null) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          disabled={full || editing !== null}
          onClick={() => open("new")}
        >
          <Plus aria-hidden />
          Add item
        </Button>
        <span className="text-sm text-muted-foreground tabular-nums">
          {items.length} of {PORTFOLIO_LIMITS.maxItems} items
          {full ? ": remove one to add another." : ""}
        </span>
      </div>
    </div>
  );
}
