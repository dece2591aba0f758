/**
 * The response clock is durable across a restart of the local backend, and
 * each step runs once.
 *
 * The app's clock counts in days, so the probe (tests/closure/convex: the
 * app's schema and clock steps, plus a test-only `probe` module) starts a
 * clock for an application backdated to almost the reminder's due time, with
 * the app's own startClock, exactly as a backdated apply does: the step then
 * falls due 1.5 s later, after the backend was stopped and started again on
 * the same data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend";
import {
  APPLICATION_EXPIRY_MS,
  APPLICATION_REMINDER_MS,
} from "../../convex/shared/constants";

const convexDir = join(import.meta.dirname, "convex");
const dataDir = mkdtempSync(join(tmpdir(), "clock-restart-"));
let backend: RunningBackend | undefined;

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  backend = await startBackend({ convexDir, dataDir, port: 0, sitePort: 0 });
  return backend;
}

type ProbeState = {
  status: string;
  remindedAt: number | null;
  reminder: string | null;
  expiry: string | null;
  kinds: string[];
};

async function state(b: RunningBackend, applicationId: string) {
  return (await b.runFunction(
    "probe:state",
    { applicationId },
    { allowInternal: true },
  )) as ProbeState;
}

async function waitFor(
  b: RunningBackend,
  applicationId: string,
  done: (s: ProbeState) => boolean,
) {
  for (let i = 0; i < 400; i++) {
    const s = await state(b, applicationId);
    if (done(s)) return s;
    await new Promise((r) => setTimeout(r, 25));
  }
  return await state(b, applicationId);
}

const DUE_IN_MS = 2500;

describe("the response clock across a restart", () => {
  it("runs the reminder and the expiry once each after the backend restarts", async () => {
    let b = await start();
    const reminded = (await b.runFunction(
      "probe:start",
      { ageMs: APPLICATION_REMINDER_MS - DUE_IN_MS },
      { allowInternal: true },
    )) as string;
    const expiring = (await b.runFunction(
      "probe:start",
      { ageMs: APPLICATION_EXPIRY_MS - DUE_IN_MS },
      { allowInternal: true },
    )) as string;
    // The expiring one's reminder was already due: it ran at once.
    expect(
      await waitFor(b, expiring, (s) => s.reminder === "success"),
    ).toMatchObject({ status: "pending", kinds: ["applicationExpiring"] });
    expect(await state(b, reminded)).toMatchObject({
      reminder: "pending",
      kinds: [],
    });
    await b.stop();

    b = await start();
    expect(
      await waitFor(b, reminded, (s) => s.reminder === "success"),
    ).toMatchObject({
      status: "pending",
      expiry: "pending",
      kinds: ["applicationExpiring"],
    });
    expect(
      await waitFor(b, expiring, (s) => s.expiry === "success"),
    ).toMatchObject({
      status: "expired",
      kinds: [
        "applicationExpiring",
        "applicationExpired",
        "applicationExpired",
      ],
    });
    await b.stop();

    // Once: another restart, and a wait past the due times, add nothing.
    b = await start();
    await new Promise((r) => setTimeout(r, DUE_IN_MS));
    expect((await state(b, reminded)).kinds).toEqual(["applicationExpiring"]);
    expect((await state(b, expiring)).kinds).toHaveLength(3);
  });
});
