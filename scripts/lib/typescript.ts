/**
 * The type checker the gates run: TypeScript 7's native `tsc` (the `typescript-7`
 * package alias), which checks this repo in about half the CPU time of TypeScript 5.
 * TypeScript 5 stays installed as `typescript` for what needs its JavaScript API
 * (typescript-eslint, the Convex CLI, editors). Both packages declare a `tsc` bin,
 * so `node_modules/.bin/tsc` may be either one: call this path.
 */
export const TSC = "node_modules/typescript-7/bin/tsc";

/** A gate's executable: a path as given, a bare name from `node_modules/.bin`. */
export function executable(bin: string): string {
  return bin.includes("/") ? bin : `node_modules/.bin/${bin}`;
}
