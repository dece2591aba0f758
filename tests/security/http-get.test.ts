/**
 * No GET runs a mutation or an action: else any web page could make a visitor's
 * browser store a contact message (or sign up an account) with an `<img>` tag. As in
 * Convex, `/api/run` is POST only (405 otherwise) and `GET /api/query`
 * runs queries only; neither runs anything else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyOf,
  CONTACT_ARGS,
  countDocuments,
  type HttpBackend,
  postJson,
  startAppBackend,
} from "./http-helpers";

let backend: HttpBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

const encoded = (args: unknown) => encodeURIComponent(JSON.stringify(args));

/** Arguments with which `auth:signIn` creates an account. */
const SIGN_UP = {
  provider: "password",
  params: {
    email: "victim-of-a-get@example.com",
    password: "correct horse battery",
    name: "Victim",
    flow: "signUp",
  },
};

describe("GET runs only queries", () => {
  it("refuses an <img>-style GET of /api/run/contact/send, and stores nothing", async () => {
    const before = countDocuments(backend, "contactMessages");
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(
        `${backend.url}/api/run/contact/send?args=${encoded(CONTACT_ARGS)}`,
        { method },
      );
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
    expect(countDocuments(backend, "contactMessages")).toBe(before);
  });

  it("refuses a GET of /api/run for an action, and signs nobody up", async () => {
    const before = countDocuments(backend, "users");
    const response = await fetch(
      `${backend.url}/api/run/auth/signIn?args=${encoded(SIGN_UP)}`,
    );
    expect(response.status).toBe(405);
    expect(countDocuments(backend, "users")).toBe(before);
  });

  it("answers GET /api/run of a query with 405 too, as Convex routes /api/run for POST only", async () => {
    const response = await fetch(
      `${backend.url}/api/run/builders/get?args=${encoded({ profileId: "x" })}`,
    );
    expect(response.status).toBe(405);
  });

  it("refuses a mutation or an action on GET /api/query before running it", async () => {
    const contacts = countDocuments(backend, "contactMessages");
    const users = countDocuments(backend, "users");
    const mutation = await fetch(
      `${backend.url}/api/query?path=contact:send&args=${encoded(CONTACT_ARGS)}`,
    );
    expect(mutation.status).toBe(560);
    expect(await bodyOf(mutation)).toMatchObject({
      status: "error",
      errorMessage: expect.stringMatching(
        /Trying to execute contact\.js:send as Query, but it is defined as Mutation\./,
      ) as unknown,
    });
    const action = await fetch(
      `${backend.url}/api/query?path=auth:signIn&args=${encoded(SIGN_UP)}`,
    );
    expect(action.status).toBe(560);
    expect(await bodyOf(action)).toMatchObject({
      errorMessage: expect.stringMatching(
        /as Query, but it is defined as Action\./,
      ) as unknown,
    });
    expect(countDocuments(backend, "contactMessages")).toBe(contacts);
    expect(countDocuments(backend, "users")).toBe(users);
  });

  it("still runs queries on GET /api/query", async () => {
    const response = await fetch(
      `${backend.url}/api/query?path=builders:get&args=${encoded({ profileId: "x" })}`,
    );
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({
      status: "success",
      value: null,
    });
  });

  it("runs the same mutation on a JSON POST (the counts above do see writes)", async () => {
    const before = countDocuments(backend, "contactMessages");
    const response = await postJson(backend, "/api/run/contact/send", {
      args: CONTACT_ARGS,
    });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ status: "success" });
    expect(countDocuments(backend, "contactMessages")).toBe(before + 1);
  });
});
