/** The date both legal documents took effect. Change it here when either is revised. */
export const LEGAL_EFFECTIVE_DATE = "2026-11-30";
