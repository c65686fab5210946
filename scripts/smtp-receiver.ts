/**
 * A real SMTP server in the benchmark's process (smtp-server) that keeps only what counting needs of each mail:
 * its Message-ID and its envelope's recipients. It can go down and come back on the same port, as a mail
 * server restarting: while down it listens no more (new connections are refused) and answers the sessions
 * already open 421, so every mail it took was told so, and every other one failed at its sender.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { readonly messageId: string | null; readonly to: readonly string[] };

export type SmtpReceiver = {
  /** SMTP_URL for this server. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Mails of sessions that were open when it went down, answered 421 (at MAIL FROM, or at the end of DATA). */
  readonly refused: number;
  readonly up: boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** The Message-ID header of a raw mail, as sent: `<id@host>`. */
const messageIdOf = (raw: string) => {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = end < 0 ? raw : raw.slice(0, end);
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? null;
};

const shuttingDown = () => Object.assign(new Error("Server shutting down"), { responseCode: 421 });

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  let port = 0;
  let server: SMTPServer | undefined;
  let refused = 0;
  const received: ReceivedMail[] = [];

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 1000,
        // The benchmark's clients are all local: a reverse DNS lookup per connection would only slow it.
        disableReverseLookup: true,
        onMailFrom(_address, _session, callback) {
          if (server === next) return callback();
          refused += 1;
          callback(shuttingDown());
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            if (server !== next) {
              refused += 1;
              callback(shuttingDown());
              return;
            }
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            received.push({ messageId: messageIdOf(Buffer.concat(chunks).toString("utf8")), to });
            callback();
          });
        },
      });
      next.on("error", () => {});
      next.server.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    get refused() {
      return refused;
    },
    get up() {
      return server !== undefined;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
