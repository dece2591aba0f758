/**
 * For tests of the push API: an app with components in a temporary dir, as a Convex
 * app that installs `@convex-dev/rate-limiter` and has a local component of its own
 * (`convex/counter/`, with its schema and functions) is laid out. Its node_modules is
 * this repository's, where `convex` and the rate limiter are installed.
 */
import { tempProject } from "./temp-project";

export const PUSH_FIXTURE_FILES: Record<string, string> = {
  "convex/convex.config.ts": `import { defineApp } from "convex/server";
import rateLimiter from "@convex-dev/rate-limiter/convex.config";
import counter from "./counter/convex.config";

const app = defineApp();
app.use(rateLimiter);
app.use(counter);
export default app;
`,
  "convex/counter/convex.config.ts": `import { defineComponent } from "convex/server";

export default defineComponent("counter");
`,
  "convex/counter/schema.ts": `import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  counters: defineTable({ name: v.string(), value: v.number() }).index("by_name", ["name"]),
});
`,
  "convex/counter/public.ts": `import { v } from "convex/values";
import { mutation, query } from "./_generated/server";

export const add = mutation({
  args: { name: v.string(), count: v.optional(v.number()) },
  returns: v.null(),
  handler: async (ctx, { name, count }) => {
    const row = await ctx.db.query("counters").withIndex("by_name", (q) => q.eq("name", name)).unique();
    if (row) await ctx.db.patch(row._id, { value: row.value + (count ?? 1) });
    else await ctx.db.insert("counters", { name, value: count ?? 1 });
    return null;
  },
});

export const get = query({
  args: { name: v.string() },
  returns: v.number(),
  handler: async (ctx, { name }) => {
    const row = await ctx.db.query("counters").withIndex("by_name", (q) => q.eq("name", name)).unique();
    return row?.value ?? 0;
  },
});
`,
  "convex/schema.ts": `import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  notes: defineTable({ text: v.string() }),
});
`,
  "convex/notes.ts": `import { RateLimiter } from "@convex-dev/rate-limiter";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

const limiter = new RateLimiter(components.rateLimiter, {
  addNote: { kind: "token bucket", rate: 10, period: 60_000 },
});

export const add = mutation({
  args: { text: v.string() },
  returns: v.id("notes"),
  handler: async (ctx, { text }) => {
    await limiter.limit(ctx, "addNote", { throws: true });
    await ctx.runMutation(components.counter.public.add, { name: "notes" });
    return await ctx.db.insert("notes", { text });
  },
});

export const count = query({
  args: {},
  returns: v.number(),
  handler: (ctx) => ctx.runQuery(components.counter.public.get, { name: "notes" }),
});
`,
  "convex/tsconfig.json": JSON.stringify({
    compilerOptions: {
      allowJs: true,
      strict: true,
      moduleResolution: "Bundler",
      skipLibCheck: true,
      target: "ESNext",
      lib: ["ES2021", "dom"],
      module: "ESNext",
      isolatedModules: true,
      noEmit: true,
    },
    include: ["./**/*"],
  }),
  "package.json": JSON.stringify({
    name: "push-fixture",
    private: true,
    type: "module",
    dependencies: { convex: "1.48.0", "@convex-dev/rate-limiter": "0.4.0" },
  }),
};

/** Writes the fixture app into a new temporary dir and returns the dir. */
export function writePushFixture(): string {
  const project = tempProject("push-fixture-");
  for (const [name, text] of Object.entries(PUSH_FIXTURE_FILES))
    project.write(name, text);
  return project.root;
}
