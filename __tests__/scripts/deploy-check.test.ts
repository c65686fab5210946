/**
 * The deploy check fails, naming the function and what Netlify did not read, when a function's route is written in
 * a form Netlify's bundler cannot read; `npm test` runs it on the site's own functions.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { scriptArgs } from "../support/run-script";

jest.setTimeout(90_000);

it("names a function whose path is not a literal, and passes over one whose path is", async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "functions-"));
  const handler = 'export default async () => new Response("", { status: 401 });\n';
  fs.writeFileSync(path.join(directory, "routed.mjs"), `export const config = { path: "/api/routed/*" };\n${handler}`);
  fs.writeFileSync(
    path.join(directory, "unread.mjs"),
    `const base = "/api/unread";\nexport const config = { path: \`\${base}/*\` };\n${handler}`,
  );
  const run = promisify(execFile)(process.execPath, scriptArgs("scripts/deploy-check.ts", "--functions", directory), {
    cwd: path.resolve(__dirname, "../.."),
  });
  const failure = (await run.then(
    () => undefined,
    (error: unknown) => error,
  )) as { code: number; stdout: string; stderr: string } | undefined;
  fs.rmSync(directory, { recursive: true });

  expect(failure?.code).toBe(1);
  expect(failure?.stdout).toMatch(/FAIL unread/);
  expect(failure?.stderr).toContain(`unread: its config says path "/api/unread/*", but Netlify's bundler read none`);
  expect(failure?.stderr).not.toMatch(/routed: its config/);
});
