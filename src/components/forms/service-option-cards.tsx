import type { MouseEvent } from "react";
import { css } from "@emotion/react";
import { buttonStyles } from "../../styles/buttons";
import { swipeRow } from "./form-grid";
import { card, unstyledList } from "../../styles/mixins";
import type { ServiceChoice } from "../../form-definitions/services";
import { colors, radii, space } from "../../styles/theme";

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

type ServiceOptionCardsProps = {
  services: readonly ServiceChoice[];
  /** The id of the form whose service the Request links select. */
  formId: string;
  /** Called when a Request link is followed with JavaScript running; without it the link reloads with ?service=. */
  onChoose: (serviceId: string) => void;
};

/** The services that can be requested, each with its estimated setup time and a link that picks it in the form. */
const ServiceOptionCards = ({ services, formId, onChoose }: ServiceOptionCardsProps) => {
  const choose = (event: MouseEvent<HTMLAnchorElement>, serviceId: string) => {
    event.preventDefault();
    onChoose(serviceId);
  };
  return (
    <ul css={[unstyledList, swipeRow("280px")]}>
      {services.map((service) => (
        <li key={service.slug} css={item}>
          <h3>{service.title}</h3>
          <p css={{ flexGrow: 1 }}>{service.description}</p>
          <p css={time}>Estimated setup: {service.setupTime}</p>
          <a
            href={`?service=${encodeURIComponent(service.slug)}#${formId}`}
            css={[buttonStyles.secondary, { marginTop: space(4), textAlign: "center" }]}
            onClick={(event) => choose(event, service.slug)}
          >
            Request {service.title}
          </a>
        </li>
      ))}
    </ul>
  );
};

export default ServiceOptionCards;
