import { useId, useRef } from "react";
import { css } from "@emotion/react";
import { controlStyle, labelStyle } from "../forms/form-styles";
import { useValueSetBeforeHydration } from "../../hooks/use-value-set-before-hydration";
import { needsScript } from "../../lib/before-script";
import { ALL_SERVICES } from "../../lib/filter-testimonials";
import { space } from "../../styles/theme";

type ServiceFilterProps = {
  services: ReadonlyArray<{ readonly slug: string; readonly title: string }>;
  /** The chosen slug, or ALL_SERVICES. */
  value: string;
  onChange: (slug: string) => void;
};

const wrapper = css({ width: "100%", maxWidth: 360, marginBottom: space(2) });

/** The labelled service select above the testimonial cards; "All Services" first. Hidden without JavaScript, where
 * the page lists every testimonial. */
const ServiceFilter = ({ services, value, onChange }: ServiceFilterProps) => {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useValueSetBeforeHydration(select, value, onChange);
  return (
    <div css={wrapper} {...needsScript}>
      <label htmlFor={id} css={labelStyle}>
        Filter by service
      </label>
      <select ref={select} id={id} css={controlStyle} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL_SERVICES}>All Services</option>
        {services.map((service) => (
          <option key={service.slug} value={service.slug}>
            {service.title}
          </option>
        ))}
      </select>
    </div>
  );
};

export default ServiceFilter;
