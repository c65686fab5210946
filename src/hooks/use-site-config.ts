import { graphql, useStaticQuery } from "gatsby";

/** Site-wide settings from data/site-config.json: name, contact details, social links, hours. */
export function useSiteConfig() {
  const data = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      siteConfigJson {
        siteTitle
        siteDescription
        siteUrl
        logo {
          altText
          width
          height
          fallbackIconPath
          image {
            childImageSharp {
              gatsbyImageData(width: 40, height: 40, layout: FIXED, placeholder: NONE)
            }
          }
        }
        contact {
          phone
          phoneE164
          email
          supportEmail
          careersEmail
          address {
            street
            city
            region
            postalCode
            country
          }
        }
        social {
          facebook
          twitter
          linkedin
          instagram
        }
        hero {
          title
          subtitle
          ctaText
        }
        claims {
          id
          number
          label
        }
        businessHours {
          days
          hours
        }
        mapEmbedUrl
      }
    }
  `);
  if (!data.siteConfigJson) throw new Error("data/site-config.json is missing");
  return data.siteConfigJson;
}

export type SiteConfig = ReturnType<typeof useSiteConfig>;
