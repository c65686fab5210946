import type { ReactEventHandler } from "react";
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

type PictureProps = {
  /** gatsbyImageData from gatsby-transformer-sharp: the sizes and formats made at build time. */
  image: IGatsbyImageData;
  alt: string;
  /** "eager" for an image in the first screen (the LCP image); the rest load as they near the viewport. */
  loading?: "eager" | "lazy";
  className?: string;
  onError?: ReactEventHandler<HTMLImageElement>;
};

const wrapper = css({ position: "relative", overflow: "hidden" });
const constrained = css({ display: "inline-block", verticalAlign: "top" });
const fill = css({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  padding: 0,
  maxWidth: "none",
  objectFit: "cover",
});

/** An invisible image of the given size: it gives a constrained wrapper its width (up to `width`) and shape. */
const sizerSource = (width: number, height: number) =>
  `data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`;

/**
 * An image optimised at build time (AVIF, WebP and the original format in several widths), as plain HTML
 * that needs no script: the box of gatsby-plugin-image's GatsbyImage (fixed, constrained or full width, so
 * nothing moves when it loads), the image's dominant colour behind it until it paints, and the browser's own
 * lazy loading. GatsbyImage in its place made every lead form ready 0.3-0.7 s later (npm run bench:form-ready,
 * docs/architecture.md) for its script on every page and on every image, which only fade the image in. Transparent
 * images (logos) are queried with placeholder: NONE, so no colour shows through them.
 */
const Picture = ({ image, alt, loading = "lazy", className, onError }: PictureProps) => {
  const { layout, width, height, backgroundColor, images } = image;
  const sources = images.sources ?? [];
  return (
    <div
      className={className}
      css={[wrapper, layout === "constrained" && constrained]}
      style={layout === "fixed" ? { width, height, backgroundColor } : { backgroundColor }}
    >
      {layout === "fullWidth" && <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />}
      {layout === "constrained" && (
        <div style={{ maxWidth: width, display: "block" }}>
          <img
            alt=""
            aria-hidden="true"
            src={sizerSource(width, height)}
            style={{ maxWidth: "100%", display: "block", position: "static" }}
          />
        </div>
      )}
      <picture>
        {sources.map(({ media, srcSet, sizes, type }) => (
          <source key={`${type}${media}${srcSet}`} type={type} media={media} srcSet={srcSet} sizes={sizes} />
        ))}
        <img
          css={fill}
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          alt={alt}
          loading={loading}
          decoding="async"
          onError={onError}
        />
      </picture>
    </div>
  );
};

export default Picture;
