import { useMemo } from "react";
import Field, { Fields } from "./field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import PersonAndPractice from "./person-and-practice";
import ServiceSummary from "./service-summary";
import { fullWidth } from "./form-grid";
import { useChoiceInUrl } from "./use-choice-in-url";
import { serviceRequestForm } from "../../form-definitions/service-request";
import { requestableServices, type ServiceChoice } from "../../form-definitions/services";

type ServiceRequestFormProps = {
  /** The services it offers (its page's query), in their order. */
  services: readonly ServiceChoice[];
};

/** What the chosen service involves, under its select; the choice is kept in the URL (?service=…) too. */
const ChosenService = ({ services }: ServiceRequestFormProps) => {
  const choices = useMemo(() => requestableServices(services), [services]);
  const slugs = useMemo(() => choices.map((service) => service.slug), [choices]);
  const chosen = useChoiceInUrl("serviceType", "service", slugs);
  return <ServiceSummary service={choices.find((service) => service.slug === chosen)} />;
};

/** A request for one service, answered with a proposal. */
const ServiceRequestForm = ({ services }: ServiceRequestFormProps) => {
  const form = useMemo(() => serviceRequestForm(services), [services]);
  return (
    <FormShell form={form} id="service-request-form" title="Tell Us What You Need">
      <FormSection legend="Service Details">
        <Field name="serviceType" css={fullWidth} />
        <ChosenService services={services} />
        <Field name="urgency" minChoiceWidth="220px" css={fullWidth} />
      </FormSection>
      <PersonAndPractice />
      <FormSection legend="Project Details" grid={false}>
        <Fields names={["projectDescription", "currentSituation", "desiredOutcome"]} />
      </FormSection>
      <FormSection legend="Timeline and Budget">
        <Fields names={["timeline", "preferredStartDate", "budget"]} />
      </FormSection>
      <FormSection legend="Additional Information">
        <Field name="additionalRequirements" css={fullWidth} />
        <Field name="contactMethod" minChoiceWidth="96px" css={fullWidth} />
        <Field name="hearAboutUs" />
      </FormSection>
      <FormActions submitLabel="Submit Service Request" />
    </FormShell>
  );
};

export default ServiceRequestForm;
