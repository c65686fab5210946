import FigureBand, { type FigureItem } from "./figure-band";
import { useSiteConfig, type SiteConfig } from "../../hooks/use-site-config";

type TrustStripProps = {
  /** Defaults to HIPAA Compliant, then the site's support, practices and satisfaction claims (data/site-config.json). */
  items?: FigureItem[];
  /** Names the strip for assistive technology (a visually hidden heading). */
  title?: string;
};

/** The claims whose label matches, in this order; the figures themselves come from data/site-config.json. */
const CLAIM_PATTERNS = [/support/i, /practice/i, /satisf/i];

function defaultFigureItems(claims: SiteConfig["claims"]): FigureItem[] {
  const fromClaims = CLAIM_PATTERNS.flatMap((pattern) => {
    const claim = claims.find((c) => pattern.test(c.label));
    return claim ? [{ headline: claim.number, caption: claim.label }] : [];
  });
  return [{ headline: "HIPAA", caption: "Compliant" }, ...fromClaims];
}

/** A dark band of trust signals closing a page: compliance, support and the headline figures. */
const TrustStrip = ({ items, title = "Why practices trust us" }: TrustStripProps) => {
  const { claims } = useSiteConfig();
  return <FigureBand tone="dark" title={title} items={items ?? defaultFigureItems(claims)} />;
};

export default TrustStrip;
