import { css } from "@emotion/react";
import ButtonLink from "../ui/button-link";
import { container } from "../../styles/mixins";
import { space } from "../../styles/theme";

const box = css(container, { paddingBlock: space(20), maxWidth: 760, textAlign: "center" });

/** What an unknown /services/{id} address shows (with status 404), with the way back to every service. */
const ServiceNotFound = () => (
  <div css={box}>
    <h1>Service Not Found</h1>
    <p>We could not find the service you were looking for. It may have a new address.</p>
    <ButtonLink to="/services/">Back to Services</ButtonLink>
  </div>
);

export default ServiceNotFound;
