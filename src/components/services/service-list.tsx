import { css } from "@emotion/react";
import ServiceSummary, { type ServiceSummaryData } from "./service-summary";
import { unstyledList } from "../../styles/mixins";
import { mq, space } from "../../styles/theme";

type ServiceListProps = {
  /** In display order. */
  services: ReadonlyArray<ServiceSummaryData>;
};

const list = css(unstyledList, { display: "grid", gap: space(16), [mq.lg]: { gap: space(24) } });

/** Every service on /services, picture and text alternating sides on wide screens. */
const ServiceList = ({ services }: ServiceListProps) => (
  <ul css={list}>
    {services.map((service, index) => (
      <li key={service.slug}>
        <ServiceSummary service={service} reverse={index % 2 === 1} eager={index === 0} />
      </li>
    ))}
  </ul>
);

export default ServiceList;
