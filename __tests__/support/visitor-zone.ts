/** A visitor whose browser is in `timeZone`: what Intl says of it, the one thing the forms ask. */
const realOptions = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, "resolvedOptions")!.value as (
  this: Intl.DateTimeFormat,
) => Intl.ResolvedDateTimeFormatOptions;

export function visitorIn(timeZone: string) {
  jest.restoreAllMocks();
  jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realOptions.call(this), timeZone };
  });
}
