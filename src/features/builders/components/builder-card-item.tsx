import type { AuthState } from "@/hooks/use-auth-state";
import { useBuilderToggles } from "../hooks/use-builder-toggles";
import type { BuilderRow } from "../lib/types";
import { BuilderCard } from "./builder-card";
import { MessageBuilderDialog } from "./message-builder-dialog";

/** A card wired to the backend: follow, favourite and message. */
export function BuilderCardItem({
  builder,
  auth,
  online,
}: {
  builder: BuilderRow;
  auth: AuthState;
  online?: boolean;
}) {
  const { toggleFollow, toggleFavorite } = useBuilderToggles(builder);
  return (
    <BuilderCard
      builder={builder}
      auth={auth}
      online={online}
      onToggleFollow={toggleFollow}
      onToggleFavorite={toggleFavorite}
      messageAction={<MessageBuilderDialog builder={builder} auth={auth} />}
    />
  );
}
