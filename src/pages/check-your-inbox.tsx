import type { HeadProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import { useSiteConfig } from "../hooks/use-site-config";
import { HELD_POST_CONFIRM_DAYS } from "../lib/held-posts";
import { card } from "../styles/mixins";
import mailIcon from "../styles/icons/mail";

/**
 * Where a form the website held as too quick leads (src/lib/held-posts.ts): nothing is sent to the team until its
 * sender presses the button of the mail we sent them. The same page with or without JavaScript.
 */
const CheckYourInboxPage = () => {
  const { contact } = useSiteConfig();
  return (
    <Layout>
      <PageHero art={mailIcon} eyebrow="One more step" title="Check Your Inbox">
        <p>We sent you a mail: press its button to send your request.</p>
      </PageHero>
      <Section tone="tint">
        <div css={[card, { maxWidth: "40rem", marginInline: "auto" }]}>
          <h2 css={{ fontSize: "1.25rem" }}>Why we ask</h2>
          <p>
            Your form was sent so quickly after the page opened (a browser or password manager filling it in can be that
            quick) that we hold it until you confirm it. That keeps robots from sending forms in other people’s names.
          </p>
          <p>
            The button works for {HELD_POST_CONFIRM_DAYS} days. No mail? Look in your spam folder, or call us at{" "}
            <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>.
          </p>
          <ButtonLink to="/">Return to Home</ButtonLink>
        </div>
      </Section>
    </Layout>
  );
};

export default CheckYourInboxPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Check Your Inbox"
    description="We sent you a mail: press its button to send your request."
    pathname={location.pathname}
  />
);
