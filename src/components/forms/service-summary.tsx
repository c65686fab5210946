import { css } from "@emotion/react";
import serviceOptions from "../../../data/service-options.json";
import { colors, radii, space } from "../../styles/theme";

type ServiceSummaryProps = {
  /** The chosen service's id, or undefined before one is chosen. */
  serviceId?: string;
};

const box = css({
  padding: space(5),
  borderRadius: radii.md,
  border: `1px solid ${colors.primary}`,
  borderLeftWidth: 6,
  background: colors.primaryTint,
  color: colors.ink,
  h4: { margin: `0 0 ${space(2)}`, fontSize: "1.05rem" },
  dl: { display: "grid", gridTemplateColumns: "auto 1fr", gap: `${space(1)} ${space(4)}`, margin: 0 },
  dt: { fontWeight: 700 },
  dd: { margin: 0 },
});

/**
 * What the visitor has chosen, shown once a service is picked. The live region is always in the page,
 * so screen readers announce the summary when it appears.
 */
const ServiceSummary = ({ serviceId }: ServiceSummaryProps) => {
  const service = serviceOptions.find((option) => option.id === serviceId);
  return (
    <div role="status" aria-live="polite" css={{ gridColumn: "1 / -1" }}>
      {service && (
        <div css={box}>
          <h4>Service Summary</h4>
          <dl>
            <dt>Service</dt>
            <dd>{service.name}</dd>
            <dt>Estimated setup</dt>
            <dd>{service.estimatedTime}</dd>
          </dl>
          <p css={{ margin: `${space(2)} 0 0`, color: colors.body }}>{service.description}</p>
        </div>
      )}
    </div>
  );
};

export default ServiceSummary;
