import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { ConfirmActionDialog } from "./confirm-action-dialog";

function renderDialog(action: () => Promise<void>) {
  const onOpenChange = vi.fn();
  render(
    <>
      <ConfirmActionDialog
        open
        onOpenChange={onOpenChange}
        onCloseAutoFocus={() => {}}
        title="Close it?"
        description="This cannot be undone."
        confirmLabel="Close project"
        busyLabel="Closing..."
        destructive
        failureTitle="Could not close"
        action={action}
      />
      <Toaster />
    </>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

describe("ConfirmActionDialog", () => {
  it("runs the action and closes when it succeeds", async () => {
    const action = vi.fn(() => Promise.resolve());
    const { onOpenChange, user } = renderDialog(action);
    await user.click(screen.getByRole("button", { name: "Close project" }));
    expect(action).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stays open and toasts the server's message when the action fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const action = vi.fn(() =>
      Promise.reject(
        new ConvexError({ code: "FORBIDDEN", message: "Only the owner can." }),
      ),
    );
    const { onOpenChange, user } = renderDialog(action);
    await user.click(screen.getByRole("button", { name: "Close project" }));
    expect(await screen.findByText("Only the owner can.")).toBeInTheDocument();
    expect(screen.getByText("Could not close")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Close project" })).toBeEnabled();
  });
});
