import { css } from "@emotion/react";
import ServiceCard, { type ServiceCardData } from "./service-card";
import { unstyledList } from "../../styles/mixins";
import { mq, space } from "../../styles/theme";

type ServiceCardsProps = {
  services: ReadonlyArray<ServiceCardData>;
};

/** Columns that divide four cards evenly: 1, then 2, then 4 (never 3 and a lone card). */
const grid = css(unstyledList, {
  display: "grid",
  gap: space(6),
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [mq.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});

/** A grid of service cards. */
const ServiceCards = ({ services }: ServiceCardsProps) => (
  <ul css={grid}>
    {services.map((service) => (
      <li key={service.slug}>
        <ServiceCard service={service} />
      </li>
    ))}
  </ul>
);

export default ServiceCards;
