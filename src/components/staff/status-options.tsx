/** The statuses as a select's options, by the names the inbox gives them. */
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "../../lib/lead-status";

const StatusOptions = () => (
  <>
    {LEAD_STATUSES.map((status) => (
      <option key={status} value={status}>
        {LEAD_STATUS_LABELS[status]}
      </option>
    ))}
  </>
);

export default StatusOptions;
