import type { AuditAction, NewAuditEntry } from "../../../netlify/lib/store/audit";

/** The audit entry a test's change is recorded under. */
export const by = (action: AuditAction): NewAuditEntry => ({ actor: "tester@example.com", action });
