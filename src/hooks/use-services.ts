import { graphql, useStaticQuery } from "gatsby";

/** Every service in display order, with what menus and cards need. */
export function useServices() {
  const data = useStaticQuery<Queries.ServiceLinksQuery>(graphql`
    query ServiceLinks {
      allServicesJson(sort: { order: ASC }) {
        nodes {
          slug
          title
          shortTitle
          description
        }
      }
    }
  `);
  return data.allServicesJson.nodes;
}

export const servicePath = (slug: string) => `/services/${slug}/`;
