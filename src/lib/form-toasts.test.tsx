import { act, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { clearFormError, showFormError } from "./form-toasts";

describe("form error toasts", () => {
  it("replaces a form's error with the next one and clears it when the form moves on", async () => {
    render(<Toaster />);
    act(() => showFormError("sign-up", "Passwords do not match"));
    expect(await screen.findByText("Passwords do not match")).toBeVisible();

    act(() => showFormError("sign-up", "Password too short"));
    expect(await screen.findByText("Password too short")).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText("Passwords do not match")).toBeNull(),
    );

    act(() => showFormError("other-form", "Something else"));
    act(() => clearFormError("sign-up"));
    await waitFor(() =>
      expect(screen.queryByText("Password too short")).toBeNull(),
    );
    expect(screen.getByText("Something else")).toBeVisible();
  });
});
