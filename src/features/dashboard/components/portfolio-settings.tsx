import { isAppError } from "@convex/shared/errors";
import type { Id } from "@convex/_generated/dataModel";
import { Skeleton } from "@/components/ui/skeleton";
import { usePictureUpload } from "@/hooks/use-picture-upload";
import type { PortfolioItem } from "@/lib/api-types";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import type {
  ImageChange,
  PortfolioBackend,
  PortfolioItemData,
} from "../lib/portfolio-form";
import { PortfolioEditor } from "./portfolio-editor";
import { SectionCard } from "./section-card";

/**
 * Settings' Portfolio card: the viewer's items through `backend` (the
 * `api.portfolio` functions), saved with the item's image uploaded the way
 * the profile photo is (file storage, then `portfolio.setImage`), each
 * outcome in a toast.
 */
export function PortfolioSettings({ backend }: { backend: PortfolioBackend }) {
  const picture = usePictureUpload("portfolio");

  const attempt = async (failure: string, step: () => Promise<void>) => {
    try {
      await step();
      return true;
    } catch (error) {
      logUnexpectedError(failure, error);
      toast.error(failure, {
        description: toUserMessage(error, "Please try again."),
      });
      return false;
    }
  };

  const attachImage = async (
    itemId: Id<"portfolioItems">,
    image: ImageChange,
  ) => {
    if (image === "remove") await backend.setImage({ itemId, storageId: null });
    if (image !== "new") return;
    const storageId = await picture.upload();
    try {
      await backend.setImage({ itemId, storageId });
    } catch (error) {
      // The server refused the file (and deleted it): choose another one.
      if (isAppError(error)) picture.choose(null);
      throw error;
    }
  };

  /**
   * The item first, then its image: an item saved whose image failed stays
   * saved (the form closes, so it is never added twice) and the toast says
   * the image was not.
   */
  const save = async (
    itemId: Id<"portfolioItems"> | null,
    data: PortfolioItemData,
    image: ImageChange,
  ) => {
    let id = itemId;
    const saved = await attempt("Could not save the item", async () => {
      if (itemId === null) id = await backend.add(data);
      else await backend.update({ itemId, ...data });
    });
    if (!saved || id === null) return false;
    const savedId = id;
    const imageSaved = await attempt("Could not save the image", () =>
      attachImage(savedId, image),
    );
    if (imageSaved)
      toast.success(itemId === null ? "Item added" : "Item saved");
    return true;
  };

  const remove = (item: PortfolioItem) =>
    attempt("Could not remove the item", async () => {
      await backend.remove({ itemId: item._id });
      toast.success("Item removed", { description: item.title });
    });

  const move = (itemId: Id<"portfolioItems">, direction: "up" | "down") =>
    attempt("Could not move the item", async () => {
      await backend.move({ itemId, direction });
    });

  return (
    <SectionCard
      title="Portfolio"
      description="Up to 12 things you built, shown on your profile in this order."
      className="mt-6 w-full max-w-3xl"
    >
      {backend.items === undefined ? (
        <Skeleton className="h-40" />
      ) : (
        <PortfolioEditor
          items={backend.items}
          picture={picture}
          onSave={save}
          onMove={move}
          onRemove={remove}
        />
      )}
    </SectionCard>
  );
}
