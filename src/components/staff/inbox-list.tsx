/**
 * The leads of one queue (sales leads first; job applications and newsletter sign-ups apart), newest or oldest
 * first: who, which practice, which form with what matters at a glance (a priority, a wished time), when, where each
 * stands and who has it. Filtered by form, status, whose and overdue, searched by name, email or practice, and, from
 * the sources report's links, by where the leads came from and the days they came, all kept in the address; the
 * view's count; page after page by the function's cursor; the current view exported as CSV. A filter applies as it is
 * chosen, the search when it is sent.
 * On a phone the filters fold under "Filters", so the first lead shows on the first screen, and each lead also offers
 * its sender's email and phone to tap.
 */
import { useState, type ChangeEvent, type ComponentProps, type FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useQueryState } from "../../hooks/use-query-state";
import { addDays } from "../../lib/consultation-hours";
import { longDate } from "../../lib/dates";
import { DEFAULT_QUEUE, LEAD_QUEUES, LEAD_QUEUE_NAMES, isLeadQueue } from "../../lib/lead-queues";
import { sourceInWords } from "../../lib/lead-source";
import { NOT_SET, STAFF_PAGES, leadPagePath, staffApi, type InboxPageJson } from "../../lib/staff-api";
import { colors, mq, space } from "../../styles/theme";
import ContactLinks from "./contact-links";
import { formText } from "./staff-client";
import { useStaffData } from "./staff-data";
import { button, field, muted, quietButton, control } from "./staff-styles";
import StatusBadge from "./status-badge";
import StatusOptions from "./status-options";
import ViewStatus from "./view-status";
import { when } from "./when";

const views = css({
  display: "flex",
  flexWrap: "wrap",
  gap: space(2),
  listStyle: "none",
  margin: `0 0 ${space(5)}`,
  padding: 0,
  'button[aria-pressed="true"]': { background: colors.ink, color: colors.surface, borderColor: colors.ink },
});

const filters = css({
  display: "grid",
  gap: space(3),
  alignItems: "end",
  marginBottom: space(5),
  [mq.md]: { gridTemplateColumns: "repeat(4, 1fr)" },
  [mq.lg]: { gridTemplateColumns: "repeat(4, 1fr) 2fr auto" },
});

const disclosure = css({
  marginBottom: space(5),
  // Its marker kept (a list item's): the sign that it folds. The padding makes it a thumb's height.
  summary: { cursor: "pointer", fontWeight: 700, color: colors.ink, padding: `${space(2.5)} 0` },
});

/** Whether the filters start unfolded: on a screen wide enough for them beside the list's first rows. */
const wideScreen = () => window.matchMedia(mq.md.replace("@media ", "")).matches;

const check = css({ display: "flex", gap: space(2), alignItems: "center", fontWeight: 600, minHeight: 44 });

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

/** The sender's email and phone in the list: for a thumb on a phone; the lead's page has them everywhere. */
const phoneOnly = css({ [mq.md]: { display: "none" } });

const EMPTY = {
  view: "",
  form: "",
  status: "",
  who: "",
  overdue: "",
  order: "",
  q: "",
  source: "",
  medium: "",
  campaign: "",
  since: "",
  before: "",
  after: "",
};

/** One of the list's filters: a labelled select of the query's value `name`. */
const Filter = ({ label, ...select }: { label: string } & ComponentProps<"select">) => (
  <label css={field}>
    {label}
    <select css={control} {...select} />
  </label>
);

/** A source filter's part as the sources report gave it: its value, or none. */
const part = (value: string) => (value === NOT_SET ? null : value);

/** The sources report's filter in words: where the leads came from, and the days they came. */
function sourceFilter({ source, medium, campaign, since, before }: typeof EMPTY): string {
  const from =
    source === ""
      ? ""
      : ` ${sourceInWords({ source: part(source), medium: part(medium), campaign: part(campaign) })}` +
        (medium && part(medium) ? ` (${medium})` : "");
  const days = since && before ? `, received ${longDate(since)} to ${longDate(addDays(before, -1))}` : "";
  return from || days ? `Only leads from:${from}${days}.` : "";
}

export default function InboxList() {
  const [query, setQuery] = useQueryState(EMPTY);
  const view = isLeadQueue(query.view) ? query.view : DEFAULT_QUEUE;
  const given = Object.entries(query).filter(([, value]) => value !== "");
  // The last page shows until the next one comes.
  const { data: page, error } = useStaffData<InboxPageJson>(`${staffApi.leads}?${new URLSearchParams(given)}`, {
    keepPreviousData: true,
  });
  const now = new Date();

  const [filtersOpen, setFiltersOpen] = useState(wideScreen);
  // A filter applies as it is chosen, from the first page again; the search when it is sent.
  const choose = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    const control = event.currentTarget;
    const unticked = control instanceof HTMLInputElement && control.type === "checkbox" && !control.checked;
    setQuery({ [control.name]: unticked ? "" : control.value, after: "" });
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ q: formText(event.currentTarget, "q").trim(), after: "" });
  };
  const filtersOn = (["form", "status", "who", "overdue", "order", "q"] as const).filter((name) => query[name]).length;
  const chooseView = (name: string) => setQuery({ ...EMPTY, view: name === DEFAULT_QUEUE ? "" : name });
  const exportParams = new URLSearchParams(given.filter(([name]) => name !== "after"));
  const fromSources = sourceFilter(query);
  const allSources = () => setQuery({ source: "", medium: "", campaign: "", since: "", before: "", after: "" });
  const oldest = query.order === "oldest";

  return (
    <>
      <h1>{STAFF_PAGES.inbox.title}</h1>
      <ul css={views} aria-label="Views">
        {LEAD_QUEUE_NAMES.map((name) => (
          <li key={name}>
            <button type="button" css={quietButton} aria-pressed={view === name} onClick={() => chooseView(name)}>
              {LEAD_QUEUES[name].label}
            </button>
          </li>
        ))}
      </ul>
      <details css={disclosure} open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
        <summary>Filters{filtersOn > 0 ? ` (${filtersOn} on)` : ""}</summary>
        <form role="search" aria-label="Leads" css={filters} onSubmit={search}>
          <Filter label="Form" name="form" value={query.form} onChange={choose}>
            <option value="">All forms</option>
            {page?.forms.map((form) => (
              <option key={form.name} value={form.name}>
                {form.title}
              </option>
            ))}
          </Filter>
          <Filter label="Status" name="status" value={query.status} onChange={choose}>
            <option value="">Any status</option>
            <StatusOptions />
          </Filter>
          <Filter label="Whose" name="who" value={query.who} onChange={choose}>
            <option value="">Anyone's</option>
            <option value="mine">Mine</option>
            <option value="unassigned">Nobody's yet</option>
          </Filter>
          <Filter label="Order" name="order" value={query.order} onChange={choose}>
            <option value="">Newest first</option>
            <option value="oldest">Oldest first</option>
          </Filter>
          <label css={field}>
            Name, email or practice
            {/* Typed freely until sent; what the address says once it changes (a view, back or forward). */}
            <input css={control} type="search" name="q" defaultValue={query.q} key={query.q} />
          </label>
          <div css={{ display: "grid", gap: space(2) }}>
            {view === DEFAULT_QUEUE && (
              <label css={check}>
                <input type="checkbox" name="overdue" value="1" checked={query.overdue === "1"} onChange={choose} />
                Only overdue
              </label>
            )}
            <button type="submit" css={button}>
              Search
            </button>
          </div>
        </form>
      </details>
      {fromSources && (
        <p>
          {fromSources}{" "}
          <button type="button" css={quietButton} onClick={allSources}>
            Show leads from every source and day
          </button>
        </p>
      )}
      <p>
        <a href={`${staffApi.export}?${exportParams.toString()}`} download>
          Export these leads as CSV
        </a>
      </p>
      <ViewStatus loading={!page && "Loading the leads…"} errors={[error]} />
      {page && page.rows.length === 0 && <p>No leads match. Choose another view or filter, or search for less.</p>}
      {page && page.rows.length > 0 && (
        <table css={table}>
          <caption css={[muted, { textAlign: "left", paddingBottom: space(2) }]}>
            {LEAD_QUEUES[view].label}: {page.total.toLocaleString("en-US")} lead{page.total === 1 ? "" : "s"},{" "}
            {oldest ? "oldest" : "newest"} first
            {query.after ? ` (showing ${page.rows.length} further on)` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Practice</th>
              <th scope="col">Form</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
              <th scope="col">Assigned to</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={leadPagePath(row.id)} css={{ fontWeight: 700 }}>
                    {row.person || "(no name given)"}
                  </Link>
                  <ContactLinks email={row.email} phone={row.phone} css={phoneOnly} />
                </td>
                <td>{row.practice}</td>
                <td>
                  {row.formTitle}
                  {row.glance.map((answer) => (
                    <span key={answer.label} css={[muted, { display: "block", fontSize: "0.875rem" }]}>
                      {answer.label}: {answer.value}
                    </span>
                  ))}
                </td>
                <td>{when(row.createdAt)}</td>
                <td>
                  <StatusBadge formName={row.formName} status={row.status} createdAt={row.createdAt} now={now} />
                </td>
                <td>{row.assignee ?? <span css={muted}>Nobody</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div css={{ display: "flex", gap: space(3), marginTop: space(5) }}>
        {query.after && (
          <button type="button" css={quietButton} onClick={() => setQuery({ after: "" })}>
            {oldest ? "Oldest leads" : "Newest leads"}
          </button>
        )}
        {page?.next && (
          <button type="button" css={quietButton} onClick={() => setQuery({ after: page.next! })}>
            {oldest ? "Newer leads" : "Older leads"}
          </button>
        )}
      </div>
    </>
  );
}
