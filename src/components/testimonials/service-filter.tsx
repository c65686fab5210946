import { useId } from "react";
import { css } from "@emotion/react";
import { controlStyle, labelStyle } from "../forms/form-styles";
import { ALL_SERVICES } from "../../lib/filter-testimonials";
import { space } from "../../styles/theme";

type ServiceFilterProps = {
  services: ReadonlyArray<{ readonly slug: string; readonly title: string }>;
  /** The chosen slug, or ALL_SERVICES. */
  value: string;
  onChange: (slug: string) => void;
  /** Off until JavaScript runs: without it the choice could not change the list. */
  disabled?: boolean;
};

const wrapper = css({ width: "100%", maxWidth: 360, marginBottom: space(2) });

/** The labelled service select above the testimonial cards; "All Services" first. */
const ServiceFilter = ({ services, value, onChange, disabled = false }: ServiceFilterProps) => {
  const id = useId();
  return (
    <div css={wrapper}>
      <label htmlFor={id} css={labelStyle}>
        Filter by service
      </label>
      <select
        id={id}
        css={controlStyle}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
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
