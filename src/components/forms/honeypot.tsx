import { visuallyHidden } from "../../styles/mixins";
import { HONEYPOT_NAME } from "../../lib/form-action";

/**
 * A trap for bots that fill every field. People never see or reach it: it is off screen, hidden from
 * assistive technology, out of the tab order and never autofilled. The server rejects a filled one.
 */
const Honeypot = () => (
  <div aria-hidden="true" css={visuallyHidden}>
    <label>
      Leave this field empty
      <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
    </label>
  </div>
);

export default Honeypot;
