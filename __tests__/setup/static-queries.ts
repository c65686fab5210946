// Answers for the named static queries of src/hooks, built from the real data files, so component
// tests render what the site renders.
import siteConfig from "../../data/site-config.json";
import services from "../../data/services.json";

const image = (src: string) => ({
  childImageSharp: { gatsbyImageData: { images: { fallback: { src } }, width: 40, height: 40, layout: "fixed" } },
});

/** Every service of data/services.json in the order the site shows them (the ServiceLinks query sorts by order). */
export const servicesInOrder = [...services].sort((a, b) => a.order - b.order);

const answers: Record<string, () => unknown> = {
  SiteConfig: () => ({
    siteConfigJson: { ...siteConfig, logo: { ...siteConfig.logo, image: image(siteConfig.logo.image) } },
  }),
  ServiceLinks: () => ({ allServicesJson: { nodes: servicesInOrder } }),
};

export function staticQueryData(query: string): unknown {
  const name = /query\s+(\w+)/.exec(query)?.[1];
  const answer = name ? answers[name] : undefined;
  if (!answer) throw new Error(`No test data for static query ${name ?? query.slice(0, 40)}`);
  return answer();
}
