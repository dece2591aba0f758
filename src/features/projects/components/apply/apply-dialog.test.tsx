import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectRole } from "@convex/shared/roles";
import { projectFixture, viewerProfileFixture } from "@/test/fixtures";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { ApplyDialog } from "./apply-dialog";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const ml: ProjectRole = {
  key: "r1",
  title: "ML engineer",
  skills: [],
  seats: 2,
  filled: 1,
};
const designer: ProjectRole = {
  key: "r2",
  title: "Designer",
  skills: [],
  seats: 1,
  filled: 0,
};

function renderDialog(roles: ProjectRole[]) {
  const project = projectFixture({ roles });
  render(
    <ApplyDialog
      open
      onOpenChange={() => undefined}
      onCloseAutoFocus={() => undefined}
      project={project}
    />,
  );
  return project._id;
}

const sent = () => state.mutations["applications:apply"];
const send = () =>
  userEvent.click(screen.getByRole("button", { name: "Send Application" }));

beforeEach(() => {
  state.mutations = {};
  state.queries = { "profiles:me": viewerProfileFixture() };
});

describe("ApplyDialog role", () => {
  it("asks for no role when the project has one", async () => {
    const projectId = renderDialog([{ ...ml, title: "" }]);
    expect(screen.queryByLabelText("Role")).toBeNull();
    await send();
    expect(sent()).toHaveBeenCalledWith({ projectId });
  });

  it("offers only the roles with a seat left", () => {
    renderDialog([
      ml,
      { ...designer, filled: 1 },
      { ...designer, key: "r3", title: "Writer" },
    ]);
    const options = Array.from(
      screen.getByLabelText<HTMLSelectElement>("Role").options,
    ).map((option) => option.text);
    expect(options).toEqual([
      "Choose a role",
      "ML engineer (1 of 2 open)",
      "Writer (1 of 1 open)",
    ]);
  });

  it("needs a role chosen before sending, then sends it", async () => {
    const projectId = renderDialog([ml, designer]);
    await send();
    expect(screen.getByLabelText("Role")).toHaveAccessibleDescription(
      "Please choose the role you are applying for.",
    );
    expect(sent()).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText("Role"), "r2");
    await send();
    expect(sent()).toHaveBeenCalledWith({ projectId, roleKey: "r2" });
  });

  it("chooses the one role with a seat left already", async () => {
    const projectId = renderDialog([ml, { ...designer, filled: 1 }]);
    expect(screen.getByLabelText("Role")).toHaveValue("r1");
    await send();
    expect(sent()).toHaveBeenCalledWith({ projectId, roleKey: "r1" });
  });
});

describe("ApplyDialog attachment", () => {
  it("attaches a link, as an https address", async () => {
    const projectId = renderDialog([ml]);
    await userEvent.click(screen.getByRole("radio", { name: "A link" }));
    await userEvent.type(screen.getByLabelText("Link"), "github.com/me/demo");
    await send();
    expect(sent()).toHaveBeenCalledWith({
      projectId,
      attachment: { kind: "link", url: "https://github.com/me/demo" },
    });
  });

  it("attaches one of the viewer's portfolio items", async () => {
    state.queries["portfolio:list"] = [
      {
        _id: "item1",
        title: "Triage bot",
        summary: "",
        url: null,
        imageUrl: null,
      },
    ];
    const projectId = renderDialog([ml]);
    await userEvent.click(
      screen.getByRole("radio", { name: "A portfolio item" }),
    );
    expect(state.queryArgs["portfolio:list"]).toEqual({
      profileId: "me-profile",
    });
    await send();
    expect(screen.getByLabelText("Portfolio item")).toHaveAccessibleDescription(
      "Please choose an item, or attach nothing.",
    );
    await userEvent.selectOptions(
      screen.getByLabelText("Portfolio item"),
      "item1",
    );
    await send();
    expect(sent()).toHaveBeenCalledWith({
      projectId,
      attachment: { kind: "portfolio", itemId: "item1" },
    });
  });
});
