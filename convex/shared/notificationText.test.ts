import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "./constants";
import {
  notificationEmail,
  notificationPath,
  notificationText,
} from "./notificationText";

const facts = {
  actor: { id: "u1", name: "Ada", profileId: "pr1" },
  project: { _id: "p1", title: "Voice Notes AI" },
};

describe("notificationEmail", () => {
  it("says what happened, links where the bell links, and where to change emails", () => {
    const mail = notificationEmail(
      { kind: "applicationReceived", ...facts },
      "https://buildmates.example/",
    );
    expect(mail.subject).toBe("Ada applied to Voice Notes AI");
    expect(mail.text).toBe(
      [
        "Ada applied to Voice Notes AI.",
        "",
        "Open it: https://buildmates.example/projects/p1#applications",
        "",
        "Change which emails you get: https://buildmates.example/settings",
      ].join("\n"),
    );
  });

  it.each(NOTIFICATION_KINDS)(
    "%s: the same words and link as the bell",
    (kind) => {
      const mail = notificationEmail({ kind, ...facts }, "http://x.test");
      expect(mail.subject).toBe(notificationText({ kind, ...facts }));
      expect(mail.text).toContain(
        `http://x.test${notificationPath({ kind, ...facts })}`,
      );
    },
  );

  it("words a gone project and a missing actor plainly", () => {
    expect(
      notificationText({
        kind: "applicationExpired",
        actor: null,
        project: null,
      }),
    ).toBe("Your application to a project expired");
    expect(
      notificationPath({ kind: "projectFull", actor: null, project: null }),
    ).toBe("/notifications");
  });
});
