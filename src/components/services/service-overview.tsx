import { css } from "@emotion/react";

type ServiceOverviewProps = {
  /** Plain text; a blank line starts a new paragraph. */
  text: string;
};

/** The paragraphs of a text whose paragraphs are separated by blank lines. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const prose = css({ maxWidth: "70ch", marginInline: "auto", fontSize: "1.1rem", p: { marginBlock: "0 1.25em" } });

/** A service's long description, set as readable paragraphs. */
const ServiceOverview = ({ text }: ServiceOverviewProps) => (
  <div css={prose}>
    {paragraphs(text).map((paragraph) => (
      <p key={paragraph}>{paragraph}</p>
    ))}
  </div>
);

export default ServiceOverview;
