/**
 * A TCP proxy in this process to the database at `url`, for what a direct connection cannot show: an outage (`cut`
 * drops every connection and refuses new ones until `restore`, on the same port) and distance (`delayMs`: each chunk
 * is held that long on its way, in order, as equal timers fire in the order they were set). `url` is the database's
 * address through the proxy.
 */
import net from "node:net";
import { freePort } from "../../scripts/local-server";

export async function tcpProxy(target: string, { delayMs = 0 }: { readonly delayMs?: number } = {}) {
  const upstreamUrl = new URL(target);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const forward = (from: net.Socket, to: net.Socket) =>
    delayMs > 0
      ? from.on("data", (chunk) => setTimeout(() => to.destroyed || to.write(chunk), delayMs))
      : from.pipe(to);
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(upstreamUrl.port || 5432), upstreamUrl.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket)).on("error", () => {});
        }
        forward(client, upstream);
        forward(upstream, client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  await open();
  const url = new URL(upstreamUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
  };
}
