/**
 * A lead's status; a new one says how long it has waited, and a sales lead past the promised reply time that it is
 * overdue.
 */
import { LEAD_STATUS_LABELS, isOverdue, type LeadStatus } from "../../lib/lead-status";
import { badge, overdueBadge } from "./staff-styles";
import { age } from "./when";

type StatusBadgeProps = {
  readonly formName: string;
  readonly status: LeadStatus;
  readonly createdAt: string;
  readonly now: Date;
};

export default function StatusBadge({ formName, status, createdAt, now }: StatusBadgeProps) {
  if (status !== "new") return <span css={badge}>{LEAD_STATUS_LABELS[status]}</span>;
  const overdue = isOverdue({ formName, status, createdAt: new Date(createdAt) }, now);
  return (
    <span css={overdue ? overdueBadge : badge}>
      {overdue ? "Overdue" : "New"}, waiting {age(createdAt, now)}
    </span>
  );
}
