/**
 * Stored text and limits (docs/SECURITY.md, "Stored text"), over the real local
 * backend: control and invisible characters never reach storage, and the
 * contact form and direct messages keep their limits whatever field changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { RATE_LIMITS } from "../../convex/shared/rateLimits";
import {
  type AppBackend,
  httpClient,
  signInToken,
  startAppBackend,
} from "./app-backend";

let app: AppBackend;
let priya: string;
let marcus: string;
const client = (token?: string) => httpClient(app.url, token);
const signIn = (email: string) => signInToken(app.url, email);

beforeAll(async () => {
  app = await startAppBackend({ seed: true });
  priya = await signIn("priya@buildmates.test");
  marcus = await signIn("marcus@buildmates.test");
});
afterAll(async () => await app?.cleanup());

/** Hostile text: NUL, BEL, a right-to-left override, a zero-width space. */
const HOSTILE = "\u0000\u0007\u202E\u200B";

describe("stored text is clean (finding 12)", () => {
  it("profile name, role, bio and skills", async () => {
    const priyaClient = client(priya);
    await priyaClient.mutation(api.profiles.update, {
      name: `Priya${HOSTILE} Patel`,
      role: `ML${HOSTILE} engineer`,
      bio: `Builds${HOSTILE} agents.\nLikes evals.`,
      skills: [`Py${HOSTILE}Torch`, HOSTILE],
    });
    const me = await priyaClient.query(api.profiles.me, {});
    expect(me).toMatchObject({
      name: "Priya Patel",
      role: "ML engineer",
      bio: "Builds agents.\nLikes evals.",
      skills: ["PyTorch"],
    });
  });

  it("project title, description and skills", async () => {
    const priyaClient = client(priya);
    const projectId = await priyaClient.mutation(api.projects.create, {
      title: `RAG${HOSTILE} pipeline`,
      description: `A retrieval${HOSTILE} pipeline with evals and a demo.`,
      category: "Development",
      skills: [`Rust${HOSTILE}`],
      openPositions: 2,
    });
    const project = await priyaClient.query(api.projects.get, { projectId });
    expect(project).toMatchObject({
      title: "RAG pipeline",
      description: "A retrieval pipeline with evals and a demo.",
      skills: ["Rust"],
    });
  });

  it("direct messages", async () => {
    const marcusId = (await client(marcus).query(api.profiles.me, {}))?.userId;
    if (marcusId === undefined) throw new Error("no profile for marcus");
    await client(priya).mutation(api.messages.send, {
      recipientId: marcusId,
      body: `Hi${HOSTILE} Marcus`,
    });
    const conversation = await client(priya).query(api.messages.conversation, {
      userId: marcusId,
    });
    expect(conversation.at(-1)?.body).toBe("Hi Marcus");
  });
});

describe("limits that changing a field does not escape (finding 13)", () => {
  it("direct messages are limited per sender, whoever receives them", async () => {
    const sender = client(marcus);
    const recipients = await Promise.all(
      ["priya", "sofia", "kenji"].map(async (name) => {
        const me = await client(await signIn(`${name}@buildmates.test`)).query(
          api.profiles.me,
          {},
        );
        if (me === null) throw new Error(`no profile for ${name}`);
        return me.userId;
      }),
    );
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const recipientId = recipients[i % recipients.length]!;
      outcomes.push(
        await sender
          .mutation(api.messages.send, { recipientId, body: `Spam ${i}` })
          .then(
            () => "sent",
            (e: { data?: { code?: string } }) => e.data?.code ?? "error",
          ),
      );
    }
    const { capacity } = RATE_LIMITS.messagesPerSender;
    expect(outcomes.slice(0, capacity)).toEqual(Array(capacity).fill("sent"));
    expect(outcomes.slice(capacity)).toEqual(
      Array(30 - capacity).fill("RATE_LIMITED"),
    );
  });

  it("a visitor changing the email still hits the contact form's limit", async () => {
    const visitor = client();
    const outcomes: string[] = [];
    for (let i = 0; i < 15; i++) {
      outcomes.push(
        await visitor
          .mutation(api.contact.send, {
            name: "Mallory",
            email: `mallory${i}@example.com`,
            subject: "Offer",
            message: "Buy now",
          })
          .then(
            () => "sent",
            (e: { data?: { code?: string } }) => e.data?.code ?? "error",
          ),
      );
    }
    const { capacity } = RATE_LIMITS.contactAllVisitors;
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(capacity);
    expect(outcomes.slice(capacity)).toEqual(
      Array(15 - capacity).fill("RATE_LIMITED"),
    );
  });
});
