import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_MESSAGES } from "@convex/shared/errors";
import { PICTURE_MAX_BYTES } from "@convex/shared/pictures";
import { viewerProfileFixture } from "@/test/fixtures";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import type * as UploadFileModule from "@/lib/upload-file";
import { ProfilePhotoCard } from "./profile-photo-card";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

// The upload itself (XMLHttpRequest to the storage URL): it reports half, then resolves.
const upload = vi.hoisted(() => ({
  progress: null as null | (() => void),
}));
vi.mock("@/lib/upload-file", async (importOriginal) => ({
  ...(await importOriginal<typeof UploadFileModule>()),
  uploadFile: vi.fn(
    (_url: string, _file: Blob, onProgress: (fraction: number) => void) =>
      new Promise((resolve) => {
        onProgress(0.5);
        upload.progress = () => resolve("upload1");
      }),
  ),
}));

const setPhotoCalls = () => state.mutations["profiles:setPhoto"]?.mock.calls;
const png = (size = 64) =>
  new File([new Uint8Array(size)], "me.png", { type: "image/png" });

function renderCard() {
  render(<ProfilePhotoCard />);
  // Files of any type reach the input, as a person can pick "All files".
  return userEvent.setup({ applyAccept: false });
}

const createObjectURL = vi.fn(() => "blob:preview");

beforeEach(() => {
  state.queries = { "profiles:me": viewerProfileFixture() };
  state.mutations = {};
  upload.progress = null;
  createObjectURL.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});

describe("ProfilePhotoCard", () => {
  it("refuses a file that is not a picture, or too large, before uploading", async () => {
    const user = renderCard();
    const input = screen.getByLabelText("Choose photo");
    await user.upload(
      input,
      new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      ERROR_MESSAGES.photoType,
    );
    await user.upload(input, png(PICTURE_MAX_BYTES.photo + 1));
    expect(screen.getByRole("alert")).toHaveTextContent(
      ERROR_MESSAGES.photoTooLarge,
    );
    expect(screen.queryByRole("button", { name: "Save photo" })).toBeNull();
    expect(state.mutations["files:generateUploadUrl"]).not.toHaveBeenCalled();
  });

  it("uploads the chosen photo with its progress, then saves it", async () => {
    const user = renderCard();
    await user.upload(screen.getByLabelText("Choose photo"), png());
    expect(createObjectURL).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Save photo" }));
    const bar = await screen.findByRole("progressbar", {
      name: "Upload progress",
    });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("50%")).toBeInTheDocument();
    upload.progress!();
    await waitFor(() =>
      expect(setPhotoCalls()).toEqual([[{ storageId: "upload1" }]]),
    );
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Save photo" })).toBeNull(),
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows the server's refusal and asks for another file", async () => {
    state.mutations["profiles:setPhoto"] = vi.fn(() =>
      Promise.reject(
        new ConvexError({
          code: "FILE_TYPE",
          message: ERROR_MESSAGES.photoType,
        }),
      ),
    );
    const user = renderCard();
    await user.upload(screen.getByLabelText("Choose photo"), png());
    await user.click(screen.getByRole("button", { name: "Save photo" }));
    await waitFor(() => expect(upload.progress).not.toBeNull());
    upload.progress!();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      ERROR_MESSAGES.photoType,
    );
    expect(screen.queryByRole("button", { name: "Save photo" })).toBeNull();
  });

  it("removes a photo", async () => {
    state.queries["profiles:me"] = viewerProfileFixture({
      avatarUrl: "https://files.example/photo",
    });
    const user = renderCard();
    await user.click(screen.getByRole("button", { name: "Remove photo" }));
    await waitFor(() =>
      expect(setPhotoCalls()).toEqual([[{ storageId: null }]]),
    );
  });
});
