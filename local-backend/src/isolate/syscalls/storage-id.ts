/**
 * A `storageId` argument as Convex reads it (`FileStorageId::from_str` in
 * crates/model/src/file_storage, under `with_argument_error`): an id (of `_storage`,
 * checked when the file is looked up), else a legacy storage UUID, else an
 * `InvalidArgument` error naming the op.
 */
import { tableNumberOfId } from "../../values/ids";

export type StorageId =
  | { kind: "document"; id: string; table: number }
  /** A storage UUID, as Rust's `Uuid` prints it (lowercase, hyphenated). */
  | { kind: "legacy"; uuid: string };

/** The UUID forms Rust's `Uuid::parse_str` takes: simple, hyphenated, braced, URN. */
function uuid(text: string): string | null {
  const hex = "[0-9a-fA-F]";
  const hyphenated = `${hex}{8}-${hex}{4}-${hex}{4}-${hex}{4}-${hex}{12}`;
  const form = new RegExp(
    `^(?:${hex}{32}|${hyphenated}|\\{${hyphenated}\\}|urn:uuid:${hyphenated})$`,
  );
  if (!form.test(text)) return null;
  const digits = text.replace(/^urn:uuid:|[{}-]/g, "").toLowerCase();
  return [8, 4, 4, 4, 12]
    .reduce<string[]>((parts, n) => {
      const start = parts.join("").length;
      return [...parts, digits.slice(start, start + n)];
    }, [])
    .join("-");
}

export function parseStorageId(text: string, op: string): StorageId {
  const table = tableNumberOfId(text);
  if (table !== null) return { kind: "document", id: text, table };
  const legacy = uuid(text);
  if (legacy !== null) return { kind: "legacy", uuid: legacy };
  // The line break and indent are in Convex's message (a wrapped string literal).
  throw new Error(
    `Invalid argument \`storageId\` for \`${op}\`: Invalid storage ID: "${text}". Storage ID should be an\n                    Id of '_storage' table, or a UUID string.`,
  );
}

/** How `storage.delete` and Convex's messages print a storage id. */
export function storageIdText(id: StorageId): string {
  return id.kind === "document" ? id.id : id.uuid;
}

/** The error for an id of a table other than `_storage`. */
export function notAStorageId(): Error {
  return new Error(
    "Invalid storage ID. Storage ID cannot be an ID on any table other than '_storage'.",
  );
}
