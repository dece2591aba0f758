import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/dialog";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { DeferredDialog, type DeferredDialogProps } from "./deferred-dialog";

function TestDialog(props: DeferredDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent onCloseAutoFocus={props.onCloseAutoFocus}>
        <DialogTitle>Loaded dialog</DialogTitle>
        <DialogDescription>Its code came on first open.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

function renderDeferred() {
  const load = vi.fn(() => Promise.resolve(TestDialog));
  const Lazy = lazyWithPreload(load);
  render(
    <DeferredDialog
      trigger={<button type="button">Open it</button>}
      preload={Lazy.preload}
    >
      {(dialog) => <Lazy {...dialog} />}
    </DeferredDialog>,
  );
  return { load, user: userEvent.setup() };
}

describe("DeferredDialog", () => {
  it("loads nothing until the trigger is hovered or focused, and loads once", async () => {
    const { load, user } = renderDeferred();
    const trigger = screen.getByRole("button", { name: "Open it" });
    expect(load).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.hover(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(trigger);
    expect(
      await screen.findByRole("dialog", { name: "Loaded dialog" }),
    ).toBeVisible();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("opens from the keyboard and gives focus back to the trigger on close", async () => {
    const { load, user } = renderDeferred();
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Open it" });
    expect(trigger).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Loaded dialog" });
    await waitFor(() =>
      expect(dialog).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
