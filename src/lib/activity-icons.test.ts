import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS } from "@convex/shared/activity";
import { NOTIFICATION_KINDS } from "@convex/shared/constants";
import { ACTIVITY_ICONS } from "./activity-icons";

describe("ACTIVITY_ICONS", () => {
  it("gives every activity kind, so every notification kind, an icon", () => {
    for (const kind of [...ACTIVITY_KINDS, ...NOTIFICATION_KINDS]) {
      expect(ACTIVITY_ICONS[kind], kind).toBeTruthy();
    }
    expect(Object.keys(ACTIVITY_ICONS).sort()).toEqual(
      [...ACTIVITY_KINDS].sort(),
    );
  });
});
