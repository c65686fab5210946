import { useMemo } from "react";
import Field from "./field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import PersonAndPractice from "./person-and-practice";
import { fullWidth } from "./form-grid";
import { quoteRequestForm } from "../../form-definitions/quote-request";
import { QUOTE_FORM_ID, type PresetValues } from "../../form-definitions/presets";
import type { ServiceChoice } from "../../form-definitions/services";

type QuoteRequestFormProps = {
  /** The services it offers (its page's query), in their order. */
  services: readonly ServiceChoice[];
  preset?: PresetValues;
};

/** The long quote request of /request-quote/, with the service and tier a service page's link chose. */
const QuoteRequestForm = ({ services, preset }: QuoteRequestFormProps) => {
  const form = useMemo(() => quoteRequestForm(services), [services]);
  return (
    <FormShell form={form} id={QUOTE_FORM_ID} title="Request Your Custom Quote" preset={preset}>
      <PersonAndPractice />
      <FormSection legend="Services of Interest" grid={false}>
        <Field name="services" />
        <Field name="tier" css={{ marginTop: "1.5rem" }} />
      </FormSection>
      <FormSection legend="Project Details">
        <Field name="currentChallenges" css={fullWidth} />
        <Field name="timeline" />
        <Field name="budget" />
        <Field name="additionalInfo" css={fullWidth} />
      </FormSection>
      <FormSection legend="Contact Preferences">
        <Field name="preferredContact" minChoiceWidth="96px" css={fullWidth} />
        <Field name="hearAboutUs" />
      </FormSection>
      <FormActions submitLabel="Request Quote" />
    </FormShell>
  );
};

export default QuoteRequestForm;
