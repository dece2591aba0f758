/**
 * File storage: the `storage*` syscalls of queries and mutations (inside their
 * transaction) and of actions (each its own transaction), the `storage/*` JS syscalls
 * of actions, storing an uploaded file, and deleting files once their deletion is
 * durable.
 */
import { type DurableCommit } from "../../database/committer";
import { type Transaction } from "../../database/transaction";
import { parseDigestHeader, sha256Hex } from "../../storage/sha256";
import { type Doc, type Store, type TableInfo } from "../../storage/store";
import { baseName, qualify } from "../../storage/namespace";
import {
  type ActionExecution,
  type BaseExecution,
  type Services,
  type UdfExecution,
} from "../execution";
import { type Args, type JsArgs } from "./args";
import {
  notAStorageId,
  parseStorageId,
  type StorageId,
  storageIdText,
} from "./storage-id";
import { none, type SyscallTable, syscalls } from "./table";

const udf = syscalls<UdfExecution>();
const action = syscalls<ActionExecution>();
const js = syscalls<ActionExecution, JsArgs>();

/** The `storageId` argument of `op` (e.g. "storage.getUrl", as Convex's errors name it). */
const storageId =
  (op: string) =>
  (a: Args): StorageId =>
    parseStorageId(a.string("storageId"), op);

function uploadUrl(exec: BaseExecution): string {
  const { urls, files } = exec.services;
  return `${urls.cloud}/api/storage/upload?token=${files.uploadToken(exec.component)}`;
}

/** The `_storage` table of a component ("" = the app). */
function storageTable(store: Store, component: string): TableInfo {
  const table = store.table(qualify(component, "_storage"));
  if (!table) throw new Error(`No file storage for component "${component}".`);
  return table;
}

function storageUrl(exec: BaseExecution, id: string): string {
  return `${exec.services.urls.cloud}/api/storage/${id}`;
}

/** The `_storage` document of `id`; an id of another table throws, as in Convex. */
function storageDoc(
  exec: BaseExecution,
  tx: Transaction,
  id: StorageId,
): Doc | null {
  // Files stored here have no legacy UUID, so none is found by one.
  if (id.kind === "legacy") return null;
  const { store } = exec.services;
  if (id.table !== storageTable(store, exec.component).number) {
    // Another component's file is none of this one's: Convex numbers tables per
    // component, so such an id names this component's `_storage` there.
    const table = store.tableByNumber(id.table);
    if (table && baseName(table.name) === "_storage") return null;
    throw notAStorageId();
  }
  return tx.inNamespace(exec.component, () => tx.get(id.id, { system: true }));
}

/** `storage.getMetadata`'s answer: unlike the `_storage` document, its sha256 is hex. */
function metadata(doc: Doc | null) {
  return doc
    ? {
        storageId: doc._id,
        sha256: typeof doc.sha256 === "string" ? sha256Hex(doc.sha256) : null,
        size: doc.size,
        contentType: doc.contentType ?? null,
      }
    : null;
}

/** Convex's `StorageIdNotFound` (`storage.delete` of a missing file). */
function notFound(id: StorageId): Error {
  return new Error(`storage id ${storageIdText(id)} not found`);
}

/**
 * The digest `ctx.storage.store(blob, { sha256 })` expects, read as Convex reads the
 * `Digest: sha-256=…` header it makes of it (`InvalidDigestHeader`).
 */
function expectedDigest(sha256: unknown): Buffer | null {
  if (sha256 === undefined) return null;
  const digest =
    typeof sha256 === "string" ? parseDigestHeader(`sha-256=${sha256}`) : null;
  if (!digest) throw new Error("invalid HTTP header");
  return digest;
}

/** `${value}`, as the JavaScript of Convex's runtime writes it into messages. */
const asText = (value: unknown): string => `${value as string}`;

/** `ctx.storage.store`'s blob, refused with Convex's runtime's words. */
function storeBlobArg(blob: unknown): Blob {
  if (blob instanceof Blob) return blob;
  throw new Error(
    "store() expects a Blob. If you are trying to store a Request, `await request.blob()` will give you the correct input.",
  );
}

/** The storage syscalls of queries and mutations. */
export const udfStorageSyscalls: SyscallTable<UdfExecution> = {
  "1.0/storageGenerateUploadUrl": udf({
    mutation: "storage.generateUploadUrl",
    args: none,
    run: (exec) => uploadUrl(exec),
  }),
  "1.0/storageGetUrl": udf({
    args: storageId("storage.getUrl"),
    run: (exec, id) => {
      const doc = storageDoc(exec, exec.tx, id);
      return doc ? storageUrl(exec, doc._id) : null;
    },
  }),
  "1.0/storageGetMetadata": udf({
    args: storageId("storage.getMetadata"),
    run: (exec, id) => metadata(storageDoc(exec, exec.tx, id)),
  }),
  "1.0/storageDelete": udf({
    mutation: "storage.delete",
    args: storageId("storage.delete"),
    run: (exec, id) => {
      const doc = storageDoc(exec, exec.tx, id);
      if (!doc) throw notFound(id);
      exec.tx.delete(doc._id, { table: "_storage", system: true });
      exec.tx.deletedFiles.push(doc._id);
      return null;
    },
  }),
  "1.0/storageStore": udf({
    mutation: "storage.store",
    args: (a) => ({
      blob: a.string("blob"),
      contentType: a.optionalString("contentType"),
      // Convex's source has no 1.0/storageStore yet; the digest is checked as
      // storage/storeBlob checks it.
      sha256: expectedDigest(a.optionalString("sha256")),
    }),
    run: (exec, { blob, contentType, sha256 }) => {
      const { store, files } = exec.services;
      const bytes = Buffer.from(blob, "base64");
      const id = store.newDocumentId(storageTable(store, exec.component));
      const meta = files.write(id, bytes, sha256);
      exec.tx.insert(
        "_storage",
        { ...meta, ...(contentType ? { contentType } : {}) },
        { system: true, id },
      );
      return id;
    },
  }),
  "1.0/storageGet": udf({
    args: storageId("storage.get"),
    run: (exec, id) => {
      const doc = storageDoc(exec, exec.tx, id);
      if (!doc) return null;
      return exec.services.files.read(doc._id).then((bytes) =>
        bytes
          ? {
              blob: bytes.toString("base64"),
              contentType: doc.contentType ?? null,
            }
          : null,
      );
    },
  }),
};

/** The storage syscalls of actions: each read or write is its own transaction. */
export const actionStorageSyscalls: SyscallTable<ActionExecution> = {
  "1.0/storageGenerateUploadUrl": action({
    args: none,
    run: (exec) => uploadUrl(exec),
  }),
  "1.0/storageGetUrl": action({
    args: storageId("storage.getUrl"),
    run: async (exec, id) => {
      const { result } = await exec.services.committer.read((tx) =>
        storageDoc(exec, tx, id),
      );
      return result ? storageUrl(exec, result._id) : null;
    },
  }),
  "1.0/storageGetMetadata": action({
    args: storageId("storage.getMetadata"),
    run: async (exec, id) => {
      const { result } = await exec.services.committer.read((tx) =>
        storageDoc(exec, tx, id),
      );
      return metadata(result);
    },
  }),
  "1.0/storageDelete": action({
    args: storageId("storage.delete"),
    run: async (exec, id) => {
      const { committer, files } = exec.services;
      const { result: deleted } = await committer.write((tx) => {
        const doc = storageDoc(exec, tx, id);
        if (!doc) throw notFound(id);
        tx.inNamespace(exec.component, () =>
          tx.delete(doc._id, { table: "_storage", system: true }),
        );
        return doc._id;
      });
      await files.remove(deleted);
      return null;
    },
  }),
};

/** The `storage/*` JS syscalls of actions (`ctx.storage.store` and `get` with Blobs). */
export const storageJsSyscalls: SyscallTable<ActionExecution, JsArgs> = {
  "storage/storeBlob": js({
    args: (a) => ({
      blob: storeBlobArg(a.value("blob")),
      sha256: expectedDigest(a.optionalField("options", "sha256")),
    }),
    run: (exec, { blob, sha256 }) =>
      blob
        .arrayBuffer()
        .then((buf) =>
          storeFile(
            exec.services,
            new Uint8Array(buf),
            blob.type || null,
            sha256,
            exec.component,
          ),
        ),
  }),
  "storage/getBlob": js({
    args: (a) => {
      const id = a.value("storageId");
      if (typeof id !== "string")
        throw new Error(
          `storage.get requires a string storageId but received ${asText(id)}`,
        );
      // Convex's storage.get names getMetadata in its argument errors.
      return parseStorageId(id, "storage.getMetadata");
    },
    run: (exec, id) =>
      exec.services.committer
        .read((tx) => storageDoc(exec, tx, id))
        .then(async ({ result: doc }) => {
          if (!doc) return null;
          const bytes = await exec.services.files.read(doc._id);
          return bytes
            ? new Blob([new Uint8Array(bytes)], {
                type:
                  typeof doc.contentType === "string" ? doc.contentType : "",
              })
            : null;
        }),
  }),
};

/**
 * Stores `bytes` as a new file (an upload, `ctx.storage.store`); returns its storage
 * id. Throws `Sha256MismatchError` if they are not of the `expectedSha256` given.
 */
export async function storeFile(
  services: Pick<Services, "store" | "files" | "committer">,
  bytes: Uint8Array,
  contentType: string | null,
  expectedSha256: Buffer | null = null,
  component = "",
): Promise<string> {
  const { store, files, committer } = services;
  const id = store.newDocumentId(storageTable(store, component));
  const meta = files.write(id, bytes, expectedSha256);
  await committer.write((tx) => {
    tx.namespace = component;
    tx.insert(
      "_storage",
      {
        sha256: meta.sha256,
        size: meta.size,
        ...(contentType ? { contentType } : {}),
      },
      { system: true, id },
    );
  });
  return id;
}

/** A durable-commit listener: deletes the files whose `_storage` documents it deleted. */
export function removeDeletedFiles(
  files: Pick<Services["files"], "remove">,
): (commit: DurableCommit) => void {
  return (commit) => {
    for (const file of commit.deletedFiles) void files.remove(file);
  };
}
