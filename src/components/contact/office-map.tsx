import { css } from "@emotion/react";
import Icon from "../ui/icon";
import mapPinIcon from "../ui/icons/map-pin";
import { visuallyHidden } from "../../styles/mixins";
import { colors, mq, radii, space } from "../../styles/theme";

type OfficeMapProps = {
  /** The embeddable map page (site config mapEmbedUrl). */
  embedUrl: string;
  /** The office address on one line: names the frame and finds the office on the full map. */
  address: string;
};

/**
 * A full-page map for the embedded one: OpenStreetMap embeds carry the office's marker, which the main site
 * opens centred on it; any other map is found by address.
 */
function largerMapUrl(embedUrl: string, address: string): string {
  const marker = new URL(embedUrl).searchParams.get("marker");
  const [lat, lon] = marker?.split(",").map((part) => part.trim()) ?? [];
  if (lat && lon && /openstreetmap\.org$/.test(new URL(embedUrl).hostname)) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

// The frame's box is reserved before the map loads, so nothing below it moves.
const frame = css({
  position: "relative",
  aspectRatio: "4 / 3",
  overflow: "hidden",
  borderRadius: radii.lg,
  border: `1px solid ${colors.line}`,
  background: colors.surfaceAlt,
  [mq.md]: { aspectRatio: "16 / 9" },
  iframe: { position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 },
});

// Shown behind the frame until the map paints over it (or if it never loads).
const placeholder = css({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: space(2),
  padding: space(4),
  textAlign: "center",
  color: colors.muted,
  svg: { color: colors.primary },
});

/** The office on a third-party map, loaded only when scrolled near, with a plain link for anyone the frame fails. */
const OfficeMap = ({ embedUrl, address }: OfficeMapProps) => (
  <figure css={{ margin: 0 }}>
    <div css={frame}>
      <div css={placeholder} aria-hidden="true">
        <Icon shape={mapPinIcon} size={32} />
        <span>{address}</span>
      </div>
      <iframe
        src={embedUrl}
        title={`Map showing our office at ${address}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // The map needs its scripts, and its own links may open a tab; it gets no access to this site.
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        width="1200"
        height="675"
      />
    </div>
    <figcaption css={{ display: "flex", justifyContent: "flex-end", marginTop: space(2) }}>
      <a
        href={largerMapUrl(embedUrl, address)}
        css={{ display: "inline-flex", alignItems: "center", gap: space(1.5), minHeight: 44, fontWeight: 600 }}
      >
        <Icon shape={mapPinIcon} size={18} />
        View larger map<span css={visuallyHidden}> on OpenStreetMap</span>
      </a>
    </figcaption>
  </figure>
);

export default OfficeMap;
