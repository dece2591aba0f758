/**
 * A data dir made before the app used components keeps working once it does: the
 * app's tables keep their names and numbers, and the components' tables (their own
 * system tables included) are added beside them.
 */
import {} from "node:fs";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, describe, expect, it } from "vitest";
import { startBackend } from "../../local-backend";
import { tempProject } from "../../local-backend/src/testing/temp-project";

const project = tempProject("components-upgrade-");
const dataDir = join(project.root, "data");
const convexDir = join(project.root, "convex");
afterAll(project.remove);

function write(path: string, text: string): void {
  project.write(join("convex", path), text);
}

const SERVER = `export { queryGeneric as query, mutationGeneric as mutation } from "convex/server";`;

write("_generated/server.js", SERVER);
write(
  "schema.ts",
  `import { defineSchema, defineTable } from "convex/server";
   import { v } from "convex/values";
   export default defineSchema({ notes: defineTable({ text: v.string() }) });`,
);
write(
  "notes.ts",
  `import { mutation, query } from "./_generated/server";
   export const add = mutation(async (ctx, { text }) => ctx.db.insert("notes", { text }));
   export const list = query(async (ctx) =>
     (await ctx.db.query("notes").collect()).map((n) => n.text));`,
);

const add = makeFunctionReference<"mutation">("notes:add");
const list = makeFunctionReference<"query">("notes:list");
const tally = makeFunctionReference<"mutation">("tally:bump");

async function run<T>(body: (client: ConvexHttpClient) => Promise<T>) {
  const backend = await startBackend({
    convexDir,
    dataDir,
    port: 0,
    sitePort: 0,
  });
  try {
    return await body(new ConvexHttpClient(backend.url));
  } finally {
    await backend.stop();
  }
}

describe("an existing data dir", () => {
  it("keeps the app's data when components are added", async () => {
    const id = await run(async (client) => {
      const added = (await client.mutation(add, { text: "old" })) as string;
      expect(await client.query(list, {})).toEqual(["old"]);
      return added;
    });

    write("counter/_generated/server.js", SERVER);
    write(
      "counter/convex.config.ts",
      `import { defineComponent } from "convex/server";
       export default defineComponent("counter");`,
    );
    write(
      "counter/notes.ts",
      `import { mutation } from "./_generated/server";
       export const add = mutation(async (ctx, { text }) => {
         await ctx.db.insert("notes", { text });
         return (await ctx.db.query("notes").collect()).length;
       });`,
    );
    write(
      "convex.config.ts",
      `import { defineApp } from "convex/server";
       import counter from "./counter/convex.config";
       const app = defineApp();
       app.use(counter);
       export default app;`,
    );
    write(
      "tally.ts",
      `import { componentsGeneric } from "convex/server";
       import { mutation } from "./_generated/server";
       const components = componentsGeneric();
       export const bump = mutation(async (ctx) =>
         ctx.runMutation(components.counter.notes.add, { text: "new" }));`,
    );

    await run(async (client) => {
      expect(await client.query(list, {})).toEqual(["old"]);
      // The component's `notes` is its own: it starts empty.
      expect(await client.mutation(tally, {})).toBe(1);
      expect(await client.mutation(add, { text: "after" })).not.toBe(id);
      expect(await client.query(list, {})).toEqual(["old", "after"]);
    });
  });
});
