import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import Layout from "../components/layout/layout";
import Seo from "../components/seo";
import PageHero from "../components/ui/page-hero";
import Section from "../components/ui/section";
import ButtonLink from "../components/ui/button-link";
import { autoGrid, card } from "../styles/mixins";

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => (
  <Layout>
    <PageHero eyebrow="About us" title="Helping independent practices do their best work">
      <p>We take the paperwork, the coding and the staffing worries off your desk, so your team can give patients its full attention.</p>
    </PageHero>
    <Section title="Leadership team" tone="tint">
      <ul css={[autoGrid("260px"), { listStyle: "none", padding: 0, margin: 0 }]}>
        {data.allTeamJson.nodes.map((member) => {
          const image = getImage(member.image.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={member.name} css={card}>
              {image && <GatsbyImage image={image} alt={`Portrait of ${member.name}`} css={{ borderRadius: "50%", width: 120, height: 120 }} />}
              <h3>{member.name}</h3>
              <p>{member.title}</p>
              <p>{member.bio}</p>
            </li>
          );
        })}
      </ul>
    </Section>
    <Section title="Ready to talk?">
      <ButtonLink to="/request-quote/">Request a Quote</ButtonLink> <ButtonLink to="/contact/" variant="secondary">Contact Us</ButtonLink>
    </Section>
  </Layout>
);

export default AboutPage;

export const Head = ({ location }: HeadProps) => (
  <Seo title="About Us" description="Our mission, values and leadership team." pathname={location.pathname} />
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
            gatsbyImageData(width: 120, height: 120, layout: FIXED)
          }
        }
      }
    }
  }
`;
