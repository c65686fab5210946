import type { MouseEvent } from "react";
import { css } from "@emotion/react";
import { buttonStyles } from "../ui/button-link";
import { swipeRow } from "./form-grid";
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

type ServiceOptionCardsProps = {
  services: ReadonlyArray<ServiceOption>;
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
        <li key={service.jsonId} css={item}>
          <h3>{service.name}</h3>
          <p css={{ flexGrow: 1 }}>{service.description}</p>
          <p css={time}>Estimated setup: {service.estimatedTime}</p>
          <a
            href={`?service=${encodeURIComponent(service.jsonId)}#${formId}`}
            css={[buttonStyles.secondary, { marginTop: space(4), textAlign: "center" }]}
            onClick={(event) => choose(event, service.jsonId)}
          >
            Request {service.name}
          </a>
        </li>
      ))}
    </ul>
  );
};

export default ServiceOptionCards;
