import { describe, expect, it } from "vitest";
import { unreadBadgeText, unreadLabel } from "./unread-text";

describe("unread label and badge", () => {
  it("names the unread count for screen readers", () => {
    expect(unreadLabel("Notifications", 0)).toBe("Notifications");
    expect(unreadLabel("Notifications", 3)).toBe("Notifications, 3 unread");
    expect(unreadLabel("Messages", 1)).toBe("Messages, 1 unread");
  });

  it("caps the badge at 99+", () => {
    expect(unreadBadgeText(7)).toBe("7");
    expect(unreadBadgeText(99)).toBe("99");
    expect(unreadBadgeText(100)).toBe("99+");
  });
});
