/**
 * The builder account both bench-only Convex modules take (`load-convex.ts`'s
 * `createAccounts`, `matching-scale-loader.ts`'s `insertBuilders`): email, name,
 * expertise and skills. Not a Convex module itself: each bench mounts only its own
 * module, as a symlink, in a temporary convex/ folder; the bundler follows the link
 * to bench/, where this import (like their `../convex/...` ones) resolves.
 */
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { EXPERTISE_IDS } from "../convex/shared/constants";

export const vBuilderAccount = v.object({
  email: v.string(),
  name: v.string(),
  expertise: v.array(literals(...EXPERTISE_IDS)),
  skills: v.array(v.string()),
});
