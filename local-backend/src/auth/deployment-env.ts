/**
 * The deployment's environment variables, persisted in `<dataDir>/env.json`.
 *
 * On first start this creates what `npx @convex-dev/auth` would set on a cloud
 * deployment: `JWT_PRIVATE_KEY` (PKCS#8 PEM, newlines as spaces), `JWKS` and
 * `SITE_URL`. `CONVEX_SITE_URL` and `CONVEX_CLOUD_URL` are built in and always reflect
 * the ports the backend listens on. Beside them, never in `vars` (which functions see),
 * the upload-URL secret and the admin key (`./admin-key`), created on first start too.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { newAdminKey } from "./admin-key";

export interface DeploymentEnv {
  /** User-visible variables (process.env of the functions). */
  vars: Record<string, string>;
  /** Secret for signing upload URLs; never visible to functions. */
  storageSecret: string;
  /**
   * `Authorization: Convex <key>` (internal functions, acting as a user); never visible
   * to functions, never served, never logged: `--print-admin-key` prints it.
   */
  adminKey: string;
}

const DEFAULT_SITE_URL = "http://localhost:5173";

export async function loadDeploymentEnv(
  dataDir: string,
): Promise<DeploymentEnv> {
  const file = join(dataDir, "env.json");
  let env: DeploymentEnv | null = null;
  if (existsSync(file)) {
    try {
      env = JSON.parse(readFileSync(file, "utf8")) as DeploymentEnv;
    } catch (e) {
      throw new Error(`Cannot read ${file}: ${(e as Error).message}`, {
        cause: e,
      });
    }
  }
  let changed = false;
  if (!env) {
    env = {
      vars: {},
      storageSecret: randomBytes(32).toString("base64"),
      adminKey: newAdminKey(),
    };
    changed = true;
  }
  // Data dirs made before admin keys existed get one on their next start.
  if (typeof env.adminKey !== "string" || env.adminKey === "") {
    env.adminKey = newAdminKey();
    changed = true;
  }
  if (!env.vars.JWT_PRIVATE_KEY || !env.vars.JWKS) {
    const { privateKey, publicKey } = await generateKeyPair("RS256", {
      extractable: true,
    });
    env.vars.JWT_PRIVATE_KEY = (await exportPKCS8(privateKey))
      .trimEnd()
      .replaceAll("\n", " ");
    env.vars.JWKS = JSON.stringify({
      keys: [{ use: "sig", ...(await exportJWK(publicKey)) }],
    });
    changed = true;
  }
  if (!env.vars.SITE_URL) {
    env.vars.SITE_URL = DEFAULT_SITE_URL;
    changed = true;
  }
  if (changed) writeEnvFile(file, env);
  return env;
}

/**
 * Replaces the user-visible variables of the data dir's `env.json` (its secrets kept):
 * a complete new file is written and synced beside it, then renamed over it, so a
 * crash leaves the old file or the new one, never a part of either.
 */
export function saveDeploymentVars(
  dataDir: string,
  vars: Record<string, string>,
): void {
  const file = join(dataDir, "env.json");
  const env = JSON.parse(readFileSync(file, "utf8")) as DeploymentEnv;
  writeEnvFile(file, { ...env, vars });
}

function writeEnvFile(file: string, env: DeploymentEnv): void {
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, "w", 0o600);
  try {
    writeSync(fd, JSON.stringify(env, null, 2));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}
