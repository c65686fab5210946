import { useState } from "react";
import ContactFields from "./contact-fields";
import DateField from "./date-field";
import FormActions from "./form-actions";
import FormSection from "./form-section";
import FormShell from "./form-shell";
import PracticeFields from "./practice-fields";
import RadioGroup from "./radio-group";
import SelectField from "./select-field";
import ServiceSummary from "./service-summary";
import TextareaField from "./textarea-field";
import { fullWidth } from "./form-grid";
import { useFormOptions } from "../../hooks/use-form-options";

/** A request for one service, answered with a proposal. */
const ServiceRequestForm = () => {
  const { options, serviceOptions, priorityLevels } = useFormOptions();
  const [serviceType, setServiceType] = useState("");
  const chosen = serviceOptions.find((service) => service.jsonId === serviceType);
  const services = serviceOptions.map((service) => ({ value: service.jsonId, label: service.name }));
  const priorities = priorityLevels.map((level) => ({
    value: level.jsonId,
    label: level.label,
    hint: level.description,
  }));

  return (
    <FormShell formName="service-request" id="service-request-form" title="Tell Us What You Need">
      <FormSection legend="Service Details">
        <SelectField
          label="Service Type"
          name="serviceType"
          options={services}
          placeholder="Select a service"
          required
          value={serviceType}
          onChange={(event) => setServiceType(event.currentTarget.value)}
          css={fullWidth}
        />
        <ServiceSummary service={chosen} />
        <RadioGroup
          legend="Priority"
          name="urgency"
          options={priorities}
          required
          minChoiceWidth="220px"
          css={fullWidth}
        />
      </FormSection>
      <FormSection legend="Contact Information">
        <ContactFields />
      </FormSection>
      <FormSection legend="Practice Information">
        <PracticeFields
          practiceTypes={options.serviceRequestPracticeTypes}
          practiceSizes={options.practiceSizes}
          requireTypeAndSize={false}
        />
      </FormSection>
      <FormSection legend="Project Details" grid={false}>
        <TextareaField
          label="Project Description"
          name="projectDescription"
          required
          placeholder="What would you like us to help with?"
        />
        <TextareaField label="Current Situation" name="currentSituation" placeholder="How is this handled today?" />
        <TextareaField label="Desired Outcome" name="desiredOutcome" placeholder="What would success look like?" />
      </FormSection>
      <FormSection legend="Timeline and Budget">
        <SelectField
          label="Timeline"
          name="timeline"
          options={options.serviceRequestTimelines}
          placeholder="Select a timeline"
        />
        <DateField label="Preferred Start Date" name="preferredStartDate" hint="Today or later." />
        <SelectField
          label="Budget"
          name="budget"
          options={options.serviceRequestBudgets}
          placeholder="Select a budget range"
        />
      </FormSection>
      <FormSection legend="Additional Information">
        <TextareaField label="Additional Requirements" name="additionalRequirements" css={fullWidth} />
        <RadioGroup
          legend="Preferred Contact Method"
          name="contactMethod"
          options={options.contactMethods}
          defaultValue="email"
          minChoiceWidth="96px"
          css={fullWidth}
        />
        <SelectField
          label="How did you hear about us?"
          name="hearAboutUs"
          options={options.hearAboutUs}
          placeholder="Select an option"
        />
      </FormSection>
      <FormActions submitLabel="Submit Service Request" />
    </FormShell>
  );
};

export default ServiceRequestForm;
