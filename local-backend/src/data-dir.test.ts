import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  chooseDataDir,
  defaultDataDir,
  legacyDataDir,
  migrateLegacyDataDir,
  moveDirectory,
  prepareDataDir,
} from "./data-dir";
import { Store } from "./storage/store";

const repoRoot = resolve(import.meta.dirname, "../..");
const temps: string[] = [];
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), "data-dir-test-"));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0))
    rmSync(dir, { recursive: true, force: true });
});

/** A fake checkout with a deployment in the old default place, <repo>/.data/local. */
function checkoutWithLegacyData(): string {
  const repo = join(temp(), "checkout");
  const legacy = legacyDataDir(repo);
  new Store(legacy).close();
  writeFileSync(join(legacy, "env.json"), '{"vars":{"marker":"legacy"}}');
  return repo;
}

describe("the default data dir", () => {
  it("is a per-user directory outside the repository, one per checkout", () => {
    const dir = defaultDataDir(repoRoot, { HOME: "/home/ada" });
    expect(relative(repoRoot, dir).startsWith("..")).toBe(true);
    expect(
      defaultDataDir(repoRoot, { XDG_DATA_HOME: "/data/ada" }).startsWith(
        "/data/ada/buildmates/",
      ),
    ).toBe(true);
    expect(defaultDataDir("/a/buildmates", {})).not.toBe(
      defaultDataDir("/b/buildmates", {}),
    );
    expect(defaultDataDir(repoRoot)).toBe(defaultDataDir(repoRoot));
  });

  it("gives way to BUILDMATES_DATA_DIR, and both to --data-dir", () => {
    const env = { BUILDMATES_DATA_DIR: "/srv/env-dir", XDG_DATA_HOME: "/x" };
    expect(chooseDataDir(undefined, repoRoot, env)).toEqual({
      dataDir: "/srv/env-dir",
      isDefault: false,
    });
    expect(chooseDataDir("/srv/flag-dir", repoRoot, env).dataDir).toBe(
      "/srv/flag-dir",
    );
    expect(chooseDataDir(undefined, repoRoot, { XDG_DATA_HOME: "/x" })).toEqual(
      {
        dataDir: defaultDataDir(repoRoot, { XDG_DATA_HOME: "/x" }),
        isDefault: true,
      },
    );
  });
});

describe("moving a deployment from <repo>/.data/local", () => {
  it("moves it to the new default on first use, keeping its data", () => {
    const repo = checkoutWithLegacyData();
    const env = { XDG_DATA_HOME: join(temp(), "xdg") };
    const choice = chooseDataDir(undefined, repo, env);
    const note = prepareDataDir(choice, repo);
    expect(note).toContain(
      `Moved the local deployment from ${legacyDataDir(repo)}`,
    );
    expect(existsSync(legacyDataDir(repo))).toBe(false);
    expect(readFileSync(join(choice.dataDir, "env.json"), "utf8")).toContain(
      "legacy",
    );
    new Store(choice.dataDir).close(); // still a database
  });

  it("copies across file systems, keeping modes, and leaves no partial copy", () => {
    const repo = checkoutWithLegacyData();
    const legacy = legacyDataDir(repo);
    chmodSync(join(legacy, "env.json"), 0o600);
    const target = join(temp(), "elsewhere", "deployment");
    mkdirSync(join(target, ".."));
    let calls = 0;
    moveDirectory(legacy, target, (from, to) => {
      calls += 1;
      if (calls === 1)
        throw Object.assign(new Error("cross-device link"), { code: "EXDEV" });
      renameSync(from, to);
    });
    expect(existsSync(legacy)).toBe(false);
    expect(statSync(join(target, "env.json")).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(target, ".."))).toEqual(["deployment"]);
    new Store(target).close();
  });

  it("leaves both in place when the new one exists, and says so", () => {
    const repo = checkoutWithLegacyData();
    const target = join(temp(), "new");
    mkdirSync(target);
    expect(migrateLegacyDataDir(legacyDataDir(repo), target)).toContain(
      "An older local deployment is still in",
    );
    expect(existsSync(join(legacyDataDir(repo), "db.sqlite3"))).toBe(true);
  });

  it("refuses while a backend has the old one open, moving nothing", () => {
    const repo = checkoutWithLegacyData();
    const target = join(temp(), "new");
    const open = new Store(legacyDataDir(repo));
    try {
      expect(() => migrateLegacyDataDir(legacyDataDir(repo), target)).toThrow(
        /is in use by another backend process.*Stop that backend/,
      );
    } finally {
      open.close();
    }
    expect(existsSync(target)).toBe(false);
  });

  it("does nothing for a chosen data dir or without an old deployment", () => {
    const repo = checkoutWithLegacyData();
    expect(
      prepareDataDir(
        { dataDir: join(temp(), "chosen"), isDefault: false },
        repo,
      ),
    ).toBeUndefined();
    expect(existsSync(join(legacyDataDir(repo), "db.sqlite3"))).toBe(true);
    expect(migrateLegacyDataDir(join(temp(), "none"), join(temp(), "t"))).toBe(
      undefined,
    );
  });
});
