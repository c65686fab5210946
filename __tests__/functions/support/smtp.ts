/**
 * A real SMTP server in the test process (smtp-server), reading each mail back with mailparser. It can be
 * stopped and started again on the same port (a server that is down), or told to hang (accept the connection and
 * never greet), to refuse every mail, or to accept.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The SMTP envelope: who the server was told the mail is from and to. */
  readonly envelope: { readonly from: string; readonly to: string[] };
  readonly raw: string;
  readonly mail: ParsedMail;
};

export type TestSmtp = {
  /** SMTP_URL for this server. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** What it does with the next connections. */
  mode: "accept" | "refuse" | "hang";
  /** Stops listening: connections are refused as by a server that is down. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  let port = 0;
  let server: SMTPServer | undefined;
  const received: ReceivedMail[] = [];
  const hanging = new Set<{ destroy(): void }>();

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onConnect(_session, callback) {
          if (smtp.mode === "hang") return; // never greets
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            if (smtp.mode === "refuse") {
              callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
              return;
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            simpleParser(raw)
              .then((mail) => {
                received.push({
                  envelope: {
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                    to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                  },
                  raw,
                  mail,
                });
                callback();
              })
              .catch(callback);
          });
        },
      });
      next.on("error", () => {});
      // The sockets of hanging connections, so stop() can cut them.
      next.server.on("connection", (socket) => {
        hanging.add(socket);
        socket.on("close", () => hanging.delete(socket));
      });
      next.listen(port, "127.0.0.1", () => {
        port = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
      next.server.once("error", reject);
    });

  const stop = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    for (const socket of hanging) socket.destroy();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  const smtp: TestSmtp = {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    mode: "accept",
    stop,
    start: listen,
    close: stop,
  };
  await listen();
  return smtp;
}
