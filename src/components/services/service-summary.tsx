import { css } from "@emotion/react";
import Picture from "../ui/picture";
import ButtonLink from "../ui/button-link";
import Icon from "../ui/icon";
import arrowRightIcon from "../../styles/icons/arrow-right";
import checkCircleIcon from "../../styles/icons/check-circle";
import trendingUpIcon from "../../styles/icons/trending-up";
import { servicePath } from "../../hooks/use-services";
import { unstyledList, visuallyHidden } from "../../styles/mixins";
import { colors, mq, radii, shadows, space } from "../../styles/theme";
import type { ImageFile, ServiceStat } from "./service-types";

/** How many key features and benefits a service shows on /services (the detail page shows them all). */
export const SUMMARY_ITEMS = 4;

/** Shown on the picture when a service has no figures of its own. */
const FALLBACK_STAT: ServiceStat = { number: "40%", label: "Average Improvement" };

/** The figure badged on a service's picture: its first stat, or the fallback. */
const headlineStat = (stats: ReadonlyArray<ServiceStat>): ServiceStat => stats[0] ?? FALLBACK_STAT;

export type ServiceSummaryData = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly heroImage: ImageFile;
  readonly heroImageAlt: string;
  readonly features: ReadonlyArray<string>;
  readonly benefits: ReadonlyArray<string>;
  readonly stats: ReadonlyArray<ServiceStat>;
};

type ServiceSummaryProps = {
  service: ServiceSummaryData;
  /** Puts the picture on the right on wide screens, so consecutive services alternate. */
  reverse?: boolean;
  /** Load the picture at once (the first service is near the top of the page). */
  eager?: boolean;
};

const layout = css({
  display: "grid",
  gap: space(8),
  alignItems: "center",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: space(14) },
});

const media = css({ position: "relative" });

const picture = css({ borderRadius: radii.lg, boxShadow: shadows.raised, overflow: "hidden", isolation: "isolate" });

const badge = css({
  position: "absolute",
  left: space(3),
  bottom: space(3),
  display: "grid",
  padding: `${space(2)} ${space(4)}`,
  [mq.sm]: { left: space(4), bottom: space(4), padding: `${space(3)} ${space(5)}` },
  borderRadius: radii.md,
  background: colors.surface,
  boxShadow: shadows.raised,
  borderLeft: `4px solid ${colors.accent}`,
  maxWidth: `calc(100% - ${space(8)})`,
  margin: 0,
});

const lists = css({
  display: "grid",
  gap: space(6),
  marginBlock: space(6),
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});

const listHeading = css({
  fontSize: "1rem",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: colors.primary,
  marginBottom: space(3),
});

const itemList = css(unstyledList, { display: "grid", gap: space(2) });

const item = css({ display: "flex", gap: space(2), alignItems: "flex-start" });

/** One service on /services: picture with its headline figure, the first few features and benefits, and a link to its page. */
const ServiceSummary = ({ service, reverse = false, eager = false }: ServiceSummaryProps) => {
  const image = service.heroImage.childImageSharp?.gatsbyImageData;
  const stat = headlineStat(service.stats);
  const headingId = `service-${service.slug}`;
  return (
    <article aria-labelledby={headingId} css={layout}>
      <div css={[media, reverse && { [mq.lg]: { order: 2 } }]}>
        {image && <Picture image={image} alt={service.heroImageAlt} loading={eager ? "eager" : "lazy"} css={picture} />}
        <p css={badge}>
          <span
            css={{
              fontSize: "clamp(1.3rem, 1rem + 1.5vw, 1.75rem)",
              fontWeight: 800,
              lineHeight: 1.1,
              color: colors.primary,
            }}
          >
            {stat.number}
          </span>{" "}
          <span css={{ fontSize: "0.85rem", color: colors.body }}>{stat.label}</span>
        </p>
      </div>
      <div>
        <h3 id={headingId} css={{ fontSize: "clamp(1.5rem, 1.2rem + 1vw, 2rem)" }}>
          {service.title}
        </h3>
        <p css={{ fontSize: "1.1rem" }}>{service.description}</p>
        <div css={lists}>
          <div>
            <h4 css={listHeading}>Key Features</h4>
            <ul css={itemList}>
              {service.features.slice(0, SUMMARY_ITEMS).map((feature) => (
                <li key={feature} css={item}>
                  <Icon
                    shape={checkCircleIcon}
                    size={20}
                    css={{ flexShrink: 0, marginTop: 2, color: colors.success }}
                  />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 css={listHeading}>Benefits</h4>
            <ul css={itemList}>
              {service.benefits.slice(0, SUMMARY_ITEMS).map((benefit) => (
                <li key={benefit} css={item}>
                  <Icon shape={trendingUpIcon} size={20} css={{ flexShrink: 0, marginTop: 2, color: colors.primary }} />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ButtonLink to={servicePath(service.slug)}>
          Learn More<span css={visuallyHidden}> about {service.title}</span>
          <Icon shape={arrowRightIcon} size={18} />
        </ButtonLink>
      </div>
    </article>
  );
};

export default ServiceSummary;
