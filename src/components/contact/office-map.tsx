import { useRef } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import mapPinIcon from "../../styles/icons/map-pin";
import { useNearViewport } from "../../hooks/use-near-viewport";
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

/** The frame itself: the map page, sandboxed. */
const MapFrame = ({ embedUrl, address }: OfficeMapProps) => (
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
);

/**
 * The office on a third-party map, with a plain link for anyone the frame fails. The frame is added only when
 * scrolled near: in the static HTML, even with loading="lazy", the browser would fetch the map page from its
 * origin while the first screen paints, which delayed the page's first paint (LCP) by about half a second.
 * Without JavaScript the <noscript> copy loads it as before.
 */
const OfficeMap = ({ embedUrl, address }: OfficeMapProps) => {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <figure css={{ margin: 0 }}>
      <div css={frame} ref={box}>
        <div css={placeholder} aria-hidden="true">
          <Icon shape={mapPinIcon} size={32} />
          <span>{address}</span>
        </div>
        {near ? (
          <MapFrame embedUrl={embedUrl} address={address} />
        ) : (
          <noscript>
            <MapFrame embedUrl={embedUrl} address={address} />
          </noscript>
        )}
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
};

export default OfficeMap;
