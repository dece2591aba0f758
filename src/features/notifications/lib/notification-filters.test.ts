import { describe, expect, it } from "vitest";
import { NOTIFICATION_FILTERS } from "@convex/shared/notifications";
import { emptyText, FILTER_LABELS, parseFilter } from "./notification-filters";

describe("notification filters", () => {
  it("reads a known filter from the URL and defaults the rest to all", () => {
    expect(parseFilter("unread")).toBe("unread");
    expect(parseFilter("messages")).toBe("messages");
    expect(parseFilter(null)).toBe("all");
    expect(parseFilter("bogus")).toBe("all");
  });

  it("has a label and an empty state for every filter", () => {
    for (const filter of NOTIFICATION_FILTERS) {
      expect(FILTER_LABELS[filter]).not.toBe("");
      expect(emptyText(filter).title).not.toBe("");
    }
    expect(emptyText("invites").title).toBe("No notifications about invites");
  });
});
