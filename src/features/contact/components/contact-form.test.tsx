import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactValues } from "../lib/contact-schema";
import { ContactForm } from "./contact-form";

type Submit = (values: ContactValues) => Promise<void>;

function renderForm(onSubmit: Submit) {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm onSubmit={onSubmit} />
      <Toaster />
    </>,
  );
  return user;
}

const field = {
  name: () => screen.getByLabelText(/^name/i),
  email: () => screen.getByLabelText(/^email/i),
  subject: () => screen.getByLabelText(/^subject/i),
  message: () => screen.getByLabelText(/^message/i),
};

const sendButton = () => screen.getByRole("button", { name: /send message/i });

async function fillIn(user: UserEvent, values: Partial<ContactValues> = {}) {
  const filled: ContactValues = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Partnership",
    message: "Let's build something together.",
    ...values,
  };
  for (const key of ["name", "email", "subject", "message"] as const) {
    if (filled[key]) await user.type(field[key](), filled[key]);
  }
  return filled;
}

/** A promise the test settles by hand, to observe the in-flight state. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("ContactForm", () => {
  it("labels every field, marks them required and types the email", () => {
    renderForm(vi.fn<Submit>());
    for (const get of Object.values(field)) {
      expect(get()).toBeRequired();
    }
    expect(field.email()).toHaveAttribute("type", "email");
    expect(field.message().tagName).toBe("TEXTAREA");
    expect(field.message()).toHaveClass("min-h-[150px]");
  });

  it("shows an inline error for each empty field and does not submit", async () => {
    const onSubmit = vi.fn<Submit>();
    const user = renderForm(onSubmit);
    await user.click(sendButton());

    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.name()).toHaveAccessibleDescription("Name is required");
    expect(field.email()).toHaveAccessibleDescription("Email is required");
    expect(field.subject()).toHaveAccessibleDescription("Subject is required");
    expect(field.message()).toHaveAccessibleDescription("Message is required");
    for (const get of Object.values(field)) {
      expect(get()).toHaveAttribute("aria-invalid", "true");
    }
    expect(field.name()).toHaveFocus();
  });

  it("treats whitespace-only text as empty", async () => {
    const onSubmit = vi.fn<Submit>();
    const user = renderForm(onSubmit);
    await fillIn(user, { subject: "   " });
    await user.click(sendButton());

    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.subject()).toHaveAccessibleDescription("Subject is required");
    expect(field.subject()).toHaveFocus();
  });

  it("rejects an invalid email", async () => {
    const onSubmit = vi.fn<Submit>();
    const user = renderForm(onSubmit);
    await fillIn(user, { email: "ada@example" });
    await user.click(sendButton());

    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.email()).toHaveAccessibleDescription(
      "Enter a valid email address",
    );
    expect(field.name()).toHaveAttribute("aria-invalid", "false");
    expect(field.email()).toHaveFocus();
  });

  it("clears a field's error once it is edited", async () => {
    const user = renderForm(vi.fn<Submit>());
    await user.click(sendButton());
    await user.type(field.name(), "A");
    expect(field.name()).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });

  it("submits trimmed values, reads 'Sending...' and is disabled while pending", async () => {
    const pending = deferred();
    const onSubmit = vi.fn<Submit>(() => pending.promise);
    const user = renderForm(onSubmit);
    await fillIn(user, { name: "  Ada Lovelace  " });
    await user.click(sendButton());

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Partnership",
      message: "Let's build something together.",
    });
    const busy = screen.getByRole("button", { name: /sending\.\.\./i });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(sendButton()).toBeEnabled();
  });

  it("toasts success and clears the fields once the message is sent", async () => {
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    const user = renderForm(onSubmit);
    await fillIn(user);
    await user.click(sendButton());

    const title = await screen.findByText("Message sent!");
    expect(title.closest("[data-sonner-toast]")).toHaveAttribute(
      "data-type",
      "success",
    );
    expect(
      screen.getByText("We'll get back to you as soon as possible."),
    ).toBeInTheDocument();
    for (const get of Object.values(field)) {
      expect(get()).toHaveValue("");
    }
  });

  it("toasts the error and keeps the fields when sending fails", async () => {
    const pending = deferred();
    const user = renderForm(() => pending.promise);
    const filled = await fillIn(user);
    await user.click(sendButton());
    await act(async () => {
      pending.reject(new Error("The backend is not connected."));
      await pending.promise.catch(() => undefined);
    });

    const title = await screen.findByText("Message not sent");
    expect(title.closest("[data-sonner-toast]")).toHaveAttribute(
      "data-type",
      "error",
    );
    expect(
      screen.getByText("The backend is not connected."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Message sent!")).toBeNull();
    for (const key of ["name", "email", "subject", "message"] as const) {
      expect(field[key]()).toHaveValue(filled[key]);
    }
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });
});
