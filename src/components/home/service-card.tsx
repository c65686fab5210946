import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import Icon from "../ui/icon";
import arrowRightIcon from "../../styles/icons/arrow-right";
import { servicePath } from "../../hooks/use-services";
import { colors, radii, shadows, space } from "../../styles/theme";

export type ServiceCardData = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly heroImage: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
};

type ServiceCardProps = {
  service: ServiceCardData;
};

const article = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  transition: "box-shadow 150ms, transform 150ms",
  "&:hover": { boxShadow: shadows.raised, transform: "translateY(-2px)" },
  // Keyboard focus on the title link outlines the whole card, which is what the link covers.
  "&:focus-within": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
  "a:focus-visible": { outline: "none" },
});

/** The title link stretches over the card, so the whole card is one link with one name. */
const titleLink = css({
  color: colors.ink,
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute", inset: 0 },
  "&:hover": { color: colors.primary },
});

/** A service on the home page: picture, name, summary and where to read more. */
const ServiceCard = ({ service }: ServiceCardProps) => {
  const image = service.heroImage.childImageSharp?.gatsbyImageData;
  return (
    <article css={article}>
      {/* Decorative here: the title beside it says what the service is. */}
      {image && <Picture image={image} alt="" />}
      <div css={{ display: "flex", flexDirection: "column", flex: 1, padding: space(6) }}>
        <h3>
          <Link to={servicePath(service.slug)} css={titleLink}>
            {service.title}
          </Link>
        </h3>
        <p>{service.description}</p>
        <span
          aria-hidden="true"
          css={{
            marginTop: "auto",
            display: "inline-flex",
            alignItems: "center",
            gap: space(2),
            fontWeight: 700,
            color: colors.primary,
          }}
        >
          Learn more <Icon shape={arrowRightIcon} size={18} />
        </span>
      </div>
    </article>
  );
};

export default ServiceCard;
