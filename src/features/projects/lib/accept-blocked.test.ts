import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@convex/shared/errors";
import type { ProjectRole } from "@convex/shared/roles";
import { acceptBlockedReason, NO_OPEN_POSITIONS } from "./accept-blocked";

const role = (key: string, seats: number, filled: number): ProjectRole => ({
  key,
  title: key === "r1" ? "ML engineer" : "Product designer",
  skills: [],
  seats,
  filled,
});

const project = (roles: ProjectRole[], status = "open" as const) => ({
  status,
  roles,
  seatsLeft: roles.reduce((n, r) => n + r.seats - r.filled, 0),
});

describe("acceptBlockedReason", () => {
  it("lets a role with a seat left be accepted while another is filled", () => {
    const p = project([role("r1", 1, 1), role("r2", 2, 1)]);
    expect(acceptBlockedReason(p, "r2")).toBeNull();
    expect(acceptBlockedReason(p, "r1")).toBe(ERROR_MESSAGES.roleFilled);
  });

  it("refuses a role the project no longer has", () => {
    expect(acceptBlockedReason(project([role("r1", 2, 0)]), "r3")).toBe(
      ERROR_MESSAGES.roleNotFound,
    );
  });

  it("refuses every role when the project is full or not open", () => {
    expect(acceptBlockedReason(project([role("r1", 1, 1)]), "r1")).toBe(
      NO_OPEN_POSITIONS,
    );
    expect(
      acceptBlockedReason(
        { ...project([role("r1", 2, 0)]), status: "completed" },
        "r1",
      ),
    ).toBe(NO_OPEN_POSITIONS);
  });
});
