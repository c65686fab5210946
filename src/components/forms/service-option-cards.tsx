import { css } from "@emotion/react";
import { cardRow } from "./form-grid";
import { card, unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type ServiceOption = {
  readonly jsonId: string;
  readonly name: string;
  readonly description: string;
  readonly estimatedTime: string;
};

const item = css(card, { display: "flex", flexDirection: "column", h3: { marginBottom: space(2) } });
const time = css({
  alignSelf: "flex-start",
  margin: 0,
  padding: `${space(1)} ${space(3)}`,
  borderRadius: radii.pill,
  background: colors.primaryTint,
  color: colors.primaryDark,
  fontWeight: 600,
  fontSize: "0.9rem",
});

/** The services that can be requested, each with its estimated setup time. */
const ServiceOptionCards = ({ services }: { services: ReadonlyArray<ServiceOption> }) => (
  <ul css={[unstyledList, cardRow("280px")]}>
    {services.map((service) => (
      <li key={service.jsonId} css={item}>
        <h3>{service.name}</h3>
        <p css={{ flexGrow: 1 }}>{service.description}</p>
        <p css={time}>Estimated setup: {service.estimatedTime}</p>
      </li>
    ))}
  </ul>
);

export default ServiceOptionCards;
