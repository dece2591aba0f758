import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Apply to project</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Apply to Acme</DialogTitle>
          <DialogDescription>Tell the owner why you fit.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

async function open() {
  const user = userEvent.setup();
  render(<Example />);
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Apply to project" }));
  const dialog = await screen.findByRole("dialog");
  return { user, dialog };
}

describe("Dialog", () => {
  it("opens from the trigger and shows the title and description", async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAccessibleName("Apply to Acme");
    expect(dialog).toHaveAccessibleDescription("Tell the owner why you fit.");
    expect(screen.getByText("Apply to Acme")).toHaveAttribute(
      "data-slot",
      "dialog-title",
    );
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const { user } = await open();
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(
      screen.getByRole("button", { name: "Apply to project" }),
    ).toHaveFocus();
  });

  it("closes with the labelled Close button", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  it("closes with a DialogClose in the footer", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  it("can hide the built-in close button", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent showCloseButton={false}>
          <DialogTitle>Plain</DialogTitle>
          <DialogDescription>No close icon.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByRole("dialog");
    expect(
      screen.queryByRole("button", { name: "Close" }),
    ).not.toBeInTheDocument();
  });
});
