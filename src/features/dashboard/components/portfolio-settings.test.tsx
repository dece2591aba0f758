import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { PortfolioItem } from "@/lib/api-types";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import type { PortfolioBackend } from "../lib/portfolio-form";
import { PortfolioSettings } from "./portfolio-settings";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/toast", () => ({ toast: toasts }));

const upload = vi.hoisted(() => ({
  uploadFile: vi.fn(() => Promise.resolve("st1")),
}));
vi.mock("@/lib/upload-file", () => ({
  UPLOAD_FAILED: "The upload failed.",
  uploadFile: upload.uploadFile,
}));

const item = (n: number, overrides: Partial<PortfolioItem> = {}) => ({
  _id: `pf${n}` as Id<"portfolioItems">,
  title: `Item ${n}`,
  summary: `What item ${n} is.`,
  url: null,
  imageUrl: null,
  ...overrides,
});

function backendWith(items: PortfolioItem[] | undefined) {
  return {
    items,
    add: vi.fn(() => Promise.resolve("pfNew" as Id<"portfolioItems">)),
    update: vi.fn(() => Promise.resolve(null)),
    remove: vi.fn(() => Promise.resolve(null)),
    move: vi.fn(() => Promise.resolve(null)),
    setImage: vi.fn(() => Promise.resolve(null)),
  } satisfies PortfolioBackend;
}

/** A real 1×1 PNG. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    "shot.png",
    { type: "image/png" },
  );

beforeEach(() => {
  state.mutations = {};
  toasts.success.mockReset();
  toasts.error.mockReset();
  upload.uploadFile.mockClear();
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

describe("PortfolioSettings", () => {
  it("shows a skeleton while the items load", () => {
    render(<PortfolioSettings backend={backendWith(undefined)} />);
    expect(screen.queryByRole("button", { name: "Add item" })).toBeNull();
  });

  it("adds an item, the link made https, with its image uploaded and attached", async () => {
    const backend = backendWith([]);
    render(<PortfolioSettings backend={backend} />);
    const user = userEvent.setup();
    expect(screen.getByText(/Nothing here yet/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText(/Title/), "  Triage bot ");
    await user.type(screen.getByLabelText("Summary"), "Sorts tickets.");
    await user.type(screen.getByLabelText("Link"), "nora.dev/triage");
    await user.upload(screen.getByLabelText("Choose image"), png());
    expect(screen.getByAltText("Image preview")).toHaveAttribute(
      "src",
      "blob:preview",
    );
    await user.click(screen.getByRole("button", { name: "Save item" }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Item added"),
    );
    expect(backend.add).toHaveBeenCalledExactlyOnceWith({
      title: "Triage bot",
      summary: "Sorts tickets.",
      url: "https://nora.dev/triage",
    });
    expect(state.mutations["files:generateUploadUrl"]).toHaveBeenCalledOnce();
    expect(backend.setImage).toHaveBeenCalledExactlyOnceWith({
      itemId: "pfNew",
      storageId: "st1",
    });
    // The form closed.
    expect(screen.queryByRole("button", { name: "Save item" })).toBeNull();
  });

  it("checks the fields with the shared schema before saving", async () => {
    const backend = backendWith([]);
    render(<PortfolioSettings backend={backend} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText("Link"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save item" }));
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription(
      "Please give the item a title",
    );
    expect(screen.getByLabelText("Link")).toHaveAccessibleDescription(
      /Link: use a web address/,
    );
    expect(screen.getByLabelText(/Title/)).toHaveFocus();
    expect(backend.add).not.toHaveBeenCalled();
  });

  it("edits an item in place and removes its image", async () => {
    const backend = backendWith([
      item(1, { url: "https://nora.dev/a", imageUrl: "https://cdn/a.png" }),
    ]);
    render(<PortfolioSettings backend={backend} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Item 1" }));
    expect(screen.getByLabelText(/Title/)).toHaveValue("Item 1");
    expect(screen.getByLabelText("Link")).toHaveValue("https://nora.dev/a");
    expect(screen.getByAltText("Image preview")).toHaveAttribute(
      "src",
      "https://cdn/a.png",
    );
    await user.clear(screen.getByLabelText(/Title/));
    await user.type(screen.getByLabelText(/Title/), "Item one");
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.getByText("No image")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save item" }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Item saved"),
    );
    expect(backend.update).toHaveBeenCalledExactlyOnceWith({
      itemId: "pf1",
      title: "Item one",
      summary: "What item 1 is.",
      url: "https://nora.dev/a",
    });
    expect(backend.setImage).toHaveBeenCalledExactlyOnceWith({
      itemId: "pf1",
      storageId: null,
    });
    expect(backend.add).not.toHaveBeenCalled();
  });

  it("moves items up and down (not past either end) and removes one", async () => {
    const backend = backendWith([item(1), item(2)]);
    render(<PortfolioSettings backend={backend} />);
    const user = userEvent.setup();
    const list = within(screen.getByRole("list", { name: "Portfolio items" }));
    expect(list.getByRole("button", { name: "Move Item 1 up" })).toBeDisabled();
    expect(
      list.getByRole("button", { name: "Move Item 2 down" }),
    ).toBeDisabled();
    await user.click(list.getByRole("button", { name: "Move Item 1 down" }));
    expect(backend.move).toHaveBeenCalledWith({
      itemId: "pf1",
      direction: "down",
    });
    await user.click(list.getByRole("button", { name: "Remove Item 2" }));
    await waitFor(() =>
      expect(backend.remove).toHaveBeenCalledWith({ itemId: "pf2" }),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Item removed", {
        description: "Item 2",
      }),
    );
  });

  it("offers no new item once there are 12", () => {
    render(
      <PortfolioSettings
        backend={backendWith(Array.from({ length: 12 }, (_, i) => item(i + 1)))}
      />,
    );
    expect(screen.getByRole("button", { name: "Add item" })).toBeDisabled();
    expect(
      screen.getByText("12 of 12 items: remove one to add another."),
    ).toBeVisible();
  });

  it("tells what went wrong and keeps the form open when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const backend = backendWith([item(1)]);
    backend.update.mockImplementation(() =>
      Promise.reject(new Error("offline")),
    );
    render(<PortfolioSettings backend={backend} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Item 1" }));
    await user.click(screen.getByRole("button", { name: "Save item" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        "Could not save the item",
        expect.anything(),
      ),
    );
    expect(screen.getByRole("button", { name: "Save item" })).toBeEnabled();
  });

  it("keeps an added item when its image fails, and says so", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    upload.uploadFile.mockImplementationOnce(() =>
      Promise.reject(new Error("The upload failed.")),
    );
    const backend = backendWith([]);
    render(<PortfolioSettings backend={backend} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText(/Title/), "Triage bot");
    await user.upload(screen.getByLabelText("Choose image"), png());
    await user.click(screen.getByRole("button", { name: "Save item" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        "Could not save the image",
        expect.anything(),
      ),
    );
    expect(backend.add).toHaveBeenCalledOnce();
    expect(backend.setImage).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Save item" })).toBeNull();
  });
});
