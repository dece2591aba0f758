/** The fixture's seeding function, as `npm start` calls the app's `seed:run`. */
import { internalMutationGeneric as internalMutation } from "convex/server";

export const run = internalMutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("messages", { channel: "seed", body: "demo" });
  },
});
