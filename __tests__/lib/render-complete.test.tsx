import { Suspense } from "react";
import { renderComplete } from "../../src/lib/render-complete";

describe("renderComplete", () => {
  it("gives the page's text whole, with no stray zero byte where a multi-byte character met React's 2 KB buffer", async () => {
    // Many small pieces, as a page is made of, with a © and an em dash at every offset around a buffer's end.
    for (let padding = 0; padding < 8; padding++) {
      const page = (
        <Suspense fallback={null}>
          <p>{"x".repeat(padding)}</p>
          {Array.from({ length: 400 }, (_, index) => (
            <span key={index}>© 2026 — ok</span>
          ))}
        </Suspense>
      );
      const html = await renderComplete(page);
      expect(html).not.toContain("\0");
      expect(html.match(/© 2026 — ok/g)).toHaveLength(400);
    }
  });
});
