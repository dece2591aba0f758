/**
 * A role's last seat under accepts sent at once: the app's convex/ on the
 * local backend, seeded, the owner accepting two applications for a
 * one-seat role from two connected clients together. Exactly one takes the seat; the other is refused as the role
 * filled, and the counts stay right.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend";
import {
  APP_CONVEX_DIR,
  httpClient,
  signInToken,
} from "../security/app-backend";

type Role = { key: string; title: string; seats: number; filled: number };
type Project = {
  _id: string;
  title: string;
  status: string;
  filledPositions: number;
  roles: Role[];
};

const listMine = makeFunctionReference<
  "query",
  Record<string, never>,
  Project[]
>("projects:listMine");
const getProject = makeFunctionReference<
  "query",
  { projectId: string },
  Project | null
>("projects:get");
const apply = makeFunctionReference<
  "mutation",
  { projectId: string; roleKey: string },
  string
>("applications:apply");
const accept = makeFunctionReference<
  "mutation",
  { applicationId: string },
  null
>("applications:accept");
const listForProject = makeFunctionReference<
  "query",
  { projectId: string },
  { _id: string; status: string; closedBecause: string | null }[]
>("applications:listForProject");

const dataDir = mkdtempSync(join(tmpdir(), "role-seat-race-"));
let backend: RunningBackend;
const clients: ConvexClient[] = [];

beforeAll(async () => {
  // No function workers: clients' mutations that arrive together begin at
  // one snapshot and run side by side, checked at commit (local-backend
  // README, "Concurrency"), as Convex runs them.
  backend = await startBackend({
    convexDir: APP_CONVEX_DIR,
    dataDir,
    port: 0,
    sitePort: 0,
    functionWorkers: 0,
  });
  await backend.runFunction("seed:run", {}, { allowInternal: true });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A WebSocket client signed in with `token`, as the web app connects. */
function socketClient(token: string): ConvexClient {
  const client = new ConvexClient(backend.url, { logger: false });
  client.setAuth(() => Promise.resolve(token));
  clients.push(client);
  return client;
}

describe("accepts racing for a role's last seat", () => {
  it("one takes the seat, the other is refused as the role filled, and the counts stay right", async () => {
    const [owner = "", kenji = "", sofia = ""] = await Promise.all(
      ["marcus", "kenji", "sofia"].map((name) =>
        signInToken(backend.url, `${name}@buildmates.test`),
      ),
    );
    const projects = await httpClient(backend.url, owner).query(listMine, {});
    const project = projects.find((p) => p.title === "Design System Copilot");
    if (project === undefined) throw new Error("demo project missing");
    const [role] = project.roles;
    expect(role).toMatchObject({ key: "r1", seats: 1, filled: 0 });

    const ids = await Promise.all(
      [kenji, sofia].map((token) =>
        httpClient(backend.url, token).mutation(apply, {
          projectId: project._id,
          roleKey: "r1",
        }),
      ),
    );
    // Two clients of the owner's, connected, each sending one accept in the
    // same turn.
    const [first, second] = [socketClient(owner), socketClient(owner)];
    await Promise.all([first.query(listMine, {}), second.query(listMine, {})]);
    const results = await Promise.allSettled([
      first.mutation(accept, { applicationId: ids[0]! }),
      second.mutation(accept, { applicationId: ids[1]! }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toMatchObject({
      data: {
        code: "PROJECT_FULL",
        message: "This role has no open seats left.",
      },
    });

    const after = await httpClient(backend.url, owner).query(getProject, {
      projectId: project._id,
    });
    expect(after?.roles.map((r) => [r.key, r.filled])).toEqual([
      ["r1", 1],
      ["r2", 0],
    ]);
    expect(after).toMatchObject({ status: "open", filledPositions: 1 });
    const rows = await httpClient(backend.url, owner).query(listForProject, {
      projectId: project._id,
    });
    const raced = rows.filter((row) => ids.includes(row._id));
    expect(raced.map((row) => [row.status, row.closedBecause]).sort()).toEqual([
      ["accepted", null],
      ["rejected", "roleFilled"],
    ]);
  });
});
