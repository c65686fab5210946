/**
 * gatsby-plugin-image server-renders lazy images with their addresses in data-src and data-srcset (an inline
 * script moves them to src and srcset at once in every browser with native lazy loading) and gives its
 * invisible sizer image role="presentation" beside alt="". Both are invalid HTML. Writing the addresses where
 * HTML expects them lets the browser's own loading="lazy" do the same work, also without JavaScript; the
 * component replaces this markup with its own when it hydrates, so nothing else changes.
 */
export function validImageMarkup(html: string): string {
  return html
    .replace(/<(img|source)\b([^>]*)>/g, (_tag, name: string, attributes: string) =>
      `<${name}${attributes.replace(/ data-(srcset|src)="/g, (_match, attribute: string) => ` ${attribute}="`)}>`,
    )
    .replace(/<img alt="" role="presentation" aria-hidden="true"/g, '<img alt="" aria-hidden="true"');
}
