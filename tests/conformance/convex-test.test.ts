/// <reference types="vite/client" />
/**
 * The conformance suite against convex-test (the in-memory reference implementation).
 */
import { convexTest } from "convex-test";
import { beforeAll } from "vitest";
import schema from "./convex/schema";
import { conformanceSuite, type Target } from "./suite";

const modules = import.meta.glob("./convex/**/*.*s");

let target: Target;

beforeAll(() => {
  const t = convexTest(schema, modules);
  target = {
    kind: "convex-test",
    query: (f, args) => t.query(f, args),
    mutation: (f, args) => t.mutation(f, args),
    action: (f, args) => t.action(f, args),
    queryAs: (user, f, args) => t.withIdentity(user).query(f, args),
    fetch: (path, init) => t.fetch(path, init),
  };
});

conformanceSuite(() => target);
