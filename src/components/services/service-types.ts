import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A File from the data layer as the page queries select it (childImageSharp is null for non-images). */
export type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };

/** A headline figure of a service, e.g. 40% Less documentation time. */
export type ServiceStat = { readonly number: string; readonly label: string };
