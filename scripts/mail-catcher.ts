/**
 * The mail catcher alone (scripts/lib/mail-catcher.ts): the Playwright suite's
 * inbox, on its own ports. Ctrl-C (or SIGTERM) stops it.
 *
 *   tsx scripts/mail-catcher.ts [--smtp-port 1025] [--web-port 1080]
 */
import { parseArgs } from "node:util";
import {
  DEFAULT_MAIL_SMTP_PORT,
  DEFAULT_MAIL_WEB_PORT,
  startMailCatcher,
} from "./lib/mail-catcher.ts";

const { values } = parseArgs({
  options: {
    "smtp-port": { type: "string", default: String(DEFAULT_MAIL_SMTP_PORT) },
    "web-port": { type: "string", default: String(DEFAULT_MAIL_WEB_PORT) },
  },
});

try {
  const catcher = await startMailCatcher({
    host: "127.0.0.1",
    smtpPort: Number(values["smtp-port"]),
    webPort: Number(values["web-port"]),
  });
  console.info(
    `mail-catcher: SMTP ${catcher.smtpUrl}, inbox ${catcher.webUrl}`,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      void catcher.stop().finally(() => process.exit(0));
    });
  }
} catch (e) {
  console.error(`mail-catcher: ${(e as Error).message}`);
  process.exit(1);
}
