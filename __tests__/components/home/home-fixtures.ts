// The home page query's answer, built from the real data files and posts, so tests render what the site renders.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import clientLogos from "../../../data/client-logos.json";
import testimonials from "../../../data/testimonials.json";
import { realPosts } from "../blog/blog-fixtures";

export const image = (src: string, size = 64) => ({
  childImageSharp: {
    gatsbyImageData: {
      images: { fallback: { src } },
      width: size,
      height: size,
      layout: "fixed",
    } as unknown as IGatsbyImageData,
  },
});

import { servicesInOrder } from "../../setup/static-queries";

export { servicesInOrder };

export const homeSlides = testimonials.map(({ id, image: src, name, title, company, quote, rating }) => ({
  jsonId: id,
  name,
  title,
  company,
  quote,
  rating,
  image: image(src),
}));

export const homePageData = (): Queries.HomePageQuery => ({
  allServicesJson: {
    nodes: servicesInOrder.slice(0, 4).map(({ slug, title, description, heroImage }) => ({
      slug,
      title,
      description,
      heroImage: image(heroImage, 600),
    })),
  },
  allClientLogosJson: { nodes: clientLogos.map(({ name, logo }) => ({ name, logo: image(logo, 180) })) },
  allTestimonialsJson: { nodes: homeSlides },
  allMdx: { nodes: realPosts().slice(0, 3) },
});
