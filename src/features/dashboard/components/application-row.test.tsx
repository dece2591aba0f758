import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyApplication } from "@/lib/api-types";
import { applicationFixture } from "../test/fixtures";
import { ApplicationRow } from "./application-row";

const withdraw = vi.hoisted(() =>
  vi.fn<(args: { applicationId: string }) => Promise<null>>(),
);
vi.mock("convex/react", () => ({ useMutation: () => withdraw }));

function renderRow(application: MyApplication = applicationFixture()) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <ApplicationRow application={application} />
      <Toaster />
    </MemoryRouter>,
  );
  const rerender = (next: MyApplication) =>
    view.rerender(
      <MemoryRouter>
        <ApplicationRow application={next} />
        <Toaster />
      </MemoryRouter>,
    );
  return { user, rerender };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /view application/i }));
  return screen.getByRole("dialog");
}

beforeEach(() => {
  withdraw.mockReset();
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

describe("ApplicationRow", () => {
  it("names the role applied for and the attachment, and neither when there is none", () => {
    const { rerender } = renderRow(
      applicationFixture({
        role: { key: "r2", title: "Product designer" },
        attachment: { kind: "link", url: "https://maya.example/case" },
      }),
    );
    expect(screen.getByText("Product designer")).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: "https://maya.example/case (opens in a new tab)",
      }),
    ).toHaveAttribute("href", "https://maya.example/case");

    rerender(applicationFixture());
    expect(screen.queryByText("For")).not.toBeInTheDocument();
    expect(screen.queryByText("Attached:")).not.toBeInTheDocument();
  });

  it("shows project title, category, applied date, status and creator", () => {
    renderRow();
    expect(
      screen.getByRole("link", { name: "AI Health Companion" }),
    ).toHaveAttribute("href", "/projects/p1");
    expect(screen.getByText("Design")).toBeInTheDocument();
    expect(screen.getByText("Mar 14, 2026")).toBeInTheDocument();
    expect(screen.getByText("Pending Review")).toBeInTheDocument();
    expect(screen.getByText("Maya Okafor")).toBeInTheDocument();
  });

  it.each([
    ["accepted", "Accepted"],
    ["rejected", "Not Selected"],
    ["withdrawn", "Withdrawn"],
  ] as const)("labels a %s application '%s'", (status, label) => {
    renderRow(applicationFixture({ status, decidedAt: Date.UTC(2026, 2, 20) }));
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe("ApplicationDialog", () => {
  it("shows the message, status, dates and a link to the project", async () => {
    const { user } = renderRow(
      applicationFixture({
        status: "accepted",
        decidedAt: Date.UTC(2026, 2, 20, 9),
      }),
    );
    const dialog = within(await openDialog(user));
    expect(dialog.getByText(/I've shipped two RAG products/)).toBeVisible();
    expect(dialog.getByText("Accepted", { selector: "dt" })).toBeVisible();
    expect(dialog.getByText("Applied")).toBeVisible();
    expect(dialog.getByRole("link", { name: "View project" })).toHaveAttribute(
      "href",
      "/projects/p1",
    );
    expect(dialog.queryByRole("button", { name: /withdraw/i })).toBeNull();
  });

  it.each([
    ["accepted", "Accepted"],
    ["rejected", "Not selected"],
    ["withdrawn", "Withdrawn"],
    ["expired", "Expired"],
  ] as const)(
    "names the date a %s application ended '%s'",
    async (status, label) => {
      const { user } = renderRow(
        applicationFixture({ status, decidedAt: Date.UTC(2026, 2, 20, 9) }),
      );
      const dialog = within(await openDialog(user));
      expect(dialog.getByText(label, { selector: "dt" })).toBeVisible();
      expect(dialog.queryByText("Decided")).toBeNull();
    },
  );

  it.each(["accepted", "rejected", "withdrawn"] as const)(
    "offers no Withdraw for a %s application",
    async (status) => {
      const { user } = renderRow(applicationFixture({ status, decidedAt: 1 }));
      const dialog = within(await openDialog(user));
      expect(dialog.queryByRole("button", { name: /withdraw/i })).toBeNull();
    },
  );

  it("withdraws a pending application after confirming", async () => {
    let finish!: () => void;
    withdraw.mockReturnValue(
      new Promise((resolve) => {
        finish = () => resolve(null);
      }),
    );
    const { user, rerender } = renderRow();
    const dialog = within(await openDialog(user));

    await user.click(
      dialog.getByRole("button", { name: "Withdraw Application" }),
    );
    expect(withdraw).not.toHaveBeenCalled();
    expect(dialog.getByText(/withdraw this application\?/i)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Yes, withdraw" }));

    expect(withdraw).toHaveBeenCalledExactlyOnceWith({ applicationId: "a1" });
    expect(
      dialog.getByRole("button", { name: "Withdrawing..." }),
    ).toBeDisabled();

    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(await screen.findByText("Application withdrawn")).toBeVisible();
    // The live list then reports the new status: Withdraw goes away.
    rerender(applicationFixture({ status: "withdrawn", decidedAt: 2 }));
    expect(dialog.getAllByText("Withdrawn").length).toBeGreaterThan(0);
    expect(dialog.queryByRole("button", { name: /withdraw/i })).toBeNull();
  });

  it("can cancel the confirmation", async () => {
    const { user } = renderRow();
    const dialog = within(await openDialog(user));
    await user.click(
      dialog.getByRole("button", { name: "Withdraw Application" }),
    );
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(withdraw).not.toHaveBeenCalled();
    expect(
      dialog.getByRole("button", { name: "Withdraw Application" }),
    ).toBeVisible();
  });

  it("toasts the server's message when withdrawing fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    withdraw.mockRejectedValue(
      new ConvexError({
        code: "INVALID_TRANSITION",
        message: "Only pending applications can be withdrawn.",
      }),
    );
    const { user } = renderRow();
    const dialog = within(await openDialog(user));
    await user.click(
      dialog.getByRole("button", { name: "Withdraw Application" }),
    );
    await user.click(dialog.getByRole("button", { name: "Yes, withdraw" }));
    expect(
      await screen.findByText("Only pending applications can be withdrawn."),
    ).toBeVisible();
    expect(screen.getByText("Could not withdraw application")).toBeVisible();
    expect(
      dialog.getByRole("button", { name: "Withdraw Application" }),
    ).toBeEnabled();
  });
});
