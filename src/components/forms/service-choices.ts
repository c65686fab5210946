/**
 * What a form's page asks Gatsby's data layer for each service it offers (ServiceChoice): the page queries of
 * /request-quote/, /consultation/ and /service-request/ spread it over allServicesJson, sorted by `order`.
 */
import { graphql } from "gatsby";

export const query = graphql`
  fragment ServiceChoice on ServicesJson {
    slug
    title
    description
    setupTime
  }
`;
