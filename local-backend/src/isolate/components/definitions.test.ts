import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempProject } from "../../testing/temp-project";
import { instances, loadComponentTree } from "./definitions";

// Definitions import `convex/server`: this repository's node_modules, linked.
const project = tempProject("component-definitions-");
const { root, write } = project;
afterAll(project.remove);

describe("loadComponentTree", () => {
  it("is null without a convex.config", async () => {
    mkdirSync(join(root, "plain"), { recursive: true });
    expect(
      await loadComponentTree(join(root, "plain"), join(root, "out1")),
    ).toBeNull();
  });

  it("evaluates definitions children first, with names, renames and env bindings", async () => {
    write(
      "app/widget/convex.config.ts",
      `import { defineComponent } from "convex/server";
       import { v } from "convex/values";
       import inner from "../inner/convex.config";
       const c = defineComponent("widget", { env: { MODE: v.optional(v.string()) } });
       c.use(inner);
       export default c;`,
    );
    write(
      "app/inner/convex.config.ts",
      `import { defineComponent } from "convex/server";
       export default defineComponent("inner");`,
    );
    write(
      "app/convex.config.ts",
      `import { defineApp } from "convex/server";
       import widget from "./widget/convex.config";
       const app = defineApp();
       app.use(widget, { env: { MODE: "fast" } });
       app.use(widget, { name: "second" });
       export default app;`,
    );
    const tree = await loadComponentTree(join(root, "app"), join(root, "out2"));
    const all = instances(tree!);
    expect(all.map((i) => i.path)).toEqual([
      "",
      "widget",
      "widget/inner",
      "second",
      "second/inner",
    ]);
    expect(all[1]!.definition).toMatchObject({
      path: "widget",
      name: "widget",
    });
    // Two instances, one definition (one bundle).
    expect(all[3]!.definition).toBe(all[1]!.definition);
    expect(all[1]!.env).toEqual([["MODE", { type: "value", value: "fast" }]]);
    expect(all[3]!.env).toEqual([]);
  });

  it("refuses a name used twice", async () => {
    write(
      "twice/c/convex.config.ts",
      `import { defineComponent } from "convex/server";
       export default defineComponent("c");`,
    );
    write(
      "twice/convex.config.ts",
      `import { defineApp } from "convex/server";
       import c from "./c/convex.config";
       const app = defineApp();
       app.use(c);
       app.use(c);
       export default app;`,
    );
    await expect(
      loadComponentTree(join(root, "twice"), join(root, "out3")),
    ).rejects.toThrow(/Component "c" is used twice/);
  });

  it("refuses definitions that use each other in a cycle", async () => {
    write(
      "cycle/a/convex.config.ts",
      `import { defineComponent } from "convex/server";
       import b from "../b/convex.config";
       const c = defineComponent("a");
       c.use(b);
       export default c;`,
    );
    write(
      "cycle/b/convex.config.ts",
      `import { defineComponent } from "convex/server";
       import a from "../a/convex.config";
       const c = defineComponent("b");
       c.use(a);
       export default c;`,
    );
    write(
      "cycle/convex.config.ts",
      `import { defineApp } from "convex/server";
       import a from "./a/convex.config";
       const app = defineApp();
       app.use(a);
       export default app;`,
    );
    await expect(
      loadComponentTree(join(root, "cycle"), join(root, "out4")),
    ).rejects.toThrow(/use each other in a cycle/);
  });
});
