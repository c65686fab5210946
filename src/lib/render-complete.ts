import { PassThrough } from "stream";
import { text } from "stream/consumers";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * The page's whole HTML once everything has rendered, lazy components included (the lead forms: see
 * src/components/forms/lazy-form.tsx), as Gatsby's own renderer does; renderToString would leave them out.
 *
 * React 18's stream encodes into 2 KB buffers and, when a multi-byte character (©, an em dash) does not fit at the
 * end of one, sends the whole buffer, unwritten zero bytes included (fixed in React 19). A NUL is never part of a
 * page (the HTML parser refuses it), so those are taken out.
 */
export function renderComplete(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      // text() decodes the whole stream, so a character split between two chunks stays whole.
      onAllReady: () => resolve(text(pipe(new PassThrough())).then((html) => html.replaceAll("\0", ""))),
      onError: reject,
    });
  });
}
