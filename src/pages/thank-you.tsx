import type { PageProps } from "gatsby";
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
import BookedConsultation from "../components/forms/booked-consultation";
import ExpectationList from "../components/forms/expectation-list";
import { useHydrated } from "../hooks/use-hydrated";
import { useSiteConfig } from "../hooks/use-site-config";
import type { FormName } from "../form-definitions";
import { CONFIRMATIONS, GENERAL_CONFIRMATION, type RequestSummary } from "../lib/confirmations";
import { bookingOf } from "../lib/submit-lead";
import { card, unstyledList } from "../styles/mixins";
import { colors, mq, space } from "../styles/theme";
import checkCircleIcon from "../styles/icons/check-circle";

/** On a form's own thank-you page (/thank-you/<form>/, gatsby-node.ts), which form was sent. */
type ThankYouContext = { form?: FormName };

const grid = css({
  display: "grid",
  gap: space(6),
  alignItems: "start",
  maxWidth: 960,
  marginInline: "auto",
  [mq.md]: { gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)" },
});

const column = css({ display: "grid", gap: space(6) });

const contactList = css(unstyledList, {
  display: "grid",
  gap: space(3),
  li: { display: "flex", gap: space(3), alignItems: "center" },
  svg: { flexShrink: 0, color: colors.primary },
  a: { fontWeight: 700, overflowWrap: "anywhere" },
});

const answers = css({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${space(2)} ${space(4)}`,
  margin: 0,
  dt: { color: colors.muted },
  dd: { margin: 0, fontWeight: 700 },
});

/** The answers the form passed in the history entry (it may hold anything: a reload keeps old entries). */
function summaryOf(state: unknown): RequestSummary {
  const summary = (state as { summary?: unknown } | null)?.summary;
  if (!Array.isArray(summary)) return [];
  return summary.filter(
    (row): row is readonly [string, string] =>
      Array.isArray(row) && row.length === 2 && row.every((cell) => typeof cell === "string"),
  );
}

/** What the visitor must still do, as the function said it (a resume to email), from the history entry. */
function noticeOf(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" && notice.trim() ? notice : undefined;
}

const ThankYouPage = ({ pageContext, location }: PageProps<object, ThankYouContext>) => {
  const { contact } = useSiteConfig();
  const confirmation = pageContext.form ? CONFIRMATIONS[pageContext.form] : GENERAL_CONFIRMATION;
  // What was asked for exists only in this browser's history entry: shown once React runs, never in the HTML.
  const hydrated = useHydrated();
  const summary = hydrated ? summaryOf(location.state) : [];
  const notice = hydrated ? noticeOf(location.state) : undefined;
  const booking = hydrated ? bookingOf((location.state as { booking?: unknown } | null)?.booking) : undefined;
  return (
    <Layout>
      <PageHero
        art={checkCircleIcon}
        eyebrow={booking ? "Consultation booked" : "Submission received"}
        title={booking ? "Your Consultation Is Booked" : "Thank You for Your Submission!"}
      >
        {booking ? (
          <BookedConsultation booking={booking} />
        ) : (
          <p>
            {pageContext.form && <>We have received {confirmation.received}. </>}
            {confirmation.promise}
          </p>
        )}
        {notice && <p css={{ fontWeight: 700 }}>{notice}</p>}
      </PageHero>
      <Section tone="tint">
        <div css={grid}>
          <div css={column}>
            {summary.length > 0 && (
              <div css={card}>
                <h2 css={{ fontSize: "1.25rem" }}>What you asked for</h2>
                <dl css={answers}>
                  {summary.map(([label, value]) => (
                    <div key={label} css={{ display: "contents" }}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
            <ExpectationList ordered title="What happens next" items={confirmation.steps} />
          </div>
          <div css={column}>
            {confirmation.prepare && <ExpectationList title="What to prepare" items={confirmation.prepare} />}
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

export const Head = ({ location }: PageProps) => (
  <PageHead
    title="Thank You"
    description="Thank you for your submission. Our team will be in touch within 24 hours."
    pathname={location.pathname}
  />
);
