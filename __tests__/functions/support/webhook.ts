/** A sales webhook for the tests: a real HTTP server that records each message and answers as it is told. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TestWebhook = {
  /** Its address, for LEAD_WEBHOOK_URL. */
  readonly url: string;
  /** The JSON body of every message received, oldest first. */
  readonly messages: { text?: string }[];
  /** The text of every message received, oldest first. */
  texts(): (string | undefined)[];
  /** What the next messages get: a status, or "hang" (never answered until close). */
  answer: number | "hang";
  close(): Promise<void>;
};

export async function startWebhook(answer: TestWebhook["answer"] = 200): Promise<TestWebhook> {
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let data = "";
    req
      .on("data", (chunk) => (data += chunk))
      .on("end", () => {
        webhook.messages.push(JSON.parse(data) as { text?: string });
        if (webhook.answer === "hang") hanging.push(res);
        else res.writeHead(webhook.answer).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const webhook: TestWebhook = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    messages: [],
    texts: () => webhook.messages.map((message) => message.text),
    answer,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return webhook;
}
