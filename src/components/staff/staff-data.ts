/**
 * The inbox's one way to read and change data: SWR over the session's calls (./staff-session.tsx, which configures
 * it, so a 401 anywhere signs the page out and a sign-out drops every answer kept). A read (`useStaffData`) is kept
 * by its address while the person is signed in: a view they come back to shows what it had at once and asks again,
 * and an answer for an address the view has left (a filter changed meanwhile) is never shown. A change
 * (`useStaffAction`) says what it did or why it failed; the view then refreshes, or replaces, the reads it changed.
 */
import { useCallback, useState } from "react";
import useSWR, { type SWRConfiguration } from "swr";
import { errorText } from "./staff-client";
import { useStaff } from "./staff-session";

/** The answer of GET `url` (undefined until it came; no request while `url` is null), its error, and `mutate`. */
export const useStaffData = <T>(url: string | null, options?: SWRConfiguration<T, Error>) =>
  useSWR<T, Error>(url, options);

type ActionState = {
  /** A change is on its way. */
  readonly busy: boolean;
  /** Why the last change failed, or "". */
  readonly error: string;
  /** What the last change did, or "". */
  readonly done: string;
};

/** Changes through the staff function, one at a time, with what the last one did or why it failed. */
export function useStaffAction() {
  const { call } = useStaff();
  const [state, setState] = useState<ActionState>({ busy: false, error: "", done: "" });
  /** POSTs `body` to `url`; says `said` (of the answer) once it is done. The answer, or undefined when it failed. */
  const run = useCallback(
    async <T>(url: string, body: unknown, said: string | ((answer: T) => string)): Promise<T | undefined> => {
      setState({ busy: true, error: "", done: "" });
      try {
        const answer = await call<T>(url, body);
        setState({ busy: false, error: "", done: typeof said === "string" ? said : said(answer) });
        return answer;
      } catch (caught) {
        setState({ busy: false, error: errorText(caught), done: "" });
        return undefined;
      }
    },
    [call],
  );
  return { ...state, run };
}
