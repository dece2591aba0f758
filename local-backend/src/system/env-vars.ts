/**
 * The deployment's environment variables as `npx convex env` manages them
 * (`POST /api/update_environment_variables`), checked as Convex checks them
 * (convex-backend `crates/common/src/types/environment_variables.rs`,
 * `Application::update_environment_variables`), with its codes and texts:
 *
 * - a name matches `^[a-zA-Z_]+[a-zA-Z0-9_]*$` and has at most 256 bytes; a value at
 *   most 8 KiB; at most 512 variables of 512 KiB (names and values) in all;
 * - `CONVEX_CLOUD_URL` and `CONVEX_SITE_URL` are built in and cannot be set; every
 *   other name is the user's (`JWT_PRIVATE_KEY`, `JWKS` and `SITE_URL`, which the
 *   backend creates in a new data dir as `npx @convex-dev/auth` sets them, included);
 * - a batch of changes applies whole or not at all: removals first, then sets.
 *
 * `DeploymentVars` holds them: the data dir's (`env.json` `vars`, written to a temporary
 * file and renamed over it) with this run's `--env` values over them, and copies them
 * into `process.env`, where functions (and the workers, which share it) read them.
 */
import { saveDeploymentVars } from "../auth/deployment-env";

/** One change: a value to set, or null to remove the variable. */
export interface EnvVarChange {
  name: string;
  value: string | null;
}

/** A refused change, as Convex answers it (HTTP 400 `{ code, message }`). */
export class EnvVarError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const NAME = /^[a-zA-Z_]+[a-zA-Z0-9_]*$/;
const MAX_NAME_LENGTH = 256;
const MAX_VALUE_LENGTH = 8 * 1024;
const MAX_VARIABLES = 512;
const MAX_TOTAL_SIZE = 512 * 1024;
/** Built in (Convex's `default_system_env_vars`): every function sees the backend's URLs. */
export const BUILTIN_NAMES: ReadonlySet<string> = new Set([
  "CONVEX_CLOUD_URL",
  "CONVEX_SITE_URL",
]);

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

function checkName(name: string): void {
  if (!NAME.test(name))
    throw new EnvVarError(
      "EnvironmentVariableNameInvalid",
      `The environment variable name ${name} is invalid. Environment variable names must begin with a letter and may only include characters a-z, A-Z, 0-9, and underscores.`,
    );
  if (bytes(name) > MAX_NAME_LENGTH)
    throw new EnvVarError(
      "EnvironmentVariableNameTooLong",
      `The environment variable name ${name} is too long. Environment variable names must be less than ${MAX_NAME_LENGTH}.`,
    );
}

function checkValue(value: string): void {
  const length = bytes(value);
  // Convex's text, its unclosed parenthesis included.
  if (length > MAX_VALUE_LENGTH)
    throw new EnvVarError(
      "EnvironmentVariableValueTooLarge",
      `The environment variable value is ${length} bytes, which is too large. (max size: ${MAX_VALUE_LENGTH}`,
    );
}

/**
 * `vars` with `changes` applied, as Convex applies a batch: each name and value checked
 * first, then removals (by name) before sets (by name, then value), built-in names
 * refused, and the limits checked on the result. Throws `EnvVarError`; `vars` is
 * never modified.
 */
export function applyChanges(
  vars: Readonly<Record<string, string>>,
  changes: readonly EnvVarChange[],
): Record<string, string> {
  for (const { name, value } of changes) {
    checkName(name);
    if (value !== null) checkValue(value);
  }
  const ordered = [...changes].sort(
    (a, b) =>
      Number(a.value !== null) - Number(b.value !== null) ||
      compare(a.name, b.name) ||
      compare(a.value ?? "", b.value ?? ""),
  );
  const next = { ...vars };
  for (const { name, value } of ordered) {
    if (value === null) {
      delete next[name];
      continue;
    }
    if (BUILTIN_NAMES.has(name))
      throw new EnvVarError(
        "EnvVarNameForbidden",
        `Environment variable with name "${name}" is built-in and cannot be overridden`,
      );
    next[name] = value;
  }
  const entries = Object.entries(next);
  if (entries.length > MAX_VARIABLES)
    throw new EnvVarError(
      "EnvVarLimitMet",
      `The environment variable limit (${MAX_VARIABLES}) has been met.`,
    );
  const total = entries.reduce((n, [k, v]) => n + bytes(k) + bytes(v), 0);
  if (total > MAX_TOTAL_SIZE)
    throw new EnvVarError(
      "EnvVarTotalSizeLimitMet",
      `The total size of all environment variables (${total} bytes) exceeds the limit (${MAX_TOTAL_SIZE} bytes).`,
    );
  return next;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class DeploymentVars {
  /** `process.env` as it was before the deployment's variables went over it. */
  private readonly base: Readonly<Record<string, string | undefined>>;
  private stored: Record<string, string>;
  /** This run's `--env` values, over the stored ones until a change names them. */
  private readonly overrides: Record<string, string>;

  constructor(
    private readonly dataDir: string,
    stored: Record<string, string>,
    overrides: Record<string, string> = {},
  ) {
    this.base = { ...process.env };
    this.stored = { ...stored };
    this.overrides = { ...overrides };
    Object.assign(process.env, this.all());
  }

  /** The variables functions see (built-in ones aside). */
  all(): Record<string, string> {
    return { ...this.stored, ...this.overrides };
  }

  /**
   * Applies a batch of changes (see `applyChanges`): written to the data dir first,
   * then to `process.env`, so a refused or failed write changes nothing.
   */
  update(changes: readonly EnvVarChange[]): void {
    const next = applyChanges(this.all(), changes);
    const stored = { ...this.stored };
    for (const { name } of changes) {
      if (name in next) stored[name] = next[name]!;
      else delete stored[name];
    }
    saveDeploymentVars(this.dataDir, stored);
    this.stored = stored;
    for (const { name } of changes) {
      delete this.overrides[name];
      if (name in next) process.env[name] = next[name];
      else if (this.base[name] !== undefined)
        process.env[name] = this.base[name];
      else delete process.env[name];
    }
  }
}
