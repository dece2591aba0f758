import { httpRouter } from "convex/server";
import { api, internal } from "./_generated/api";
import { httpAction } from "./_generated/server";

const http = httpRouter();

http.route({
  path: "/echo",
  method: "POST",
  handler: httpAction(async (ctx, request) => {
    const body = await request.text();
    const identity = await ctx.auth.getUserIdentity();
    return new Response(
      JSON.stringify({
        body,
        path: new URL(request.url).pathname,
        user: identity?.subject ?? null,
      }),
      { status: 201, headers: { "Content-Type": "application/json" } },
    );
  }),
});

/** The caller's subject, or the text `getUserIdentity` threw. */
http.route({
  path: "/identity",
  method: "GET",
  handler: httpAction(async (ctx) => {
    try {
      const identity = await ctx.auth.getUserIdentity();
      return Response.json({ subject: identity?.subject ?? null });
    } catch (e) {
      return Response.json({ error: (e as Error).message });
    }
  }),
});

http.route({
  path: "/.well-known/openid-configuration",
  method: "GET",
  handler: httpAction(() =>
    Promise.resolve(
      Response.json({
        issuer: process.env.CONVEX_SITE_URL,
        jwks_uri: `${process.env.CONVEX_SITE_URL}/.well-known/jwks.json`,
      }),
    ),
  ),
});

http.route({
  path: "/.well-known/jwks.json",
  method: "GET",
  handler: httpAction(() =>
    Promise.resolve(
      new Response(process.env.JWKS ?? "{}", {
        headers: { "Content-Type": "application/json" },
      }),
    ),
  ),
});

http.route({
  path: "/counters",
  method: "POST",
  handler: httpAction(async (ctx, request) => {
    const name = new URL(request.url).searchParams.get("name") ?? "http";
    await ctx.runMutation(internal.jobs.record, { name });
    const count: number = await ctx.runQuery(api.jobs.count, { name });
    return Response.json({ count });
  }),
});

http.route({
  path: "/throws",
  method: "POST",
  handler: httpAction(() => Promise.reject(new Error("http boom"))),
});

export default http;
