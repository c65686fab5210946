import { createElement, Fragment, useMemo, type ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { PostComponentName, PostNode } from "../../lib/post-tree";
import { FigureImages } from "./figure-images";
import { mdxComponents } from "./mdx-components";

type FigureFile = { relativePath: string; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };

type PostContentProps = {
  /** The post's text as the build compiled it (src/content/post-content.ts). */
  nodes: readonly PostNode[];
  /** The images the post's <Figure>s name, as the post template queries them. */
  figures: readonly FigureFile[];
};

const isComponent = (type: string): type is PostComponentName =>
  Object.prototype.hasOwnProperty.call(mdxComponents, type);

/** Children are passed as arguments, not as an array, so React needs no keys for them (as in compiled MDX). */
function render(node: PostNode): ReactNode {
  if (typeof node === "string") return node;
  const [type, props, ...children] = node;
  return createElement(isComponent(type) ? mdxComponents[type] : type, props, ...children.map(render));
}

/** A post's text: HTML elements and the post components (mdx-components.ts), with the images of its figures. */
const PostContent = ({ nodes, figures }: PostContentProps) => {
  const images = useMemo(
    () => Object.fromEntries(figures.map((file) => [file.relativePath, file.childImageSharp?.gatsbyImageData])),
    [figures],
  );
  return (
    <FigureImages.Provider value={images}>{createElement(Fragment, null, ...nodes.map(render))}</FigureImages.Provider>
  );
};

export default PostContent;
