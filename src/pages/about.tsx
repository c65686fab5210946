import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import Mission from "../components/about/mission";
import CoreValues from "../components/about/core-values";
import TeamGrid from "../components/about/team-grid";
import ClosingCta from "../components/home/closing-cta";
import { useSiteConfig } from "../hooks/use-site-config";
import usersIcon from "../styles/icons/users";

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => {
  const { claims } = useSiteConfig();
  return (
    <Layout>
      <PageHero
        art={usersIcon}
        eyebrow="About us"
        title="Helping Independent Practices Do Their Best Work"
        actions={
          <ButtonLink to="#leadership" variant="outline-light">
            Meet our leadership
          </ButtonLink>
        }
      >
        <p>
          We take the paperwork, the coding and the staffing worries off your desk, so your team can give patients its
          full attention.
        </p>
      </PageHero>

      <Section id="mission">
        <Mission claims={claims} />
      </Section>

      <Section
        id="values"
        tone="tint"
        eyebrow="What guides us"
        title="Our Core Values"
        intro={<p>Four commitments behind every engagement, whatever service you choose.</p>}
      >
        <CoreValues />
      </Section>

      <Section
        id="leadership"
        eyebrow="Our people"
        title="Leadership Team"
        intro={<p>Clinicians, coders and operators who have worked inside the practices we now support.</p>}
      >
        <TeamGrid members={data.allTeamJson.nodes} />
      </Section>

      <ClosingCta
        title="Let’s Talk About Your Practice"
        primary={{ to: "/request-quote/", label: "Request a Quote" }}
        secondary={{ to: "/contact/", label: "Contact Us" }}
      >
        <p>
          Tell us where your team is stretched. We reply within 24 hours with ideas and a clear, no-obligation proposal.
        </p>
      </ClosingCta>
    </Layout>
  );
};

export default AboutPage;

export const Head = ({ location }: HeadProps) => (
  <PageHead
    title="About Us"
    description="Our mission, core values and leadership team: the people helping independent medical practices with EHR support, scribes, billing, coding and staffing."
    pathname={location.pathname}
    breadcrumbs={[["About Us", "/about/"]]}
  />
);

export const query = graphql`
  query AboutPage {
    allTeamJson {
      nodes {
        name
        title
        bio
        image {
          childImageSharp {
            gatsbyImageData(width: 144, height: 144, layout: FIXED)
          }
        }
      }
    }
  }
`;
