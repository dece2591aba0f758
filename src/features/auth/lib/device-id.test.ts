import { describe, expect, it } from "vitest";
import { getDeviceId } from "./device-id";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("getDeviceId", () => {
  it("makes a 32-byte base64url id once and keeps it", () => {
    const storage = memoryStorage();
    const id = getDeviceId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(getDeviceId(storage)).toBe(id);
    expect(getDeviceId(memoryStorage())).not.toBe(id);
  });

  it("replaces a malformed stored id", () => {
    const storage = memoryStorage();
    storage.setItem("buildmates.deviceId", "tampered");
    const id = getDeviceId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(storage.getItem("buildmates.deviceId")).toBe(id);
  });

  it("still answers when storage throws", () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new Error("blocked");
    };
    expect(getDeviceId(storage)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
