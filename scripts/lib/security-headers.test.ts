import { describe, expect, it } from "vitest";
import { backendOrigins, contentSecurityPolicy } from "./security-headers";

function connectSrc(backendUrl: string): string[] {
  const directive = contentSecurityPolicy({ backendUrl })
    .split("; ")
    .find((d) => d.startsWith("connect-src "));
  return directive?.split(" ").slice(1) ?? [];
}

describe("the page may connect to the backend's HTTP actions", () => {
  it("on Convex Cloud: the deployment's .convex.site origin", () => {
    expect(backendOrigins("https://happy-otter-123.convex.cloud").site).toBe(
      "https://happy-otter-123.convex.site",
    );
    expect(connectSrc("https://happy-otter-123.convex.cloud")).toEqual([
      "'self'",
      "https://happy-otter-123.convex.cloud",
      "wss://happy-otter-123.convex.cloud",
      "https://happy-otter-123.convex.site",
    ]);
  });

  it("on a local or self-hosted backend: its own origin (HTTP actions under /http/)", () => {
    expect(backendOrigins("http://127.0.0.1:3210").site).toBe(
      "http://127.0.0.1:3210",
    );
    expect(connectSrc("http://127.0.0.1:3210")).toEqual([
      "'self'",
      "http://127.0.0.1:3210",
      "ws://127.0.0.1:3210",
    ]);
  });
});
