/**
 * Opening a team room at scale (the team room's "Scale" goal: 10,000
 * messages and 2,000 tasks open in under a second on the local backend).
 * Prints JSON and writes bench/results/team-room.json; asserts nothing.
 *
 *   npm run bench:team-room [-- --quick]
 *
 * On a fresh local backend running the app's convex/, an owner and two
 * members (signed up for real) get two rooms: one seeded through
 * bench/team-room-loader.ts with 10,000 messages and 2,000 tasks (900 To
 * do, 300 Doing, 800 Done; --quick: 2,000 and 400), and an empty one, the
 * baseline measured in the same run. Opening a room is the queries the room
 * page subscribes to, each as a member: teams.get, teams.members,
 * teamMessages.list (first page of 30), tasks.list for each column (default
 * limit), teamFiles.list, teamMessages.typing, presence.list of the room,
 * messages.unreadCount and teams.rooms. Per query and for the whole opening
 * (the queries one after another, as a worst case of a client that would
 * not run them side by side): time, documents and bytes read, median, p95
 * and max over the runs; and whether the whole opening's p95 is under a second.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Value } from "convex/values";
import {
  call,
  runInternal,
  signUp,
  startApp,
  type App,
  type Call,
  type Viewer,
} from "./matching-app";

const ROOT = join(import.meta.dirname, "..");
const quick = process.argv.includes("--quick");
const MESSAGES = quick ? 2_000 : 10_000;
const TASKS = quick
  ? { todo: 180, doing: 60, done: 160 }
  : { todo: 900, doing: 300, done: 800 };
const RUNS = 20;
const BATCH = 500;
const GOAL_MS = 1000;

const round = (x: number, digits = 2) => Number(x.toFixed(digits));

function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)) };
}

/** The queries the room page subscribes to when it opens. */
function roomQueries(
  projectId: string,
): [string, string, Record<string, Value>][] {
  return [
    ["teams.get", "teams:get", { projectId }],
    ["teams.members", "teams:members", { projectId }],
    [
      "teamMessages.list",
      "teamMessages:list",
      { projectId, paginationOpts: { numItems: 30, cursor: null } },
    ],
    ["tasks.list todo", "tasks:list", { projectId, column: "todo" }],
    ["tasks.list doing", "tasks:list", { projectId, column: "doing" }],
    ["tasks.list done", "tasks:list", { projectId, column: "done" }],
    ["teamFiles.list", "teamFiles:list", { projectId }],
    ["teamMessages.typing", "teamMessages:typing", { projectId }],
    ["presence.list", "presence:list", { roomId: `team:${projectId}` }],
    ["messages.unreadCount", "messages:unreadCount", {}],
    ["teams.rooms", "teams:rooms", {}],
  ];
}

async function seed(app: App, projectId: string, people: Viewer[]) {
  const start = performance.now();
  const authorIds = people.map((person) => person.userId);
  for (let from = 0; from < MESSAGES; from += BATCH) {
    await runInternal(app, "benchTeam:insertMessages", {
      projectId,
      authorIds,
      from,
      count: Math.min(BATCH, MESSAGES - from),
    });
  }
  for (const [column, total] of Object.entries(TASKS)) {
    let afterKey: string | null = null;
    for (let done = 0; done < total; done += BATCH) {
      afterKey = await runInternal<string | null>(
        app,
        "benchTeam:insertTasks",
        {
          projectId,
          column,
          afterKey,
          assigneeIds: authorIds,
          count: Math.min(BATCH, total - done),
        },
      );
    }
  }
  return round((performance.now() - start) / 1000);
}

async function measure(app: App, projectId: string, viewer: Viewer) {
  const queries = roomQueries(projectId);
  const samples: Record<string, Call[]> = Object.fromEntries(
    queries.map(([name]) => [name, []]),
  );
  const opening: { ms: number; documentsRead: number; bytesRead: number }[] =
    [];
  for (let run = 0; run < RUNS; run++) {
    let ms = 0;
    let documentsRead = 0;
    let bytesRead = 0;
    for (const [name, path, args] of queries) {
      const result = await call(app, "query", path, args, viewer);
      samples[name]!.push(result);
      ms += result.ms;
      documentsRead += result.usage.documentsRead;
      bytesRead += result.usage.bytesRead;
    }
    opening.push({ ms, documentsRead, bytesRead });
  }
  const perQuery = Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [
      name,
      {
        ms: percentiles(list.map((s) => s.ms)),
        documentsRead: percentiles(list.map((s) => s.usage.documentsRead)),
        bytesRead: percentiles(list.map((s) => s.usage.bytesRead)),
      },
    ]),
  );
  return {
    opening: {
      ms: percentiles(opening.map((o) => o.ms)),
      documentsRead: percentiles(opening.map((o) => o.documentsRead)),
      bytesRead: percentiles(opening.map((o) => o.bytesRead)),
    },
    perQuery,
  };
}

async function main() {
  const app = await startApp({
    benchTeam: join(import.meta.dirname, "team-room-loader.ts"),
  });
  try {
    const people = [];
    for (const name of ["owner", "ada", "grace"]) {
      people.push(
        await signUp(app, {
          email: `${name}@team-room.bench`,
          name,
          expertise: ["dev"],
        }),
      );
    }
    const [owner, member] = people as [Viewer, Viewer, Viewer];
    const team = {
      ownerId: owner.userId,
      memberIds: people.slice(1).map((person) => person.userId),
    };
    const seeded = await runInternal<string>(app, "benchTeam:createTeam", team);
    const empty = await runInternal<string>(app, "benchTeam:createTeam", team);
    const seedSeconds = await seed(app, seeded, people);
    // Warm-up: the first calls compile the modules.
    await measure(app, empty, member);
    const baseline = await measure(app, empty, member);
    const large = await measure(app, seeded, member);
    const result = {
      bench: "team-room",
      quick,
      machine: { node: process.version, platform: process.platform },
      room: { messages: MESSAGES, tasks: TASKS, seedSeconds },
      runs: RUNS,
      goal: {
        openingMsP95Under: GOAL_MS,
        met: large.opening.ms.p95 < GOAL_MS,
      },
      ratioToEmptyRoom: {
        msP50: round(large.opening.ms.p50 / baseline.opening.ms.p50),
        documentsReadP50: round(
          large.opening.documentsRead.p50 /
            Math.max(1, baseline.opening.documentsRead.p50),
        ),
      },
      seededRoom: large,
      baselineEmptyRoom: baseline,
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
    writeFileSync(join(ROOT, "bench", "results", "team-room.json"), json);
  } finally {
    await app.cleanup();
  }
}

await main();
