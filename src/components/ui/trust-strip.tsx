import FigureBand, { type FigureItem } from "./figure-band";
import { useSiteConfig, type SiteConfig } from "../../hooks/use-site-config";
import { claimsById } from "../../lib/claims";

type TrustStripProps = {
  /** Defaults to HIPAA Compliant, then the site's support, practices and satisfaction claims (data/site-config.json). */
  items?: FigureItem[];
  /** Names the strip for assistive technology (a visually hidden heading). */
  title?: string;
};

function defaultFigureItems(claims: SiteConfig["claims"]): FigureItem[] {
  const fromClaims = claimsById(claims, ["support", "practices", "satisfaction"]).map((claim) => ({
    headline: claim.number,
    caption: claim.label,
  }));
  return [{ headline: "HIPAA", caption: "Compliant" }, ...fromClaims];
}

/** A dark band of trust signals closing a page: compliance, support and the headline figures. */
const TrustStrip = ({ items, title = "Why practices trust us" }: TrustStripProps) => {
  const { claims } = useSiteConfig();
  return <FigureBand tone="dark" title={title} items={items ?? defaultFigureItems(claims)} />;
};

export default TrustStrip;
