import { expect } from "@playwright/test";
import { MAIL_WEB_PORT } from "./ports";

/**
 * The e2e mail catcher (maildev, started by playwright.config.ts on the run's
 * mail ports, ports.ts), read through its own REST API: GET /api/email lists
 * every mail caught, in arrival order.
 */
export const MAIL_WEB_URL = `http://127.0.0.1:${MAIL_WEB_PORT}`;

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_WEB_URL}/api/email`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/**
 * Waits for the `count`-th mail to an address whose subject contains `kind`
 * and returns the 8-digit code in it.
 */
export async function codeFromMail(
  address: string,
  kind: "verification" | "reset" | "email change",
  count = 1,
): Promise<string> {
  const matching = async () =>
    (await mailsTo(address)).filter((mail) => mail.subject.includes(kind));
  // Within the suite's expect timeout (playwright.config.ts).
  await expect
    .poll(async () => (await matching()).length)
    .toBeGreaterThanOrEqual(count);
  const mail = (await matching())[count - 1]!;
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1];
  expect(code, `a code in "${mail.subject}"`).toBeDefined();
  return code!;
}
