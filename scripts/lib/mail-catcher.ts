/**
 * The local mail catcher: maildev (a real SMTP server that keeps every mail, with
 * a web inbox and a REST API at `/api/email`), started in this process on
 * 127.0.0.1 only. `npm start` points the deployment's SMTP_URL at it; the
 * Playwright suite starts its own (scripts/mail-catcher.ts).
 */
import { MailDev } from "maildev";

export const DEFAULT_MAIL_SMTP_PORT = 1025;
export const DEFAULT_MAIL_WEB_PORT = 1080;
/** The sender the local deployment uses (MAIL_FROM). */
export const LOCAL_MAIL_FROM = "Buildmates <no-reply@buildmates.local>";

export interface MailCatcher {
  /** What the deployment's SMTP_URL is set to. */
  smtpUrl: string;
  /** The web inbox (its REST API is under /api). */
  webUrl: string;
  stop(): Promise<void>;
}

export async function startMailCatcher(options: {
  host: string;
  smtpPort: number;
  webPort: number;
}): Promise<MailCatcher> {
  const { host, smtpPort, webPort } = options;
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: host,
    web: webPort,
    webIp: host,
    silent: true,
    // Keep the inbox bounded however long `npm start` runs.
    maxEmails: 500,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host}:${webPort}`,
    stop: () => maildev.stop(),
  };
}
