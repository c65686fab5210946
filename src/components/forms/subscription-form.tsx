import { useId, useState } from "react";
import { Link } from "gatsby";
import CheckboxField from "./checkbox-field";
import CheckboxGroup from "./checkbox-group";
import ContactFields from "./contact-fields";
import DateField from "./date-field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import PracticeFields from "./practice-fields";
import RadioGroup from "./radio-group";
import TextareaField from "./textarea-field";
import TextField from "./text-field";
import { fullWidth } from "./form-grid";
import { useFormOptions } from "../../hooks/use-form-options";
import { useHydrated } from "../../hooks/use-hydrated";

type SubscriptionFormProps = {
  /** The chosen plan's id ("" for none). Pass it with onPlanChange when the page also chooses plans (its plan cards). */
  plan?: string;
  onPlanChange?: (plan: string) => void;
};

/** Sign-up for a subscription plan with optional add-on services. */
const SubscriptionForm = ({ plan: controlledPlan, onPlanChange }: SubscriptionFormProps) => {
  const { options, plans, addOns } = useFormOptions();
  const [ownPlan, setOwnPlan] = useState("");
  const plan = controlledPlan ?? ownPlan;
  const choosePlan = onPlanChange ?? setOwnPlan;
  const [addOnServices, setAddOnServices] = useState<string[]>([]);
  const [agreedToTerms, setAgreedToTerms] = useState(false);
  const hydrated = useHydrated();
  const noteId = useId();
  // Without JavaScript the browser's own required checks guard the plan and the terms instead.
  const blocked = hydrated && !(plan && agreedToTerms);

  const planOptions = plans.map((p) => ({
    value: p.jsonId,
    label: p.name,
    hint: [p.price, p.period].filter(Boolean).join(" "),
  }));
  const addOnOptions = addOns.map((addOn) => ({ value: addOn.jsonId, label: addOn.name, hint: addOn.price }));

  return (
    <FormShell formName="subscription" id="subscription-form" title="Start Your Subscription">
      <FormSection legend="Choose Your Plan" grid={false}>
        <RadioGroup
          legend="Subscription Plan"
          name="selectedPlan"
          options={planOptions}
          value={plan}
          onChange={choosePlan}
          required
          minChoiceWidth="200px"
        />
      </FormSection>
      <FormSection legend="Add-on Services" grid={false}>
        <CheckboxGroup
          legend="Add services to your plan (optional)"
          name="addOnServices[]"
          options={addOnOptions}
          value={addOnServices}
          onChange={setAddOnServices}
          minChoiceWidth="240px"
        />
      </FormSection>
      <FormSection legend="Contact Information">
        <ContactFields />
      </FormSection>
      <FormSection legend="Practice Details">
        <PracticeFields
          practiceTypes={options.subscriptionPracticeTypes}
          practiceSizes={options.practiceSizes}
          requireTypeAndSize={false}
        />
        <TextField
          label="Current EHR System"
          name="currentEHR"
          hint="For example Epic, athenahealth or eClinicalWorks."
        />
        <TextareaField label="Current Challenges" name="currentChallenges" css={fullWidth} />
      </FormSection>
      <FormSection legend="Billing">
        <DateField label="Preferred Start Date" name="startDate" hint="Today or later." />
        <TextField label="Billing Contact" name="billingContact" hint="Who receives invoices, if not you." />
        <TextField label="Billing Email" name="billingEmail" type="email" />
      </FormSection>
      <FormSection legend="Additional Information" grid={false}>
        <TextareaField label="Special Requests" name="specialRequests" />
      </FormSection>
      <CheckboxField
        name="agreedToTerms"
        required
        checked={agreedToTerms}
        onChange={(event) => setAgreedToTerms(event.currentTarget.checked)}
        label={
          <>
            I agree to the <Link to="/terms-of-service/">Terms of Service</Link> and{" "}
            <Link to="/privacy-policy/">Privacy Policy</Link>.
          </>
        }
        hint="Plans renew monthly. Cancel any time with 30 days' notice; the first 30 days are covered by our money-back guarantee."
        css={{ marginTop: "2rem" }}
      />
      <FormActions
        submitLabel="Start Subscription"
        disabled={blocked}
        noteId={noteId}
        note={blocked ? "Choose a plan and agree to the terms to continue." : undefined}
      />
    </FormShell>
  );
};

export default SubscriptionForm;
