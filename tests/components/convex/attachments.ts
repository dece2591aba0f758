import { query } from "./_generated/server";

/** Each attachment's file URL, and the URLs of the files its list holds. */
export const urls = query({
  args: {},
  handler: async (ctx) =>
    Promise.all(
      (await ctx.db.query("attachments").collect()).map(async (a) => ({
        file: await ctx.storage.getUrl(a.file),
        list: await Promise.all(
          (a.more?.list ?? []).map(async (id) =>
            id ? await ctx.storage.getUrl(id) : null,
          ),
        ),
      })),
    ),
});
