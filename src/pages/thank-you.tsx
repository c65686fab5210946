import type { HeadProps } from "gatsby";
import { css } from "@emotion/react";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import Icon from "../components/ui/icon";
import clockIcon from "../styles/icons/clock";
import mailIcon from "../styles/icons/mail";
import phoneIcon from "../styles/icons/phone";
import ExpectationList from "../components/forms/expectation-list";
import { useSiteConfig } from "../hooks/use-site-config";
import { card, unstyledList } from "../styles/mixins";
import { colors, mq, space } from "../styles/theme";

const steps = [
  "We review your requirements and the details you sent.",
  "We contact you to schedule a time that suits you.",
  "We send you a proposal with pricing and a timeline.",
];

const grid = css({
  display: "grid",
  gap: space(6),
  alignItems: "start",
  maxWidth: 960,
  marginInline: "auto",
  [mq.md]: { gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)" },
});

const contactList = css(unstyledList, {
  display: "grid",
  gap: space(3),
  li: { display: "flex", gap: space(3), alignItems: "center" },
  svg: { flexShrink: 0, color: colors.primary },
  a: { fontWeight: 700, overflowWrap: "anywhere" },
});

const ThankYouPage = () => {
  const { contact } = useSiteConfig();
  return (
    <Layout>
      <PageHero eyebrow="Submission received" title="Thank You for Your Submission!">
        <p>Our team will be in touch within 24 hours.</p>
        <p>
          Signed up for our newsletter? Press the link in the email we just sent you to confirm: until then you are not
          subscribed.
        </p>
      </PageHero>
      <Section tone="tint">
        <div css={grid}>
          <ExpectationList ordered title="What happens next" items={steps} />
          <div css={card}>
            <h2 css={{ fontSize: "1.25rem" }}>Need us sooner?</h2>
            <ul css={contactList}>
              <li>
                <Icon shape={phoneIcon} />
                <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>
              </li>
              <li>
                <Icon shape={mailIcon} />
                <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
              </li>
              <li>
                <Icon shape={clockIcon} />
                <span>24-hour response time</span>
              </li>
            </ul>
          </div>
        </div>
        <div css={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space(3), marginTop: space(10) }}>
          <ButtonLink to="/">Return to Home</ButtonLink>
          <ButtonLink to="/services/" variant="secondary">
            Explore Services
          </ButtonLink>
        </div>
      </Section>
    </Layout>
  );
};

export default ThankYouPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Thank You"
    description="Thank you for your submission. Our team will be in touch within 24 hours."
    pathname={location.pathname}
  />
);
