/**
 * A real SMTP server in this process (smtp-server), for the leads benchmark and the tests: it keeps each mail's
 * envelope, Message-ID and raw text. It can go down and come back on the same port, as a mail server
 * restarting: new connections are refused, and the sessions open at that moment end without handing over a mail
 * (smtp-server closes them; one that gets as far as a command is answered 421). So a mail is counted only once its
 * sender was told it arrived, and every other one fails at its sender, to be sent again. It can also hang (take a
 * connection and never greet) or refuse every mail (550).
 */
import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  readonly messageId: string | null;
  /** The envelope: whom the sender named at MAIL FROM and RCPT TO. */
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
};

export type SmtpReceiver = {
  /** SMTP_URL for this server. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Mails in flight when it went down, answered 421 (at MAIL FROM or at the end of DATA): failed, to be retried. */
  readonly refused: number;
  /** What it does with the next connections and mails. */
  mode: "accept" | "refuse" | "hang";
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** The Message-ID header of a raw mail, as sent: `<id@host>`. */
const messageIdOf = (raw: string) => {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = end < 0 ? raw : raw.slice(0, end);
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? null;
};

/** `onReceive` runs before the mail is acknowledged: what it records is there once the sender's send resolves. */
export async function startSmtpReceiver(
  onReceive: (mail: ReceivedMail) => Promise<void> | void = () => {},
): Promise<SmtpReceiver> {
  let port = 0;
  let server: SMTPServer | undefined;
  let refused = 0;
  const sockets = new Set<Socket>();
  const refuse = (callback: (error?: Error) => void) => {
    refused += 1;
    callback(Object.assign(new Error("Server shutting down"), { responseCode: 421 }));
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 1000,
        // The clients are all local: a reverse DNS lookup per connection would only slow them.
        disableReverseLookup: true,
        onConnect(_session, callback) {
          if (receiver.mode !== "hang") callback(); // hanging: never greets
        },
        onMailFrom(_address, _session, callback) {
          if (server === next) callback();
          else refuse(callback);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            if (server !== next) return refuse(callback);
            if (receiver.mode === "refuse") {
              return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            const mail = {
              messageId: messageIdOf(raw),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              raw,
            };
            receiver.received.push(mail);
            Promise.resolve(onReceive(mail)).then(() => callback(), callback);
          });
        },
      });
      next.on("error", () => {});
      // Open sockets, so stop() can cut the hanging ones.
      next.server.on("connection", (socket: Socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      next.server.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const receiver: SmtpReceiver = {
    get url() {
      // On this machine, without TLS: the URL says so, as the mail transport requires TLS by default.
      return `smtp://127.0.0.1:${port}?requireTLS=false`;
    },
    received: [],
    get refused() {
      return refused;
    },
    mode: "accept",
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      if (receiver.mode === "hang") for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
  await listen();
  return receiver;
}
