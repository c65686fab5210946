import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import { formIsland } from "../components/forms/form-island";
import ContactOptions from "../components/forms/contact-options";
import ExpectationList from "../components/forms/expectation-list";
import FormLayout from "../components/forms/form-layout";
import { CONFIRMATIONS } from "../lib/confirmations";
import calendarIcon from "../styles/icons/calendar";

const ConsultationForm = formIsland("consultation");

const ConsultationPage = ({ data }: PageProps<Queries.ConsultationPageQuery>) => (
  <Layout>
    <PageHero
      art={calendarIcon}
      eyebrow="Free consultation"
      title="Book Your Free 30-Minute Consultation"
      actions={
        // The form's free-time picker (FREE_TIMES_ID, not imported: the page's own script stays without the form's).
        <ButtonLink to="#free-times" variant="outline-light">
          Choose a time
        </ButtonLink>
      }
    >
      <p>
        Talk through your EHR, documentation, billing or staffing with a specialist who works with practices like yours.
        Thirty minutes, no cost and no obligation: you leave with clear next steps.
      </p>
    </PageHero>
    <Section tone="tint">
      <FormLayout
        aside={
          <ExpectationList
            title="What to expect"
            items={[
              "A 30-minute call with a specialist, at a time that suits you.",
              "A look at your current workflow, EHR and billing.",
              "Practical recommendations you can use whether or not you work with us.",
              CONFIRMATIONS.consultation.promise,
            ]}
          />
        }
      >
        <ConsultationForm
          services={data.allServicesJson.nodes}
          officeZone={data.siteConfigJson!.contact.timeZoneName}
        />
      </FormLayout>
    </Section>
    <Section title="Rather call or email?">
      <ContactOptions
        third={{
          title: "Book Online",
          text: "Tell us about your practice and pick a time that works for you.",
          to: "#consultation-form",
          label: "Back to the form",
        }}
      />
    </Section>
  </Layout>
);

export default ConsultationPage;

export const query = graphql`
  query ConsultationPage {
    allServicesJson(sort: { order: ASC }) {
      nodes {
        ...ServiceChoice
      }
    }
    siteConfigJson {
      contact {
        timeZoneName
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Free 30-Minute Consultation"
    description="Book a free 30-minute consultation about EHR support, virtual scribes, revenue cycle, coding or staffing for your practice."
    pathname={location.pathname}
    breadcrumbs={[["Consultation", "/consultation/"]]}
  />
);
