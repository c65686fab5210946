import { useMemo, type ReactNode } from "react";
import { MDXProvider } from "@mdx-js/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { FigureImages } from "./figure-images";
import { mdxComponents } from "./mdx-components";

type FigureFile = { relativePath: string; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };

type PostComponentsProps = {
  /** The images the post's <Figure>s name, as the post template queries them. */
  figures: readonly FigureFile[];
  children: ReactNode;
};

/** Lets a post's MDX use the site components (mdx-components.ts) without importing them. */
const PostComponents = ({ figures, children }: PostComponentsProps) => {
  const images = useMemo(() => Object.fromEntries(figures.map((file) => [file.relativePath, file.childImageSharp?.gatsbyImageData])), [figures]);
  return (
    <FigureImages.Provider value={images}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </FigureImages.Provider>
  );
};

export default PostComponents;
