import { describe, expect, it } from "vitest";
import {
  hasWorkFilters,
  NO_WORK_FILTERS,
  parseAvailability,
  parseMinHours,
  parseOverlapZone,
} from "./work-filters";

describe("work filters from the URL", () => {
  it("keeps a known availability only", () => {
    expect(parseAvailability("open")).toBe("open");
    expect(parseAvailability("not-looking")).toBe("not-looking");
    expect(parseAvailability("maybe")).toBeNull();
    expect(parseAvailability(null)).toBeNull();
  });

  it("keeps a real IANA zone only", () => {
    expect(parseOverlapZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(parseOverlapZone(" UTC ")).toBe("UTC");
    expect(parseOverlapZone("Mars/Olympus")).toBeNull();
    expect(parseOverlapZone("")).toBeNull();
  });

  it("keeps whole hours from 1 to 80 only", () => {
    expect(parseMinHours("20")).toBe(20);
    expect(parseMinHours("0")).toBeNull();
    expect(parseMinHours("81")).toBeNull();
    expect(parseMinHours("7.5")).toBeNull();
    expect(parseMinHours("ten")).toBeNull();
  });

  it("says whether any narrows the list", () => {
    expect(hasWorkFilters(NO_WORK_FILTERS)).toBe(false);
    expect(hasWorkFilters({ ...NO_WORK_FILTERS, minHours: 10 })).toBe(true);
  });
});
