import { css } from "@emotion/react";
import type { ServiceChoice } from "../../form-definitions/services";
import { colors, radii, space } from "../../styles/theme";

type ServiceSummaryProps = {
  /** The chosen service, or undefined before one is chosen. */
  service?: ServiceChoice;
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
const ServiceSummary = ({ service }: ServiceSummaryProps) => (
  <div role="status" aria-live="polite" css={{ gridColumn: "1 / -1" }}>
    {service && (
      <div css={box}>
        <h4>Service Summary</h4>
        <dl>
          <dt>Service</dt>
          <dd>{service.title}</dd>
          <dt>Estimated setup</dt>
          <dd>{service.setupTime}</dd>
        </dl>
        <p css={{ margin: `${space(2)} 0 0`, color: colors.body }}>{service.description}</p>
      </div>
    )}
  </div>
);

export default ServiceSummary;
