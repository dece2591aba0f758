import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter } from "react-router-dom";
import { Toaster, toast } from "sonner";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { BuilderRow } from "../lib/types";
import { builderFixture } from "../test-fixtures";
import { useConvexPages } from "@/test/convex-pages";
import { BuildersPage } from "./builders-page";

type Paginated = {
  results: BuilderRow[];
  status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
  loadMore: (n: number) => void;
};

const state = vi.hoisted(() => {
  const queries: Record<string, unknown> = {};
  const mutations: Record<string, ReturnType<typeof vi.fn>> = {};
  const paginatedArgs: unknown[] = [];
  return {
    paginated: undefined as unknown as Paginated,
    /** When set, the list as Convex pages it (usePaginatedQuery's own answers). */
    convexPages: null as BuilderRow[] | null,
    paginatedArgs,
    queries,
    mutations,
  };
});

vi.mock("convex/react", async () => ({
  ...(await import("@/test/convex-mock")).connectedClientMock,
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
  usePaginatedQuery: (
    _ref: unknown,
    args: unknown,
    options: { initialNumItems: number },
  ) => {
    state.paginatedArgs.push(args);
    const pages = useConvexPages(state.convexPages ?? [], options);
    return state.convexPages === null ? state.paginated : pages;
  },
  useQuery: (ref: FunctionReference<"query">) =>
    state.queries[getFunctionName(ref)],
  useMutation: (ref: FunctionReference<"mutation">) => {
    const name = getFunctionName(ref);
    state.mutations[name] ??= vi.fn(() => Promise.resolve(null));
    return state.mutations[name];
  },
}));

function renderPage(url = "/builders") {
  render(
    <MemoryRouter initialEntries={[url]}>
      <BuildersPage />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const lastArgs = () => state.paginatedArgs.at(-1);

// The Message dialog's content is a lazy chunk: transformed once here, so no
// test's first open waits on it.
beforeAll(async () => {
  await import("./message-builder-dialog-content");
});

function builders(count: number): BuilderRow[] {
  return Array.from({ length: count }, (_, i) =>
    builderFixture({
      _id: `pr${i}` as Id<"profiles">,
      userId: `u${i}` as Id<"users">,
      name: `Builder ${i + 1}`,
    }),
  );
}

const cards = () => screen.getAllByRole("heading", { name: /^Builder \d+$/ });

beforeEach(() => {
  state.paginated = { results: [], status: "Exhausted", loadMore: vi.fn() };
  state.convexPages = null;
  state.paginatedArgs = [];
  state.queries = {};
  state.mutations = {};
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("BuildersPage", () => {
  it("titles the tab", () => {
    renderPage();
    expect(document.title).toBe("Builders · Buildmates");
  });

  it("shows six skeleton cards while the first page loads", () => {
    state.paginated.status = "LoadingFirstPage";
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading builders");
    expect(document.querySelectorAll('[data-slot="card"]')).toHaveLength(6);
  });

  it("reads ?q= and ?category= from the URL", () => {
    renderPage("/builders?q=rag&category=design");
    expect(screen.getByLabelText("Search builders")).toHaveValue("rag");
    const sidebar = within(screen.getByRole("complementary"));
    expect(sidebar.getByRole("button", { name: "Design" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(lastArgs()).toEqual({ search: "rag", category: "Design" });
  });

  it("waits for a pause in typing before searching", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText("Search builders"), "ml");
    expect(lastArgs()).toEqual({ search: undefined, category: "All" });
    await waitFor(() =>
      expect(lastArgs()).toEqual({ search: "ml", category: "All" }),
    );
  });

  it("shows 'No builders found' with Reset Filters, which clears the URL filters", async () => {
    const user = renderPage("/builders?q=zzz&category=Other");
    expect(screen.getByText("No builders found")).toBeInTheDocument();
    const main = screen.getByText("No builders found").parentElement!;
    await user.click(
      within(main).getByRole("button", { name: "Reset Filters" }),
    );
    expect(screen.getByLabelText("Search builders")).toHaveValue("");
    const sidebar = within(screen.getByRole("complementary"));
    expect(
      sidebar.getByRole("button", { name: "All Categories" }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  it("reads ?skill= into the query and shows it as a removable chip", async () => {
    const user = renderPage("/builders?skill=js&category=Development");
    expect(lastArgs()).toEqual({
      search: undefined,
      category: "Development",
      skill: "js",
    });
    await user.click(
      screen.getByRole("button", {
        name: "Remove the skill filter JavaScript",
      }),
    );
    expect(lastArgs()).toEqual({ search: undefined, category: "Development" });
    expect(screen.queryByText("Filtered by skill:")).toBeNull();
  });

  it("Reset Filters clears the skill filter too", async () => {
    const user = renderPage("/builders?skill=Figma");
    expect(screen.getByText("Filtered by skill:")).toBeVisible();
    const main = screen.getByText("No builders found").parentElement!;
    await user.click(
      within(main).getByRole("button", { name: "Reset Filters" }),
    );
    expect(lastArgs()).toEqual({ search: undefined, category: "All" });
    expect(screen.queryByText("Filtered by skill:")).toBeNull();
  });

  it("reads the work filters from the URL, combined with search and category, and Reset Filters clears them", async () => {
    const user = renderPage(
      "/builders?q=ml&category=Design&availability=open&overlap=Europe/Berlin&hours=20",
    );
    expect(lastArgs()).toEqual({
      search: "ml",
      category: "Design",
      availability: "open",
      overlapWith: "Europe/Berlin",
      minHours: 20,
    });
    const sidebar = within(screen.getByRole("complementary"));
    expect(sidebar.getByLabelText("Availability")).toHaveValue("open");
    expect(sidebar.getByLabelText("Overlaps time zone")).toHaveValue(
      "Europe/Berlin",
    );
    expect(sidebar.getByLabelText("Hours a week")).toHaveValue("20");

    await user.selectOptions(sidebar.getByLabelText("Hours a week"), "40");
    await user.selectOptions(sidebar.getByLabelText("Availability"), "");
    expect(lastArgs()).toEqual({
      search: "ml",
      category: "Design",
      overlapWith: "Europe/Berlin",
      minHours: 40,
    });

    await user.click(sidebar.getByRole("button", { name: /reset filters/i }));
    // The search text waits for its pause; the rest apply at once.
    await waitFor(() =>
      expect(lastArgs()).toEqual({ search: undefined, category: "All" }),
    );
    expect(sidebar.getByLabelText("Overlaps time zone")).toHaveValue("");
  });

  it("ignores work filters the URL gets wrong", () => {
    renderPage("/builders?availability=maybe&overlap=Mars/Base&hours=500");
    expect(lastArgs()).toEqual({ search: undefined, category: "All" });
  });

  it("a card's skills link to the builders who have them", () => {
    state.paginated.results = [builderFixture()];
    renderPage();
    const [first] = builderFixture().skills;
    expect(
      screen.getByRole("link", { name: `Builders with ${first}` }),
    ).toHaveAttribute("href", `/builders?skill=${encodeURIComponent(first!)}`);
  });

  it("lists builders and loads more, offering it only when more exist", async () => {
    state.convexPages = builders(13);
    const user = renderPage();
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(cards()).toHaveLength(13);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("offers no Load more under exactly one page of builders", () => {
    state.convexPages = builders(12);
    renderPage();
    expect(cards()).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("messages a builder from the dialog: details, live conversation, send", async () => {
    state.paginated.results = [builderFixture()];
    state.queries = {
      "builders:projects": [],
      "messages:conversation": [],
    };
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Message" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(
      dialog.getByRole("heading", { name: "Message Priya Raman" }),
    ).toBeInTheDocument();
    expect(dialog.getByText("About")).toBeInTheDocument();
    expect(dialog.getByText("No projects yet.")).toBeInTheDocument();
    expect(dialog.getByText(/No messages yet/)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Follow" })).toBeInTheDocument();

    await user.type(
      dialog.getByLabelText("Your message to Priya Raman"),
      " Hi! ",
    );
    await user.click(dialog.getByRole("button", { name: /send message/i }));
    expect(state.mutations["messages:send"]).toHaveBeenCalledWith({
      recipientId: "u1",
      body: "Hi!",
    });
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
  });

  it("prompts an introduction only while the conversation is empty", async () => {
    state.paginated.results = [builderFixture()];
    state.queries = {
      "builders:projects": [],
      "messages:conversation": [],
    };
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Message" }));
    const dialog = within(await screen.findByRole("dialog"));
    const box = dialog.getByLabelText("Your message to Priya Raman");
    expect(box).toHaveAttribute(
      "placeholder",
      expect.stringMatching(/^Introduce yourself/),
    );
  });

  it("does not ask to introduce yourself in the middle of a conversation", async () => {
    state.paginated.results = [builderFixture()];
    state.queries = {
      "builders:projects": [],
      "messages:conversation": [
        {
          _id: "m1",
          _creationTime: Date.UTC(2026, 2, 1),
          senderId: "u1",
          recipientId: "me",
          body: "Hi! Want to pair on the eval harness?",
          fromViewer: false,
        },
      ],
    };
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Message" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.getByText(/pair on the eval harness/)).toBeInTheDocument();
    expect(
      dialog.getByLabelText("Your message to Priya Raman"),
    ).toHaveAttribute("placeholder", "Write to Priya Raman...");
  });
});
