/**
 * Password hashing blocks nobody (docs/SECURITY.md, "Sign-in, sign-up and
 * sessions"): while sign-ins are hashing, other users' queries are answered.
 * A hash inside a mutation, or on the backend's event loop, would hold the
 * requests behind it.
 * The figures are in `npm run bench:auth`; this checks the order of events.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type AppBackend,
  appApi,
  freshEmail,
  httpClient,
  newAccount,
  outcome,
  signInWith,
  startAppBackend,
} from "./auth-support";

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

/**
 * Resolves once `count` mutations have been called on the backend: each
 * sign-in runs one before or while it checks the password, so the hashes are
 * under way (or queued) by then. A state, not a delay.
 */
function mutationsCalled(count: number): Promise<void> {
  const runner = backend.backend.runner;
  const original = runner.runMutation.bind(runner);
  return new Promise((resolve) => {
    let calls = 0;
    runner.runMutation = (...args) => {
      calls += 1;
      if (calls === count) {
        runner.runMutation = original;
        resolve();
      }
      return original(...args);
    };
  });
}

it("queries sent one after another while sign-ins are hashing are all answered before any sign-in", async () => {
  const emails = [freshEmail("a"), freshEmail("b"), freshEmail("c")];
  for (const email of emails) {
    await newAccount(backend, { email, password: "event-Loop-pass-1" });
  }
  const finished: string[] = [];
  const underWay = mutationsCalled(emails.length);
  const signIns = emails.map((email, i) =>
    outcome(
      signInWith(backend.url, { email, password: "wrong-password" }),
    ).then(() => finished.push(`sign-in ${i}`)),
  );
  await underWay;
  // Three queries, each sent once the previous one is answered.
  const queries = (async () => {
    for (let i = 0; i < 3; i++) {
      await httpClient(backend.url).query(appApi.listProjects, {
        paginationOpts: { numItems: 5, cursor: null },
      });
      finished.push(`query ${i}`);
    }
  })();
  await Promise.all([...signIns, queries]);
  expect(finished.slice(0, 3)).toEqual(["query 0", "query 1", "query 2"]);
});
