/**
 * Conformance: file storage as Convex stores, describes, checks and serves files
 * (crates/file_storage, crates/local_backend/src/storage.rs, crates/model/src/file_storage,
 * crates/isolate/src/environment/{udf,action}).
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type Id } from "./convex/_generated/dataModel";
import { type GetTarget, msg, rejection, unique } from "./suite-helpers";

const sha256 = (text: string, encoding: "base64" | "hex") =>
  createHash("sha256").update(text).digest(encoding);

/** A file's URL, from `ctx.storage.getUrl`. */
async function fileUrl(t: GetTarget, id: Id<"_storage">): Promise<string> {
  const { url } = await t().query(api.storage.doc, { id });
  if (url === null) throw new Error(`no URL for ${id}`);
  return url;
}

async function errorBody(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

export function storage(t: GetTarget): void {
  describe("storage", () => {
    it("keeps sha256 in base64 on the _storage document and in hex in getMetadata", async () => {
      const id = await t().action(api.storage.storeChecked, { text: "hello" });
      expect((await t().query(api.storage.doc, { id })).sha256).toBe(
        sha256("hello", "base64"),
      );
      if (t().kind === "local") {
        // convex-test has no storage.getMetadata.
        const expected = {
          sha256: sha256("hello", "hex"),
          size: 5,
          contentType: "text/plain",
        };
        expect(await t().query(api.storage.metadata, { id })).toMatchObject(
          expected,
        );
        expect(
          await t().action(api.storage.metadataInAction, { id }),
        ).toMatchObject(expected);
      }
    });

    it("refuses storage.store of bytes whose sha256 is not the one given", async () => {
      // convex-test ignores the `sha256` option.
      if (t().kind !== "local") return;
      const right = sha256("right", "base64");
      const id = await t().action(api.storage.storeChecked, {
        text: "right",
        sha256: right,
      });
      expect((await t().query(api.storage.doc, { id })).sha256).toBe(right);
      const wrong = sha256("wrong", "base64");
      expect(
        (
          await rejection(
            t().action(api.storage.storeChecked, {
              text: "right",
              sha256: wrong,
            }),
          )
        ).message,
      ).toContain(`Sha256 mismatch. Expected: ${wrong} Actual: ${right}`);
      expect(
        (
          await rejection(
            t().action(api.storage.storeChecked, { text: "x", sha256: "abc" }),
          )
        ).message,
      ).toContain("invalid HTTP header");
    });

    it("answers storage.delete of a missing file with StorageIdNotFound's message", async () => {
      const id = await t().action(api.storage.storeChecked, { text: "gone" });
      await t().mutation(api.storage.remove, { id });
      // convex-test throws its own "Delete on non-existent doc".
      if (t().kind !== "local") return;
      const message = `storage id ${id} not found`;
      expect(
        (await rejection(t().mutation(api.storage.remove, { id }))).message,
      ).toContain(message);
      expect(
        (await rejection(t().action(api.storage.removeInAction, { id })))
          .message,
      ).toContain(message);
    });
  });

  describe("storage ids", () => {
    it("refuses ids of other tables and strings that are no storage id", async () => {
      // convex-test looks any string up in _storage with its own errors.
      if (t().kind !== "local") return;
      const messageId = await t().mutation(
        api.messages.send,
        msg(unique("storage"), 1, "x"),
      );
      expect(
        (await rejection(t().query(api.storage.urlOf, { id: messageId })))
          .message,
      ).toContain(
        "Invalid storage ID. Storage ID cannot be an ID on any table other than '_storage'.",
      );
      expect(
        (await rejection(t().query(api.storage.urlOf, { id: "nope" }))).message,
      ).toContain(
        "Invalid argument `storageId` for `storage.getUrl`: Invalid storage ID: \"nope\". Storage ID should be an\n                    Id of '_storage' table, or a UUID string.",
      );
      // A legacy storage UUID parses; no file here has one.
      const uuid = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";
      expect(await t().query(api.storage.urlOf, { id: uuid })).toBeNull();
      expect(
        (await rejection(t().mutation(api.storage.removeAny, { id: uuid })))
          .message,
      ).toContain(`storage id ${uuid.toLowerCase()} not found`);
    });
  });

  describe("storage arguments", () => {
    it("refuses a store of something else than a Blob and a get of a non-string id", async () => {
      // convex-test does not check these arguments.
      if (t().kind !== "local") return;
      expect(
        (await rejection(t().action(api.storage.misuse, { op: "store" })))
          .message,
      ).toContain(
        "store() expects a Blob. If you are trying to store a Request, `await request.blob()` will give you the correct input.",
      );
      expect(
        (await rejection(t().action(api.storage.misuse, { op: "get" })))
          .message,
      ).toContain("storage.get requires a string storageId but received 7");
    });
  });

  describe("storage over HTTP", () => {
    // convex-test's upload and file URLs point nowhere: these run locally only.
    it("checks an upload's Digest header and token", async () => {
      if (t().kind !== "local") return;
      const url = await t().mutation(api.files.uploadUrl, {});
      const upload = (digest: string, target = url) =>
        fetch(target, {
          method: "POST",
          headers: { "Content-Type": "text/plain", Digest: digest },
          body: "uploaded",
        });
      const right = sha256("uploaded", "base64");
      const ok = await upload(`sha-256=${right}`);
      expect(ok.status).toBe(200);
      const { storageId } = (await ok.json()) as { storageId: Id<"_storage"> };
      expect((await t().query(api.storage.doc, { id: storageId })).sha256).toBe(
        right,
      );
      const wrong = sha256("other", "base64");
      expect(await errorBody(await upload(`sha-256=${wrong}`))).toEqual({
        status: 400,
        body: {
          code: "Sha256Mismatch",
          message: `Sha256 mismatch. Expected: ${wrong} Actual: ${right}`,
        },
      });
      expect(await errorBody(await upload("sha-256=abc"))).toEqual({
        status: 400,
        body: {
          code: "BadHeader",
          message: "Bad header for digest: invalid HTTP header",
        },
      });
      const forged = url.replace(/token=.*$/, "token=forged");
      expect(await errorBody(await upload(`sha-256=${right}`, forged))).toEqual(
        {
          status: 401,
          body: {
            code: "StorageTokenInvalid",
            message: "Couldn't decode the StoreFileAuthorization token",
          },
        },
      );
      const noToken = url.replace(/\?token=.*$/, "");
      expect(
        await errorBody(await upload(`sha-256=${right}`, noToken)),
      ).toEqual({
        status: 400,
        body: {
          code: "BadQueryArgs",
          message: "Failed to deserialize query string: missing field `token`",
        },
      });
    });

    it("serves a whole file with Convex's headers", async () => {
      if (t().kind !== "local") return;
      const id = await t().action(api.storage.storeChecked, {
        text: "0123456789",
      });
      const response = await fetch(await fileUrl(t, id));
      expect(response.status).toBe(200);
      const names = [
        "accept-ranges",
        "cache-control",
        "content-length",
        "content-type",
        "digest",
      ];
      expect(
        Object.fromEntries(names.map((n) => [n, response.headers.get(n)])),
      ).toEqual({
        "accept-ranges": "bytes",
        "cache-control": "private, max-age=2592000",
        "content-length": "10",
        "content-type": "text/plain",
        digest: `sha-256=${sha256("0123456789", "base64")}`,
      });
      expect(await response.text()).toBe("0123456789");

      // A file uploaded without a content type is served without one.
      const upload = await fetch(await t().mutation(api.files.uploadUrl, {}), {
        method: "POST",
        body: new Uint8Array([1, 2, 3]),
      });
      const { storageId } = (await upload.json()) as {
        storageId: Id<"_storage">;
      };
      const untyped = await fetch(await fileUrl(t, storageId));
      expect(untyped.headers.get("content-type")).toBeNull();
      expect(new Uint8Array(await untyped.arrayBuffer())).toEqual(
        new Uint8Array([1, 2, 3]),
      );
    });

    it("serves byte ranges as Convex does, unchecked against the file's size", async () => {
      if (t().kind !== "local") return;
      const id = await t().action(api.storage.storeChecked, {
        text: "0123456789",
      });
      const url = await fileUrl(t, id);
      const get = async (range: string) => {
        const response = await fetch(url, { headers: { Range: range } });
        return {
          status: response.status,
          contentRange: response.headers.get("content-range"),
          digest: response.headers.get("digest"),
          body: await response.text(),
        };
      };
      const part = (contentRange: string, body: string) => ({
        status: 206,
        contentRange,
        digest: null,
        body,
      });
      expect(await get("bytes=2-5")).toEqual(part("bytes 2-5/10", "2345"));
      expect(await get("bytes=7-")).toEqual(part("bytes 7-9/10", "789"));
      expect(await get("bytes=5-99")).toEqual(part("bytes 5-99/10", "56789"));
      expect(await get("bytes=20-30")).toEqual(part("bytes 20-30/10", ""));
      // A suffix counts back from 2^64-1: Convex asks for ranges satisfiable in a
      // file of that length.
      expect(await get("bytes=-3")).toEqual(
        part("bytes 18446744073709551612-9/10", ""),
      );
      const unsatisfiable = {
        status: 416,
        contentRange: null,
        digest: null,
        body: "",
      };
      expect(await get("bytes=0-1,3-4")).toEqual(unsatisfiable);
      expect(await get("bytes=abc")).toEqual(unsatisfiable);
      expect((await get("items=0-1")).status).toBe(200);
      // The range is read before the file is looked for.
      await t().mutation(api.storage.remove, { id });
      expect((await get("bytes=x")).status).toBe(416);
      expect(
        await errorBody(await fetch(url, { headers: { Range: "bytes=0-1" } })),
      ).toEqual({
        status: 404,
        body: { code: "FileNotFound", message: `File ${id} not found` },
      });
    });
  });
}
