import { httpRouter } from "convex/server";
import { api } from "./_generated/api";
import { env, httpAction } from "./_generated/server";

const http = httpRouter();

/** Mounted by the app under `/counter/`: its site URL ends with the prefix. */
http.route({
  path: "/hello",
  method: "GET",
  handler: httpAction(async (ctx, request) => {
    const name = new URL(request.url).searchParams.get("name") ?? "";
    const value: number = await ctx.runQuery(api.counters.get, { name });
    return Response.json({ siteUrl: env.CONVEX_SITE_URL ?? null, value });
  }),
});

export default http;
