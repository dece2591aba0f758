import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { httpActionsUrl } from "@/config/env";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { DataExportCard } from "./data-export-card";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));
vi.mock("@convex-dev/auth/react", () => ({ useAuthToken: () => "token-1" }));

const QUERY = "account:dataExport";
const REQUEST = "account:requestDataExport";
const READY = {
  _id: "export1",
  status: "ready",
  requestedAt: Date.UTC(2026, 0, 2, 9),
  readyAt: Date.UTC(2026, 0, 2, 9, 1),
  expiresAt: Date.UTC(2026, 0, 9, 9, 1),
  byteSize: 14_200,
  fileName: "buildmates-data-2026-01-02.json",
  downloadPath: "/account/export?id=export1",
};

function renderCard() {
  render(
    <>
      <DataExportCard />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  state.queries = {};
  state.mutations = {};
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("DataExportCard", () => {
  it("says what the file holds, and starts one with a button", async () => {
    state.queries[QUERY] = null;
    const user = renderCard();
    expect(
      screen.getByRole("heading", { name: "Download my data" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/applications sent and received/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Prepare my data" }));
    expect(state.mutations[REQUEST]).toHaveBeenCalledWith({});
  });

  it("shows the progress from the click, before the server's pending state arrives", async () => {
    state.queries[QUERY] = null;
    let settle = () => {};
    state.mutations[REQUEST] = vi.fn(
      () => new Promise<null>((resolve) => (settle = () => resolve(null))),
    );
    const user = renderCard();
    await user.click(screen.getByRole("button", { name: "Prepare my data" }));
    expect(screen.getByRole("status")).toHaveTextContent(/Preparing your file/);
    act(() => settle());
    expect(
      await screen.findByRole("button", { name: "Prepare my data" }),
    ).toBeVisible();
  });

  it("shows the progress while the file is made", () => {
    state.queries[QUERY] = { _id: "e", status: "pending", requestedAt: 1 };
    renderCard();
    expect(screen.getByRole("status")).toHaveTextContent(/Preparing your file/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("when ready: Download until the expiry, and Make a new one", async () => {
    state.queries[QUERY] = READY;
    const user = renderCard();
    expect(screen.getByText(/14 KB/)).toBeVisible();
    expect(screen.getByRole("time")).toHaveAttribute(
      "datetime",
      new Date(READY.expiresAt).toISOString(),
    );
    await user.click(screen.getByRole("button", { name: "Make a new one" }));
    expect(state.mutations[REQUEST]).toHaveBeenCalledWith({});
  });

  it("downloads with the member's token and saves the file under its name", async () => {
    state.queries[QUERY] = READY;
    const fetchSpy = vi.fn(() =>
      Promise.resolve(new Response('{"profile":{}}', { status: 200 })),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = renderCard();
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(fetchSpy).toHaveBeenCalledWith(
      `${httpActionsUrl}${READY.downloadPath}`,
      expect.objectContaining({
        headers: { Authorization: "Bearer token-1" },
      }),
    );
    expect(saved).toEqual([READY.fileName]);
  });

  it("tells the member why a download was refused", async () => {
    state.queries[QUERY] = READY;
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        Response.json(
          { status: 410, message: "This download has expired." },
          {
            status: 410,
          },
        ),
      ),
    );
    const user = renderCard();
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByText("This download has expired.")).toBeVisible();
  });

  it("a failed file says so and can be tried again", async () => {
    state.queries[QUERY] = { _id: "e", status: "failed", requestedAt: 1 };
    const user = renderCard();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not prepare/);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(state.mutations[REQUEST]).toHaveBeenCalledWith({});
  });

  it("an expired file offers a new one", () => {
    state.queries[QUERY] = { _id: "e", status: "expired", requestedAt: 1 };
    renderCard();
    expect(screen.getByText(/expired and was deleted/)).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Make a new one" }),
    ).toBeEnabled();
  });
});
