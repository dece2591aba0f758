import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { PortfolioSettings } from "./portfolio-settings";

/** Settings' Portfolio card, on the viewer's own `api.portfolio` items and functions. */
export function PortfolioSettingsCard() {
  const me = useQuery(api.profiles.me, {});
  const items = useQuery(
    api.portfolio.list,
    me ? { profileId: me._id } : "skip",
  );
  const add = useMutation(api.portfolio.add);
  const update = useMutation(api.portfolio.update);
  const remove = useMutation(api.portfolio.remove);
  const move = useMutation(api.portfolio.move);
  const setImage = useAction(api.portfolio.setImage);
  return (
    <PortfolioSettings
      backend={{ items, add, update, remove, move, setImage }}
    />
  );
}
