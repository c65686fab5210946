import { createHash } from "crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { builtPages, withContentSecurityPolicy } from "../../plugins/content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = [
  '<html><head><meta charSet="utf-8"/><style data-emotion="css abc">.a{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Thing"}</script></head><body>',
  '<script type="module">loadImages()</script><script src="/app.js" async></script>',
  '<script>window.pagePath="/"</script></body></html>',
].join("");

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? "";
const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("withContentSecurityPolicy", () => {
  const html = withContentSecurityPolicy(page, "https://www.openstreetmap.org");
  const policy = policyOf(html);

  it("puts the policy right after the charset, ahead of every script and style", () => {
    expect(html.startsWith('<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true);
  });

  it("allows exactly this page's inline scripts by hash, never 'unsafe-inline' or 'unsafe-eval'", () => {
    expect(directive(policy, "script-src")).toBe(
      `script-src 'self' ${sha("loadImages()")} ${sha('window.pagePath="/"')}`,
    );
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, "script-src")).not.toMatch(/unsafe-inline/);
  });

  it("allows this page's style elements by hash, plus the empty ones Emotion fills after hydration", () => {
    expect(directive(policy, "style-src-elem")).toBe(`style-src-elem 'self' ${sha("")} ${sha(".a{color:red}")}`);
  });

  it("frames only the map's host and closes objects, base and form targets", () => {
    expect(directive(policy, "frame-src")).toBe("frame-src https://www.openstreetmap.org");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
  });

  it("replaces the policy of a page built before (a warm build), so a page has one, for its scripts as they are now", () => {
    expect(withContentSecurityPolicy(html, "https://www.openstreetmap.org")).toBe(html);
    const rebuilt = withContentSecurityPolicy(
      html.replace("loadImages()", "loadImagesAgain()"),
      "https://www.openstreetmap.org",
    );
    expect(rebuilt.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(directive(policyOf(rebuilt), "script-src")).toContain(sha("loadImagesAgain()"));
    expect(directive(policyOf(rebuilt), "script-src")).not.toContain(sha("loadImages()"));
  });

  it("gives a changed inline script a different hash, so a tampered page would be blocked", () => {
    const tampered = withContentSecurityPolicy(
      page.replace("loadImages()", "steal()"),
      "https://www.openstreetmap.org",
    );
    expect(directive(policyOf(tampered), "script-src")).not.toContain(sha("loadImages()"));
  });
});

describe("builtPages", () => {
  it("finds every page of a build, skipping only the top folders that hold none (the editor's among them)", () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "built-pages-"));
    const files = ["index.html", "404.html", "blog/admin/index.html", "blog/static/index.html", "admin/index.html"];
    for (const file of [...files, "static/x/index.html", "page-data/index.html"]) {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      writeFileSync(path.join(publicDir, file), "<html></html>");
    }
    try {
      const found = builtPages(publicDir).map((file) => path.relative(publicDir, file));
      expect(found.sort()).toEqual(["404.html", "blog/admin/index.html", "blog/static/index.html", "index.html"]);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
