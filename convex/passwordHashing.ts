/// <reference types="node" />
"use node";
/**
 * Password hashing for the password provider (model/passwordProvider.ts), in
 * Node actions: `node:crypto`'s scrypt runs on libuv's thread pool, so a hash
 * blocks no query, mutation or other action while it runs. (Convex Auth's
 * Password provider hashed with lucia's pure-JS scrypt inside a mutation: on
 * the local backend, which runs queries and mutations one at a time on one
 * event loop, every sign-in held up every other user for ~300 ms.)
 *
 * Same parameters and stored format as lucia's `Scrypt`, which that provider
 * used, so every existing hash keeps verifying: scrypt with N = 16384, r = 16,
 * p = 1 and a 64-byte key over the NFKC-normalized password; the salt is 16
 * random bytes written as 32 lower-case hex characters, and that hex text (its
 * UTF-8 bytes) is the scrypt salt; stored as `salt:hexkey`.
 *
 * Only actions here ("use node" files may define nothing else).
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { v } from "convex/values";
import { internalAction } from "./_generated/server";

const KEY_LENGTH = 64;
const SCRYPT_OPTIONS = {
  N: 16384,
  r: 16,
  p: 1,
  // Node refuses scrypt above `maxmem` (default 32 MiB); these parameters take
  // 128 * N * r = 32 MiB plus a little, so allow twice that.
  maxmem: 64 * 1024 * 1024,
};

/**
 * A well-formed hash of a random password nobody knows: an unknown email is
 * checked against it, so it costs the same time as a wrong password.
 */
export const DUMMY_HASH =
  "40d76bf162166c2abaa0193ba4bdb49b:2f95662b3b2abf50273a234f90bc9c4aa875a087c2cb0ac6f3e022fce91349366cabd9373dd67a089d58438ba2071d7e07e08f00d548b51a7ce96175fa0fa88d";

/**
 * How much CPU hashing may take in this process, so that a stream of sign-ins
 * (two attackers are enough on a two-core machine) never leaves the event
 * loop, and with it every other user's queries and mutations, short of CPU:
 *
 * - at most (cores - 1) key derivations at once, each keeping a core busy for
 *   ~100-300 ms; callers beyond that wait their turn, in order;
 * - after a derivation its slot rests as long as the derivation took before
 *   the next one starts on it: at most half of each slot's core. A sign-in
 *   after a quiet spell starts at once.
 *
 * The wait happens in the next caller's own execution (no timer outlives an
 * action). On Convex Cloud each Node action instance has its own slots; the
 * cap matters most for the local backend, which runs everything in one process.
 * Measured by `npm run bench:auth`.
 */
const HASH_SLOTS = Array.from(
  { length: Math.max(1, availableParallelism() - 1) },
  () => ({ busy: false, restUntil: 0 }),
);
type HashSlot = (typeof HASH_SLOTS)[number];
const waiting: ((slot: HashSlot) => void)[] = [];

function acquireSlot(): Promise<HashSlot> {
  const free = HASH_SLOTS.find((slot) => !slot.busy);
  if (free === undefined) {
    return new Promise((resolve) => waiting.push(resolve));
  }
  free.busy = true;
  return Promise.resolve(free);
}

function releaseSlot(slot: HashSlot): void {
  // Hand the slot straight to the next caller, or free it.
  const next = waiting.shift();
  if (next) next(slot);
  else slot.busy = false;
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  const slot = await acquireSlot();
  try {
    const rest = slot.restUntil - Date.now();
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    const started = Date.now();
    try {
      return await work();
    } finally {
      slot.restUntil = Date.now() + (Date.now() - started);
    }
  } finally {
    releaseSlot(slot);
  }
}

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return withHashSlot(() => scryptKey(password, salt));
}

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      SCRYPT_OPTIONS,
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A new `salt:hexkey` hash of `password`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

/**
 * Whether `password` matches `hash` (constant-time compare). A malformed hash
 * matches nothing, after the same work as a well-formed one.
 */
export async function verifyPassword(
  password: string,
  hash: string,
): Promise<boolean> {
  const parts = hash.split(":");
  const wellFormed =
    parts.length === 2 && /^[0-9a-f]{128}$/.test(parts[1] ?? "");
  const [salt, hexKey] = wellFormed ? parts : DUMMY_HASH.split(":");
  const key = await deriveKey(password, salt!);
  return timingSafeEqual(key, Buffer.from(hexKey!, "hex")) && wellFormed;
}

/** Hashes a new password (sign-up). */
export const hash = internalAction({
  args: { password: v.string() },
  returns: v.string(),
  handler: async (_ctx, { password }) => await hashPassword(password),
});

/**
 * Checks a password against a stored hash, or, when `hash` is null (no
 * account has that email), against DUMMY_HASH: the same work, then false.
 */
export const verify = internalAction({
  args: { password: v.string(), hash: v.union(v.string(), v.null()) },
  returns: v.boolean(),
  handler: async (_ctx, args) => {
    const matches = await verifyPassword(
      args.password,
      args.hash ?? DUMMY_HASH,
    );
    return matches && args.hash !== null;
  },
});
