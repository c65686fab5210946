/**
 * A real SMTP server in the benchmark's process (smtp-server) that keeps only what counting needs of each mail:
 * its Message-ID and its envelope's recipients. It can go down and come back on the same port, as a mail
 * server restarting: new connections are refused, and the sessions open at that moment end without handing over
 * a mail (smtp-server closes them; one that gets as far as a command is answered 421). So a mail is counted
 * only once its sender was told it arrived, and every other one fails at its sender, to be sent again.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { readonly messageId: string | null; readonly to: readonly string[] };

export type SmtpReceiver = {
  /** SMTP_URL for this server. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Mails in flight when it went down, answered 421 (at MAIL FROM or at the end of DATA): failed, to be retried. */
  readonly refused: number;
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** The Message-ID header of a raw mail, as sent: `<id@host>`. */
const messageIdOf = (raw: string) => {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = end < 0 ? raw : raw.slice(0, end);
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? null;
};

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  let port = 0;
  let server: SMTPServer | undefined;
  let refused = 0;
  const refuse = (callback: (error?: Error) => void) => {
    refused += 1;
    callback(Object.assign(new Error("Server shutting down"), { responseCode: 421 }));
  };
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
          if (server === next) callback();
          else refuse(callback);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            if (server !== next) return refuse(callback);
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
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
