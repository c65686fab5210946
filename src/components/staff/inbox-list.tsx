/**
 * The leads, newest first: who, which practice, which form, when, and where each stands (a new one's wait, overdue
 * past the promised reply). Filtered by form and status and searched by name, email or practice, all kept in the
 * address; page after page by the function's cursor; the current filter exported as CSV.
 */
import { useEffect, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useQueryState } from "../../hooks/use-query-state";
import { leadPagePath, staffApi, type InboxPageJson } from "../../lib/staff-api";
import { colors, mq, space } from "../../styles/theme";
import { errorText, formText } from "./staff-client";
import { useStaff } from "./staff-session";
import { alert, button, field, muted, quietButton, control } from "./staff-styles";
import StatusBadge from "./status-badge";
import StatusOptions from "./status-options";
import { when } from "./when";

const filters = css({
  display: "grid",
  gap: space(3),
  alignItems: "end",
  marginBottom: space(5),
  [mq.md]: { gridTemplateColumns: "1fr 1fr 2fr auto" },
});

/** A table on wide screens; below md, each lead a block of label-free lines. */
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  background: colors.surface,
  "th, td": { textAlign: "left", padding: space(3), borderBottom: `1px solid ${colors.line}`, verticalAlign: "top" },
  th: { color: colors.ink, fontSize: "0.875rem" },
  "@media (max-width: 767px)": {
    thead: { display: "none" },
    "tr, td": { display: "block" },
    tr: { padding: `${space(3)} 0`, borderBottom: `1px solid ${colors.line}` },
    td: { border: 0, padding: `${space(1)} ${space(3)}` },
  },
});

const EMPTY = { form: "", status: "", q: "", after: "" };

export default function InboxList() {
  const { call } = useStaff();
  const [query, setQuery] = useQueryState(EMPTY);
  const [page, setPage] = useState<InboxPageJson | null>(null);
  const [error, setError] = useState("");
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ""));
    call<InboxPageJson>(`${staffApi.leads}?${params.toString()}`)
      .then((answer) => {
        if (!current) return;
        setPage(answer);
        setError("");
        setNow(new Date());
      })
      .catch((caught: unknown) => current && setError(errorText(caught)));
    return () => {
      current = false;
    };
  }, [call, query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setQuery({
      form: formText(form, "form"),
      status: formText(form, "status"),
      q: formText(form, "q").trim(),
      after: "",
    });
  };
  const exportParams = new URLSearchParams(
    Object.entries({ form: query.form, status: query.status, q: query.q }).filter(([, value]) => value !== ""),
  );

  return (
    <>
      <h1>Leads</h1>
      <form
        role="search"
        aria-label="Leads"
        css={filters}
        onSubmit={submit}
        key={`${query.form}|${query.status}|${query.q}|${page ? "forms" : ""}`}
      >
        <label css={field}>
          Form
          <select css={control} name="form" defaultValue={query.form}>
            <option value="">All forms</option>
            {page?.forms.map((form) => (
              <option key={form.name} value={form.name}>
                {form.title}
              </option>
            ))}
          </select>
        </label>
        <label css={field}>
          Status
          <select css={control} name="status" defaultValue={query.status}>
            <option value="">Any status</option>
            <StatusOptions />
          </select>
        </label>
        <label css={field}>
          Name, email or practice
          <input css={control} type="search" name="q" defaultValue={query.q} />
        </label>
        <button type="submit" css={button}>
          Show leads
        </button>
      </form>
      <p>
        <a href={`${staffApi.export}?${exportParams.toString()}`} download>
          Export these leads as CSV
        </a>
      </p>
      <div aria-live="polite">
        {error && <p css={alert}>{error}</p>}
        {!page && !error && <p role="status">Loading the leads…</p>}
        {page && page.rows.length === 0 && <p>No leads match. Choose another form or status, or search for less.</p>}
      </div>
      {page && page.rows.length > 0 && (
        <table css={table}>
          <caption css={[muted, { textAlign: "left", paddingBottom: space(2) }]}>
            {page.rows.length} lead{page.rows.length === 1 ? "" : "s"}
            {query.after ? ", older ones" : ", newest first"}
          </caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Practice</th>
              <th scope="col">Form</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={leadPagePath(row.id)} css={{ fontWeight: 700 }}>
                    {row.person || "(no name given)"}
                  </Link>
                </td>
                <td>{row.practice}</td>
                <td>{row.formTitle}</td>
                <td>{when(row.createdAt)}</td>
                <td>
                  <StatusBadge status={row.status} createdAt={row.createdAt} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div css={{ display: "flex", gap: space(3), marginTop: space(5) }}>
        {query.after && (
          <button type="button" css={quietButton} onClick={() => setQuery({ after: "" })}>
            Newest leads
          </button>
        )}
        {page?.next && (
          <button type="button" css={quietButton} onClick={() => setQuery({ after: page.next! })}>
            Older leads
          </button>
        )}
      </div>
    </>
  );
}
