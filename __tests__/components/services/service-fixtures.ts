import services from "../../../data/services.json";

/** /services' query answer: the JSON entries in display order, image paths turned into image stubs. */
export const serviceNodes = [...services]
  .sort((a, b) => a.order - b.order)
  .map((service) => ({
    ...service,
    heroImage: {
      childImageSharp: {
        gatsbyImageData: {
          images: { fallback: { src: service.heroImage } },
          width: 640,
          height: 427,
          layout: "constrained" as const,
        },
      },
    },
  }));
