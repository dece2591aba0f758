/// <reference types="vite/client" />
/**
 * The conformance suite against convex-test (the in-memory reference implementation).
 */
import { convexTest } from "convex-test";
import { beforeAll } from "vitest";
import schema from "./convex/schema";
import { conformanceSuite, type Target } from "./suite";

const modules = import.meta.glob("./convex/**/*.*s");

type Call = <R>(f: unknown, args: unknown) => Promise<R>;

let target: Target;

beforeAll(() => {
  const t = convexTest(schema, modules);
  target = {
    kind: "convex-test",
    // convex-test types its calls with rest args; the suite always passes an object.
    query: (f, args) => (t.query as Call)(f, args),
    mutation: (f, args) => (t.mutation as Call)(f, args),
    action: (f, args) => (t.action as Call)(f, args),
    queryAs: (user, f, args) => (t.withIdentity(user).query as Call)(f, args),
    // convex-test calls internal functions directly, as an admin key does.
    asAdmin: (identity) => {
      const as = identity === undefined ? t : t.withIdentity(identity);
      return {
        query: (f, args) => (as.query as Call)(f, args),
        mutation: (f, args) => (as.mutation as Call)(f, args),
        action: (f, args) => (as.action as Call)(f, args),
      };
    },
    withAdminKey: () => {
      throw new Error("convex-test has no admin key");
    },
    fetch: (path, init) => t.fetch(path, init),
  };
});

conformanceSuite(() => target);
