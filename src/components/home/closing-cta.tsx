import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Section from "../ui/section";
import ButtonLink from "../ui/button-link";
import { space } from "../../styles/theme";

type CtaLink = { to: string; label: string };

type ClosingCtaProps = {
  title: string;
  children: ReactNode;
  primary: CtaLink;
  secondary: CtaLink;
  /** Anchor of the band; it also lets the heading name the section. */
  id?: string;
};

const actions = css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space(3) });

/** The coloured band at the end of a page that asks the visitor to take the next step. */
const ClosingCta = ({ title, children, primary, secondary, id = "next-steps" }: ClosingCtaProps) => (
  <Section id={id} tone="dark" title={title} intro={children}>
    <div css={actions}>
      <ButtonLink to={primary.to} variant="light">
        {primary.label}
      </ButtonLink>
      <ButtonLink to={secondary.to} variant="outline-light">
        {secondary.label}
      </ButtonLink>
    </div>
  </Section>
);

export default ClosingCta;
