/**
 * The SMTP server of __tests__/support/smtp-receiver.ts for the tests, each mail read back with mailparser by the time its
 * sender's send resolves.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { startSmtpReceiver, type SmtpReceiver } from "../../support/smtp-receiver";

export type ReceivedMail = {
  /** The SMTP envelope: who the server was told the mail is from and to. */
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  readonly raw: string;
  readonly mail: ParsedMail;
};

export type TestSmtp = {
  /** SMTP_URL for this server. */
  readonly url: string;
  /** Parsed, in the order they arrived; empty it between tests with `received.length = 0`. */
  readonly received: ReceivedMail[];
  mode: SmtpReceiver["mode"];
  /** Stops listening: connections are refused, as by a server that is down. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const receiver = await startSmtpReceiver(async ({ from, to, raw }) => {
    received.push({ envelope: { from, to }, raw, mail: await simpleParser(raw) });
  });
  return {
    get url() {
      return receiver.url;
    },
    received,
    get mode() {
      return receiver.mode;
    },
    set mode(mode) {
      receiver.mode = mode;
    },
    stop: () => receiver.stop(),
    start: () => receiver.start(),
    close: () => receiver.stop(),
  };
}

/** The settings mailThrough set, for forgetMailSettings. */
const setByTests = new Set<string>();

/**
 * Before a test: mail goes through this server (not into files), from a test sender, with the transport's usual
 * timeouts (a busy machine's slow send is not a failure; a test of a hanging server shortens them itself), and
 * `settings` besides (recipients, say); nothing received yet, and the server accepting.
 */
export function mailThrough(smtp: TestSmtp, settings: Record<string, string> = {}) {
  const all = {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vedha Healthcare <no-reply@vedha.test>",
    ...settings,
  };
  delete process.env.SMTP_TIMEOUT_MS;
  Object.assign(process.env, all);
  for (const name of Object.keys(all)) setByTests.add(name);
  delete process.env.MAIL_CATCH_DIR;
  smtp.received.length = 0;
  smtp.mode = "accept";
}

/** After the tests: the settings mailThrough set are gone. */
export function forgetMailSettings() {
  for (const name of setByTests) delete process.env[name];
  setByTests.clear();
}
