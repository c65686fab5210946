import { useId } from "react";
import { useWatch } from "react-hook-form";
import Field, { Fields } from "./field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import { fullWidth } from "./form-grid";
import { useChoiceInUrl } from "./use-choice-in-url";
import { PERSON_FIELDS, PRACTICE_FIELDS } from "../../form-definitions/fields";
import { subscriptionForm } from "../../form-definitions/subscription";
import { useHydrated } from "../../hooks/use-hydrated";

const plans = subscriptionForm.fields.selectedPlan.options.map((option) => option.value);

/**
 * The chosen plan lives in the URL too (?plan=…), so a plan card's link, a shared link and a reload all land
 * on it; the submit button says what is missing until a plan is chosen and the terms agreed.
 */
const PlanAndSubmit = () => {
  const plan = useChoiceInUrl("selectedPlan", "plan", plans);
  const agreed = useWatch({ name: "agreedToTerms" }) as string | false | undefined;
  const hydrated = useHydrated();
  const noteId = useId();

  // Without JavaScript the browser's own required checks guard the plan and the terms instead.
  const blocked = hydrated && !(plan && agreed);
  return (
    <FormActions
      submitLabel="Start Subscription"
      disabled={blocked}
      noteId={noteId}
      note={blocked ? "Choose a plan and agree to the terms to continue." : undefined}
    />
  );
};

/** Sign-up for a subscription plan with optional add-on services. */
const SubscriptionForm = () => (
  <FormShell form={subscriptionForm} id="subscription-form" title="Start Your Subscription">
    <FormSection legend="Choose Your Plan" grid={false}>
      <Field name="selectedPlan" minChoiceWidth="200px" />
    </FormSection>
    <FormSection legend="Add-on Services" grid={false}>
      <Field name="addOnServices" minChoiceWidth="240px" />
    </FormSection>
    <FormSection legend="Contact Information">
      <Fields names={PERSON_FIELDS} />
    </FormSection>
    <FormSection legend="Practice Details">
      <Fields names={PRACTICE_FIELDS} />
      <Field name="currentEHR" />
      <Field name="currentChallenges" css={fullWidth} />
    </FormSection>
    <FormSection legend="Billing">
      <Fields names={["startDate", "billingContact", "billingEmail"]} />
    </FormSection>
    <FormSection legend="Additional Information" grid={false}>
      <Field name="specialRequests" />
    </FormSection>
    <Field
      name="agreedToTerms"
      label={
        <>
          I agree to the <a href="/terms-of-service/">Terms of Service</a> and{" "}
          <a href="/privacy-policy/">Privacy Policy</a>.
        </>
      }
      css={{ marginTop: "2rem" }}
    />
    <PlanAndSubmit />
  </FormShell>
);

export default SubscriptionForm;
