import { useState } from "react";
import { Link } from "gatsby";
import Picture from "../ui/picture";
import Icon from "../ui/icon";
import { useSiteConfig } from "../../hooks/use-site-config";
import { colors, radii } from "../../styles/theme";
import { visuallyHidden } from "../../styles/mixins";

/** The header logo: the 40x40 image from site config, or its fallback icon if the image cannot load. */
const SiteLogo = () => {
  const { siteTitle, logo } = useSiteConfig();
  const [failed, setFailed] = useState(false);
  const image = logo.image.childImageSharp?.gatsbyImageData;
  const showImage = image && !failed;
  return (
    <Link
      to="/"
      css={{
        display: "inline-flex",
        alignItems: "center",
        gap: 10,
        textDecoration: "none",
        color: colors.ink,
        fontWeight: 800,
        fontSize: "1.1rem",
      }}
    >
      {showImage ? (
        <Picture
          image={image}
          alt=""
          loading="eager"
          onError={() => setFailed(true)}
          css={{ width: logo.width, height: logo.height, borderRadius: radii.sm }}
        />
      ) : (
        <span
          data-testid="logo-fallback"
          css={{
            display: "inline-grid",
            placeItems: "center",
            width: logo.width,
            height: logo.height,
            borderRadius: radii.sm,
            background: colors.primary,
            color: colors.onPrimary,
          }}
        >
          <Icon shape={logo.fallbackIconPath} size={24} />
        </span>
      )}
      {/* On a phone the bar needs the room for Call and Book a call; the name stays the link's name. */}
      <span css={{ "@media (max-width: 639.98px)": visuallyHidden }}>{siteTitle}</span>
    </Link>
  );
};

export default SiteLogo;
