import { ArrowDown, ArrowUp, ImageOff, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PortfolioItem } from "@/lib/api-types";

/** One saved item in the portfolio editor: its image, words and actions. */
export function PortfolioItemRow({
  item,
  first,
  last,
  disabled,
  onEdit,
  onMove,
  onRemove,
}: {
  item: PortfolioItem;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onEdit: () => void;
  onMove: (direction: "up" | "down") => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted sm:w-28">
        {item.imageUrl === null ? (
          <ImageOff aria-hidden className="size-5 text-muted-foreground" />
        ) : (
          <img src={item.imageUrl} alt="" className="size-full object-cover" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-medium wrap-anywhere">{item.title}</h3>
        {item.summary === "" ? null : (
          <p className="line-clamp-2 text-sm text-muted-foreground">
            {item.summary}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${item.title} up`}
          disabled={disabled || first}
          onClick={() => onMove("up")}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${item.title} down`}
          disabled={disabled || last}
          onClick={() => onMove("down")}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${item.title}`}
          disabled={disabled}
          onClick={onEdit}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${item.title}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </div>
  );
}
