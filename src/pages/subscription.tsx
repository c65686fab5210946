import { graphql, type HeadProps, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import TrustStrip from "../components/ui/trust-strip";
import PlanCards from "../components/forms/plan-cards";
import ExpectationList from "../components/forms/expectation-list";
import FormLayout from "../components/forms/form-layout";
import { formIsland } from "../components/forms/form-island";
import { CONFIRMATIONS } from "../lib/confirmations";
import { revealAndFocus } from "../lib/reveal";
import { unstyledList } from "../styles/mixins";
import { space } from "../styles/theme";
import shieldIcon from "../styles/icons/shield";

const SubscriptionForm = formIsland("subscription");

const FORM_ID = "subscription-form";

const promises = ["No setup fees", "Cancel anytime", "30-day money-back guarantee"];

const promiseList = css(unstyledList, {
  display: "flex",
  flexWrap: "wrap",
  gap: `${space(2)} ${space(6)}`,
  marginTop: space(6),
  fontWeight: 600,
  color: "#FFFFFF",
});

const SubscriptionPage = ({ data }: PageProps<Queries.SubscriptionPageQuery>) => {
  const plans = data.allPlansJson.nodes;
  // A card's Choose link ticks its plan in the form (which keeps it in the URL, ?plan=…, as the link does without
  // JavaScript); keyboard users land on that plan, inside the form.
  const choosePlan = (planId: string) => {
    const choice = document.querySelector<HTMLInputElement>(
      `#${FORM_ID} input[name="selectedPlan"][value="${CSS.escape(planId)}"]`,
    );
    choice?.click();
    revealAndFocus(document.getElementById(FORM_ID), choice);
  };

  return (
    <Layout>
      <PageHero
        art={shieldIcon}
        eyebrow="Subscription plans"
        title="Ongoing Support for Your Practice, One Monthly Price"
      >
        <p>
          Choose the level of EHR support your team needs, add the services you want, and change plans as your practice
          grows.
        </p>
        <ul css={promiseList}>
          {promises.map((promise) => (
            <li key={promise}>
              <span aria-hidden="true">✓ </span>
              {promise}
            </li>
          ))}
        </ul>
      </PageHero>
      <Section title="Choose your plan" intro={<p>Month to month. Pick one here, or in the form below.</p>}>
        <PlanCards plans={plans} formId={FORM_ID} onChoose={choosePlan} />
      </Section>
      <Section tone="tint">
        <FormLayout
          asideLast
          aside={<ExpectationList ordered title="What happens next" items={CONFIRMATIONS.subscription.steps} />}
        >
          <SubscriptionForm />
        </FormLayout>
      </Section>
      <TrustStrip />
    </Layout>
  );
};

export default SubscriptionPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Subscription Plans"
    description="Monthly EHR support plans for medical practices, with optional scribe, billing, coding and staffing add-ons."
    pathname={location.pathname}
    breadcrumbs={[["Subscription", "/subscription/"]]}
  />
);

export const query = graphql`
  query SubscriptionPage {
    allPlansJson {
      nodes {
        jsonId
        name
        price
        period
        description
        features
        popular
      }
    }
  }
`;
