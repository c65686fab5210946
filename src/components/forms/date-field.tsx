import { forwardRef, type ComponentProps } from "react";
import TextField from "./text-field";
import { useToday } from "../../hooks/use-today";

type DateFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "min">;

/**
 * A date picker that cannot go earlier than today. Today is the visitor's, so the minimum is set in the
 * browser after hydration; the static HTML has none (the server checks the date again).
 */
const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  const today = useToday();
  return <TextField ref={ref} type="date" min={today} {...props} />;
});

export default DateField;
