import type { HeadProps } from "gatsby";
import { css } from "@emotion/react";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import { formIsland } from "../components/forms/form-island";
import FormLayout from "../components/forms/form-layout";
import ContactDetails from "../components/contact/contact-details";
import BusinessHours from "../components/contact/business-hours";
import ConsultationPrompt from "../components/contact/consultation-prompt";
import OfficeMap from "../components/contact/office-map";
import { useSiteConfig } from "../hooks/use-site-config";
import { colors, space } from "../styles/theme";
import messageIcon from "../styles/icons/message";

const ContactForm = formIsland("contact");

const asideStack = css({ display: "grid", gap: space(6) });

const ContactPage = () => {
  const { contact, mapEmbedUrl } = useSiteConfig();
  const { address } = contact;
  const oneLineAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  return (
    <Layout>
      <PageHero
        art={messageIcon}
        eyebrow="Contact us"
        title="Let's Talk About Your Practice"
        actions={
          <>
            <ButtonLink to="#contact-form" variant="outline-light">
              Send a Message
            </ButtonLink>
            <ButtonLink to={`tel:${contact.phoneE164}`} variant="outline-light">
              Call {contact.phone}
            </ButtonLink>
          </>
        }
      >
        <p>
          Questions about EHR support, scribes, billing, coding or staffing? Call, email or send us a message: we reply
          within 24 hours.
        </p>
      </PageHero>
      <Section tone="tint">
        <FormLayout
          asideLast
          aside={
            <div css={asideStack}>
              <ContactDetails />
              <BusinessHours />
              <ConsultationPrompt />
            </div>
          }
        >
          <h2>Send us a message</h2>
          <p css={{ color: colors.body }}>
            Tell us a little about your practice and what you need, and the right person will get back to you.
          </p>
          <ContactForm />
        </FormLayout>
      </Section>
      <Section
        title="Visit our Michigan office"
        intro={
          <p>
            Our team works from {address.city}, {address.region}, and supports practices across the US.
          </p>
        }
      >
        <OfficeMap embedUrl={mapEmbedUrl} address={oneLineAddress} />
      </Section>
    </Layout>
  );
};

export default ContactPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="Contact Us"
    description="Call, email or message our team: business hours, 24/7 emergency support and our Michigan office. We reply within 24 hours."
    pathname={location.pathname}
    breadcrumbs={[["Contact", "/contact/"]]}
  />
);
