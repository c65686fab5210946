/**
 * An instant as the visitor's clock reads it, in the UTC fields of a date moved by their browser's offset from UTC.
 * The offset is Date's own (getTimezoneOffset), which needs no Intl: a page's first Intl format starts ICU, 13-29 ms
 * of a desktop's main thread. The one thing the forms ask of the visitor's zone (tests set it here).
 */
export const onVisitorClock = (instant: Date) => new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
