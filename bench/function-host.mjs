// How soon a function answers locally: through Netlify's emulator (@netlify/dev with its functions on, which bundles
// the function and starts a worker for every request) and through the site's own host (scripts/function-host.ts,
// the functions loaded once in the server's process, as `npm start` and `npm run develop` serve them). Each sends a
// post submit-form refuses (an unknown form, no database needed): 10 one at a time, then 10 at once.
// Usage: npm run bench:function-host
import http from "node:http";
import { NetlifyDev } from "@netlify/dev";
import { tsImport } from "tsx/esm/api";

const RUNS = 10;
const init = {
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
  body: "form-name=no-such-form",
};

async function measure(label, send) {
  await send();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await send();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  const together = await Promise.allSettled(Array.from({ length: RUNS }, send));
  const failed = together.filter((result) => result.status === "rejected").length;
  process.stdout.write(
    `${label.padEnd(12)} one at a time: median ${times[RUNS / 2].toFixed(0)} ms (${times[0].toFixed(0)}-${times.at(-1).toFixed(0)}); ` +
      `${RUNS} at once: ${(performance.now() - started).toFixed(0)} ms, ${failed} failed\n`,
  );
}

/** Sends one post and fails unless the function refused it (400; 503 where the emulator's context asks for a salt). */
const expectRefused = async (response) => {
  await response.text();
  if (![400, 503].includes(response.status)) throw new Error(`answered ${response.status}`);
};

// The functions log each request: quiet here, the figures are what counts.
console.log = () => {};

const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  aiGateway: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  staticFiles: { enabled: false },
  serverAddress: null,
  logger: { log() {}, info() {}, warn() {}, error() {}, debug() {} },
});
await netlify.start();
const origin = "http://localhost:8888";
await measure("emulator", async () =>
  expectRefused(
    await netlify.handle(new Request(`${origin}/.netlify/functions/submit-form`, init), { serverAddress: origin }),
  ),
);
await netlify.stop();

const { functionFor, hostedFunctions } = await tsImport("../scripts/function-host.ts", import.meta.url);
const functions = await hostedFunctions();
const server = http.createServer((req, res) => functionFor(functions, req)(req, res)).listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const url = `http://127.0.0.1:${server.address().port}/.netlify/functions/submit-form`;
await measure("site's host", async () => expectRefused(await fetch(url, init)));
server.close();
process.exit(0);
