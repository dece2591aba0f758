/**
 * For tests of the Convex CLI against the backend: a project dir (a `package.json`
 * that lists `convex`, as the CLI's `env` commands require) with a small `convex/`
 * folder whose functions of every kind log and read `process.env`, written with
 * `convex/server`'s generic builders (no `_generated` needed).
 */
import { join } from "node:path";
import { type TempProject, tempProject } from "./temp-project";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "cli-fixture",
    private: true,
    dependencies: { convex: "*" },
  }),
  "convex/schema.ts": `import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
export default defineSchema({
  messages: defineTable({ body: v.string(), n: v.number() }),
  empty: defineTable({ x: v.number() }),
});
`,
  "convex/messages.ts": `import { mutationGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
export const add = mutationGeneric({
  args: { body: v.string(), n: v.number() },
  handler: async (ctx, args) => {
    console.log("adding", args.body);
    return await ctx.db.insert("messages", args);
  },
});
export const list = queryGeneric({
  args: {},
  handler: async (ctx) => {
    console.info("listing messages");
    return (await ctx.db.query("messages").collect()).map((m) => m.body);
  },
});
export const fail = mutationGeneric({
  args: {},
  handler: async () => {
    console.warn("about to fail");
    throw new Error("boom");
  },
});
`,
  "convex/env.ts": `import { actionGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
export const read = queryGeneric({
  args: { name: v.string() },
  handler: (_ctx, { name }) => process.env[name] ?? null,
});
export const readInAction = actionGeneric({
  args: { name: v.string() },
  handler: async (_ctx, { name }) => {
    console.log("action reads", name);
    return process.env[name] ?? null;
  },
});
`,
  "convex/nodeEnv.ts": `"use node";
import { actionGeneric } from "convex/server";
import { v } from "convex/values";
export const read = actionGeneric({
  args: { name: v.string() },
  handler: async (_ctx, { name }) => process.env[name] ?? null,
});
`,
  "convex/http.ts": `import { httpActionGeneric, httpRouter } from "convex/server";
const http = httpRouter();
http.route({
  path: "/env",
  method: "GET",
  handler: httpActionGeneric(async (_ctx, request) => {
    const name = new URL(request.url).searchParams.get("name") ?? "";
    console.log("http reads", name);
    return new Response(process.env[name] ?? "(unset)");
  }),
});
export default http;
`,
};

export function cliProject(
  prefix: string,
): TempProject & { convexDir: string } {
  const project = tempProject(prefix);
  for (const [path, text] of Object.entries(FILES)) project.write(path, text);
  return { ...project, convexDir: join(project.root, "convex") };
}
