import type { Ref } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import PageHero from "../ui/page-hero";
import Icon from "../ui/icon";
import checkCircleIcon from "../../styles/icons/check-circle";
import LoginForm from "./login-form";
import SecurityNotice from "./security-notice";
import { container, unstyledList } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";
import lockIcon from "../../styles/icons/lock";

type PortalLoginProps = {
  onSignIn: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

const band = css({ background: colors.surfaceAlt, paddingBlock: space(12), [mq.lg]: { paddingBlock: space(16) } });

const grid = css(container, {
  display: "grid",
  gap: space(10),
  alignItems: "start",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: space(16) },
});

const features = css(unstyledList, {
  display: "grid",
  gap: space(3),
  margin: `${space(4)} 0 ${space(8)}`,
  li: { display: "flex", gap: space(3), alignItems: "flex-start" },
  svg: { flexShrink: 0, marginTop: 3, color: colors.success },
});

const portalFeatures = [
  "The services you have with us and their status",
  "Savings, support tickets and reports, month by month",
  "Messages from your account manager and support team",
  "Quick ways to request support or book time with us",
];

/** The signed-out view: what the portal is, the login card, and how new practices get access. */
const PortalLogin = ({ onSignIn, headingRef }: PortalLoginProps) => (
  <>
    <PageHero art={lockIcon} eyebrow="For Vedha clients" title="Client Portal">
      <p>Sign in to follow your services, savings, support tickets and reports, and to reach your account manager.</p>
    </PageHero>
    <div css={band}>
      <div css={grid}>
        <LoginForm onSignIn={onSignIn} headingRef={headingRef} />
        <section aria-labelledby="portal-about-heading">
          <h2 id="portal-about-heading" css={{ fontSize: "1.5rem" }}>
            What you'll find inside
          </h2>
          <ul css={features}>
            {portalFeatures.map((feature) => (
              <li key={feature}>
                <Icon shape={checkCircleIcon} />
                {feature}
              </li>
            ))}
          </ul>
          <p css={{ fontWeight: 600, color: colors.ink }}>Not a client yet?</p>
          <p>
            Portal accounts come with every Vedha service. <Link to="/contact/">Contact us to get started</Link>.
          </p>
          <SecurityNotice css={{ marginTop: space(8) }} />
        </section>
      </div>
    </div>
  </>
);

export default PortalLogin;
