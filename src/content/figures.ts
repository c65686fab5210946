/**
 * The <Figure> tags of a post's text (src/components/mdx/figure.tsx). The build checks each one here, since
 * MDX cannot, and gatsby-node lists their images so the post template can query them optimised.
 * Attributes must be plain text in quotes, as CONTENT.md shows: src="./images/x.png" alt="…" caption="…".
 */
import fs from "fs";
import path from "path";

type FigureTag = { line: number; attributes: Record<string, string>; expressions: boolean };

const tagPattern = /<Figure\b((?:\s+[A-Za-z]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/g;
const attributePattern = /([A-Za-z]+)=(?:"([^"]*)"|'([^']*)'|(\{[^}]*\}))/g;

function figureTags(text: string): FigureTag[] {
  return [...text.matchAll(tagPattern)].map((match) => {
    const attributes: Record<string, string> = {};
    let expressions = false;
    for (const [, name, double, single, expression] of match[1].matchAll(attributePattern)) {
      if (expression !== undefined) expressions = true;
      else attributes[name] = double ?? single;
    }
    return { line: text.slice(0, match.index).split("\n").length, attributes, expressions };
  });
}

/** The images a post's text shows in <Figure>s, as written (relative to the post file). */
export function figureSources(body: string): string[] {
  return figureTags(body).flatMap((tag) => (tag.attributes.src ? [tag.attributes.src] : []));
}

/** One message per problem with a <Figure> of the post file `file`, whose whole text is `source`. */
export function figureErrors(file: string, source: string): string[] {
  const folder = path.dirname(file);
  return figureTags(source).flatMap(({ line, attributes, expressions }) => {
    const at = `<Figure> on line ${line}`;
    if (expressions) return [`${at} uses {…} in an attribute: write src, alt and caption as text in double quotes`];
    const errors: string[] = [];
    const { src, alt, caption } = attributes;
    const image = src ? path.resolve(folder, src) : "";
    if (!src) errors.push(`${at} has no src: add src="./images/your-image.png"`);
    else if (path.relative(folder, image).startsWith("..") || !/\.(png|jpe?g|webp|avif)$/i.test(src)) {
      errors.push(
        `${at} has src="${src}": it must name a .png, .jpg, .webp or .avif file in posts/images/, e.g. ./images/chart.png`,
      );
    } else if (!fs.existsSync(image)) {
      errors.push(
        `${at} names ${src}, but there is no such file: add the image as ${path.relative(process.cwd(), image)} or correct the path`,
      );
    }
    if (!alt?.trim()) errors.push(`${at} has no alt text: add alt="…" saying what the image shows`);
    if (!caption?.trim()) errors.push(`${at} has no caption: add caption="…"`);
    return errors;
  });
}

/**
 * The File nodes of the images a post's <Figure>s name, by id, for the post template's query (by id, see
 * src/content/resolvers.ts). `files` maps a file's absolute path to its node id.
 */
export function figureFileIds(
  body: string | null,
  contentFilePath: string | null,
  files: Map<string, string>,
): string[] {
  const folder = path.dirname(contentFilePath ?? "");
  return figureSources(body ?? "").flatMap((src) => files.get(path.resolve(folder, src)) ?? []);
}
