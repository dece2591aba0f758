import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "@convex/shared/constants";
import { NOTIFICATION_KIND_GROUP } from "@convex/shared/notifications";
import { notificationFixture } from "../test/fixtures";
import { describeNotification } from "./notification-text";

const text = (overrides: Parameters<typeof notificationFixture>[0]) =>
  describeNotification(notificationFixture(overrides));

describe("describeNotification", () => {
  it.each([
    [
      "applicationReceived",
      "Ada applied to Voice Notes AI",
      "/projects/p-voice#applications",
    ],
    [
      "applicationAccepted",
      "Your application to Voice Notes AI was accepted",
      "/dashboard?tab=applications",
    ],
    [
      "applicationRejected",
      "Your application to Voice Notes AI was not selected",
      "/dashboard?tab=applications",
    ],
    [
      "applicationWithdrawn",
      "Ada withdrew their application to Voice Notes AI",
      "/projects/p-voice#applications",
    ],
    [
      "projectFull",
      "Voice Notes AI is full: every position is taken",
      "/projects/p-voice",
    ],
    [
      "applicationExpiring",
      "Ada's application to Voice Notes AI is waiting for your answer",
      "/projects/p-voice#applications",
    ],
    [
      "applicationExpired",
      "Ada's application to Voice Notes AI expired",
      "/projects/p-voice#applications",
    ],
    [
      "inviteReceived",
      "Ada invited you to apply to Voice Notes AI",
      "/dashboard",
    ],
    [
      "inviteAccepted",
      "Ada accepted your invitation to Voice Notes AI",
      "/projects/p-voice",
    ],
    [
      "inviteDeclined",
      "Ada declined your invitation to Voice Notes AI",
      "/projects/p-voice",
    ],
    ["messageReceived", "Ada sent you a message", "/messages/u-ada"],
    [
      "savedSearchMatch",
      "New project matching your saved search: Voice Notes AI",
      "/projects/p-voice",
    ],
  ] as const)("words %s and links it", (kind, sentence, href) => {
    const described = text({ kind, group: NOTIFICATION_KIND_GROUP[kind] });
    expect(described.text).toBe(sentence);
    expect(described.href).toBe(href);
  });

  it("covers every kind with its own icon entry", () => {
    for (const kind of NOTIFICATION_KINDS) {
      const described = text({ kind });
      expect(described.text).not.toBe("");
      expect(described.icon).toBeTruthy();
    }
  });

  it("words the applicant's own expiry without an actor", () => {
    const described = text({ kind: "applicationExpired", actor: null });
    expect(described.text).toBe("Your application to Voice Notes AI expired");
    expect(described.href).toBe("/dashboard?tab=applications");
  });

  it("falls back when the actor or the project is gone", () => {
    expect(text({ actor: null, project: null })).toMatchObject({
      text: "Someone applied to a project",
      href: "/notifications",
    });
    expect(text({ kind: "messageReceived", actor: null }).href).toBe(
      "/messages",
    );
  });
});
