import { createContext } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The images a post's <Figure>s name, optimised at build time, keyed by their path relative to posts/
 * (images/chart.png). The post template queries them (gatsby-node lists them in the page context).
 */
export const FigureImages = createContext<Record<string, IGatsbyImageData | undefined>>({});
