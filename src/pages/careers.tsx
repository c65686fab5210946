import { graphql, type HeadProps, type PageProps } from "gatsby";
import Layout from "../components/layout/layout";
import PageHead from "../components/page-head";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import ReasonCards from "../components/careers/reason-cards";
import BenefitList from "../components/careers/benefit-list";
import OpenPositions, { applicationAnchor } from "../components/careers/open-positions";
import CareerContactLinks from "../components/careers/career-contact-links";
import { useSiteConfig } from "../hooks/use-site-config";
import { jobPosting } from "../seo/job-posting";
import { absoluteUrl } from "../seo/structured-data";
import briefcaseIcon from "../styles/icons/briefcase";

const PATH = "/careers/";

const CareersPage = ({ data }: PageProps<Queries.CareersPageQuery>) => {
  const { contact } = useSiteConfig();
  const jobs = data.allJobsJson.nodes;
  const careers = data.careersJson;
  return (
    <Layout>
      <PageHero
        art={briefcaseIcon}
        eyebrow="Careers"
        title="Help Independent Practices Care for Their Patients"
        actions={
          <>
            <ButtonLink to="#open-positions" variant="light">
              View Open Positions
            </ButtonLink>
            <ButtonLink to="#why-vedha" variant="outline-light">
              Why Work With Us
            </ButtonLink>
          </>
        }
      >
        <p>
          Join scribes, billers, coders and EHR specialists who take the paperwork off physicians&rsquo; desks. Remote
          and hybrid roles, paid training and a team that knows your name.
        </p>
      </PageHero>
      {careers && (
        <Section
          id="why-vedha"
          eyebrow="Why Vedha"
          title="Why work here"
          intro={<p>What our people tell us keeps them here.</p>}
        >
          <ReasonCards reasons={careers.reasons} />
        </Section>
      )}
      {careers && (
        <Section
          id="benefits"
          tone="tint"
          title="Employee benefits"
          intro={<p>Every member of our team, in every role, gets these.</p>}
        >
          <BenefitList benefits={careers.benefits} />
        </Section>
      )}
      <Section
        id="open-positions"
        title="Open positions"
        intro={
          <p>
            {jobs.length === 0
              ? "We have no openings right now, but we always like to hear from good people."
              : "Read what each role involves and apply in a few minutes: all you need is your resume."}
          </p>
        }
      >
        <OpenPositions jobs={jobs} />
      </Section>
      <Section
        tone="tint"
        title="Don't see the right role?"
        intro={
          <p>
            Send your resume to <a href={`mailto:${contact.careersEmail}`}>{contact.careersEmail}</a> and tell us what
            you do best, or call us to talk it through. We keep every application on file for future openings.
          </p>
        }
      >
        <CareerContactLinks />
      </Section>
    </Layout>
  );
};

export default CareersPage;

export const Head = ({ location, data }: HeadProps<Queries.CareersPageQuery>) => {
  const site = useSiteConfig();
  const url = (jobId: string) => `${absoluteUrl(site.siteUrl, PATH)}#${applicationAnchor(jobId)}`;
  return (
    <PageHead
      title="Careers"
      description="Remote and hybrid jobs in medical scribing, revenue cycle and practice support. See our open positions and benefits, and apply online."
      pathname={location.pathname}
      breadcrumbs={[["Careers", PATH]]}
      jsonLd={data.allJobsJson.nodes.map((job) => jobPosting(site, job, url(job.jsonId)))}
    />
  );
};

export const query = graphql`
  query CareersPage {
    allJobsJson(sort: { posted: DESC }) {
      nodes {
        jsonId
        title
        department
        location
        type
        experience
        salary
        description
        requirements
        benefits
        posted
        postedLabel: posted(formatString: "MMMM D, YYYY")
      }
    }
    careersJson {
      reasons {
        iconPath
        title
        description
      }
      benefits
    }
  }
`;
