import { act, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { toast, toastsRequested } from "./toast";

describe("toast (sonner on first use)", () => {
  it("loads sonner on the first toast, shows what was asked before it arrived, and dismisses by the id it gave", async () => {
    expect(toastsRequested.get()).toBe(false);
    let first: string | number = "";
    act(() => {
      first = toast.success("Saved", { description: "All good" });
      toast.error("Failed", { id: "form-error:x" });
    });
    expect(first).toMatch(/^toast-/);
    render(<Toaster />);
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(screen.getByText("Failed")).toBeInTheDocument();
    expect(toastsRequested.get()).toBe(true);
    act(() => {
      toast.dismiss("form-error:x");
    });
    await waitFor(() => {
      expect(screen.queryByText("Failed")).not.toBeInTheDocument();
    });
    expect(screen.getByText("Saved")).toBeInTheDocument();
  });
});
