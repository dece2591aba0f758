/**
 * The sync protocol's wire format (convex 1.48 `browser/sync/protocol.ts`): message
 * shapes, u64 timestamps as base64 little-endian, and a strict parser for client
 * frames. Anything that does not parse is a protocol error that ends the connection.
 */
import { type JSONValue } from "convex/values";
import { actingIdentity } from "../../auth/admin-key";
import { type UserIdentity } from "../../isolate/call";

export type QueryJournal = string | null;

export interface AddQuery {
  type: "Add";
  queryId: number;
  udfPath: string;
  args: JSONValue[];
  journal?: QueryJournal;
  componentPath?: string;
}

export interface RemoveQuery {
  type: "Remove";
  queryId: number;
}

export type ClientMessage =
  | {
      type: "Connect";
      sessionId: string;
      connectionCount: number;
      lastCloseReason: string | null;
      maxObservedTimestamp?: string;
      clientTs?: number;
    }
  | {
      type: "ModifyQuerySet";
      baseVersion: number;
      newVersion: number;
      modifications: (AddQuery | RemoveQuery)[];
    }
  | {
      type: "Mutation" | "Action";
      requestId: number;
      udfPath: string;
      args: JSONValue[];
      componentPath?: string;
    }
  | {
      type: "Authenticate";
      tokenType: "User";
      value: string;
      baseVersion: number;
    }
  | {
      type: "Authenticate";
      tokenType: "Admin";
      value: string;
      baseVersion: number;
      /** `setAdminAuth(key, identity)`: the identity to act as (Convex's `actingAs`). */
      impersonating?: UserIdentity;
    }
  | { type: "Authenticate"; tokenType: "None"; baseVersion: number }
  | { type: "Event"; eventType: string; event: unknown };

/** The client message of type `T`. */
export type MessageOf<T extends ClientMessage["type"]> = Extract<
  ClientMessage,
  { type: T }
>;

export interface StateVersion {
  querySet: number;
  identity: number;
  ts: string;
}

export type StateModification =
  | {
      type: "QueryUpdated";
      queryId: number;
      value: JSONValue;
      logLines: string[];
      journal: QueryJournal;
    }
  | {
      type: "QueryFailed";
      queryId: number;
      errorMessage: string;
      logLines: string[];
      journal: QueryJournal;
      errorData?: JSONValue;
    }
  | { type: "QueryRemoved"; queryId: number };

export type ServerMessage =
  | {
      type: "Transition";
      startVersion: StateVersion;
      endVersion: StateVersion;
      modifications: StateModification[];
      clientClockSkew?: number;
      serverTs?: number;
    }
  | {
      type: "MutationResponse";
      requestId: number;
      success: true;
      result: JSONValue;
      ts: string;
      logLines: string[];
    }
  | {
      type: "MutationResponse" | "ActionResponse";
      requestId: number;
      success: false;
      result: string;
      logLines: string[];
      errorData?: JSONValue;
    }
  | {
      type: "ActionResponse";
      requestId: number;
      success: true;
      result: JSONValue;
      logLines: string[];
    }
  | {
      type: "AuthError";
      error: string;
      baseVersion: number;
      authUpdateAttempted: boolean;
    }
  | { type: "FatalError"; error: string }
  | { type: "Ping" };

/** A u64 as the protocol encodes it: base64 of 8 little-endian bytes. */
export function encodeTs(ts: bigint): string {
  const buf = Buffer.alloc(8);
  buf.writeBigUInt64LE(BigInt.asUintN(64, ts));
  return buf.toString("base64");
}

export function decodeTs(encoded: string): bigint {
  const buf = Buffer.from(encoded, "base64");
  if (buf.length !== 8)
    throw new ProtocolError(`Invalid u64 timestamp "${encoded.slice(0, 32)}"`);
  return buf.readBigUInt64LE();
}

/** A frame the server cannot accept; the connection is closed with this message. */
export class ProtocolError extends Error {}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function field<T>(
  o: Obj,
  key: string,
  check: (v: unknown) => v is T,
  what: string,
): T {
  const v = o[key];
  if (!check(v))
    throw new ProtocolError(`${String(o.type)}.${key} must be ${what}`);
  return v;
}

const isNat = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isStr = (v: unknown): v is string => typeof v === "string";
const isArr = (v: unknown): v is JSONValue[] => Array.isArray(v);
const isOptStr = (v: unknown): v is string | undefined =>
  v === undefined || typeof v === "string";
const isStrOrNull = (v: unknown): v is string | null =>
  v === null || typeof v === "string";
const isOptJournal = (v: unknown): v is QueryJournal | undefined =>
  v === undefined || isStrOrNull(v);

function parseModification(m: unknown): AddQuery | RemoveQuery {
  if (!isObj(m))
    throw new ProtocolError("ModifyQuerySet.modifications must hold objects");
  if (m.type === "Add") {
    return {
      type: "Add",
      queryId: field(m, "queryId", isNat, "a non-negative integer"),
      udfPath: field(m, "udfPath", isStr, "a string"),
      args: field(m, "args", isArr, "an array"),
      journal: field(m, "journal", isOptJournal, "a string or null"),
      componentPath: field(m, "componentPath", isOptStr, "a string"),
    };
  }
  if (m.type === "Remove")
    return {
      type: "Remove",
      queryId: field(m, "queryId", isNat, "a non-negative integer"),
    };
  throw new ProtocolError(
    `Unknown query set modification ${JSON.stringify(m.type)}`,
  );
}

/**
 * Whether the JSON `text` nests arrays and objects deeper than `max`. A scan of the
 * text rather than of the parsed value, so a hostile frame is refused before anything
 * is built from it (`JSON.parse` itself copes with any depth, but `JSON.stringify` and
 * every recursive walk after it do not).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

function parseConnect(raw: Obj): MessageOf<"Connect"> {
  const ts = field(raw, "maxObservedTimestamp", isOptStr, "a base64 u64");
  if (ts !== undefined) decodeTs(ts);
  return {
    type: "Connect",
    sessionId: field(raw, "sessionId", isStr, "a string"),
    connectionCount: field(
      raw,
      "connectionCount",
      isNat,
      "a non-negative integer",
    ),
    lastCloseReason:
      field(
        raw,
        "lastCloseReason",
        (v): v is string | null => v === undefined || isStrOrNull(v),
        "a string or null",
      ) ?? null,
    maxObservedTimestamp: ts,
    clientTs: typeof raw.clientTs === "number" ? raw.clientTs : undefined,
  };
}

function parseAuthenticate(raw: Obj): MessageOf<"Authenticate"> {
  const baseVersion = field(
    raw,
    "baseVersion",
    isNat,
    "a non-negative integer",
  );
  if (raw.tokenType === "None")
    return { type: "Authenticate", tokenType: "None", baseVersion };
  if (raw.tokenType === "User" || raw.tokenType === "Admin") {
    const value = field(raw, "value", isStr, "a string");
    if (raw.tokenType === "User")
      return { type: "Authenticate", tokenType: "User", value, baseVersion };
    // Convex reads `actingAs`, or its alias `impersonating` (what the client sends).
    const acting = raw.impersonating ?? raw.actingAs;
    if (acting === undefined || acting === null)
      return { type: "Authenticate", tokenType: "Admin", value, baseVersion };
    try {
      const impersonating = actingIdentity(acting);
      return {
        type: "Authenticate",
        tokenType: "Admin",
        value,
        baseVersion,
        impersonating,
      };
    } catch (e) {
      throw new ProtocolError(
        `Authenticate.impersonating: ${(e as Error).message}`,
      );
    }
  }
  throw new ProtocolError(`Unknown tokenType ${JSON.stringify(raw.tokenType)}`);
}

/**
 * Parses one text frame into a client message, or throws ProtocolError. Frames nested
 * deeper than `maxNesting` are refused unparsed (Convex's serde_json stops at 128).
 */
export function parseClientMessage(
  text: string,
  maxNesting = 128,
): ClientMessage {
  if (nestsDeeperThan(text, maxNesting))
    throw new ProtocolError(
      `Frame is nested more than ${maxNesting} levels deep`,
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ProtocolError("Frame is not valid JSON");
  }
  if (!isObj(raw)) throw new ProtocolError("Frame is not a JSON object");
  switch (raw.type) {
    case "Connect":
      return parseConnect(raw);
    case "ModifyQuerySet": {
      const modifications = field(
        raw,
        "modifications",
        Array.isArray,
        "an array",
      ) as unknown[];
      return {
        type: "ModifyQuerySet",
        baseVersion: field(raw, "baseVersion", isNat, "a non-negative integer"),
        newVersion: field(raw, "newVersion", isNat, "a non-negative integer"),
        modifications: modifications.map(parseModification),
      };
    }
    case "Mutation":
    case "Action":
      return {
        type: raw.type,
        requestId: field(raw, "requestId", isNat, "a non-negative integer"),
        udfPath: field(raw, "udfPath", isStr, "a string"),
        args: field(raw, "args", isArr, "an array"),
        componentPath: field(raw, "componentPath", isOptStr, "a string"),
      };
    case "Authenticate":
      return parseAuthenticate(raw);
    case "Event":
      return {
        type: "Event",
        eventType: String(raw.eventType),
        event: raw.event,
      };
    default:
      throw new ProtocolError(
        `Unknown message type ${JSON.stringify(raw.type)}`,
      );
  }
}
