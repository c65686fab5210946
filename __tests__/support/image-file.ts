/**
 * The file an image shows: GatsbyImage renders a lazy image's file in data-src, which gatsby-plugin-image's script
 * moves to src in the browser (jsdom runs no such script).
 */
export const imageFile = (image: Element | null) => image?.getAttribute("src") ?? image?.getAttribute("data-src");
