/**
 * The agenda: the booked consultations still to come (or under way), soonest first, in groups (today, the rest of
 * this week, later) by the office's days, each time in words in the office's zone. Each names its lead (a link to
 * the lead's page), the consultation type and its host, whom anyone on the team can set. Admins find the hours
 * that decide the free slots on their own page.
 */
import type { FormEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { slotInWords } from "../../lib/consultation-hours";
import {
  AGENDA_GROUPS,
  STAFF_PAGES,
  leadPagePath,
  staffApi,
  type AgendaEntryJson,
  type AgendaJson,
  type HostChangeJson,
} from "../../lib/staff-api";
import { colors, space } from "../../styles/theme";
import { formText } from "./staff-client";
import { useStaffAction, useStaffData } from "./staff-data";
import { control, muted, panel, quietButton } from "./staff-styles";
import ViewStatus from "./view-status";

const list = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  li: { padding: `${space(3)} 0`, borderBottom: `1px solid ${colors.line}` },
  "li:last-of-type": { borderBottom: 0 },
});
const hostForm = css({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: space(2), marginTop: space(2) });

/** The person and practice a booking is for, as its link says them. */
const whose = (entry: AgendaEntryJson) => [entry.person || "Someone", entry.practice].filter(Boolean).join(", ");

function Booking({
  entry,
  team,
  onHost,
}: {
  readonly entry: AgendaEntryJson;
  readonly team: AgendaJson["team"];
  readonly onHost: (entry: AgendaEntryJson, host: string | null) => void;
}) {
  const selectId = `host-${entry.leadId}`;
  // A host since removed from the team stays chosen until someone changes it.
  const options = entry.host && !team.some((member) => member.id === entry.host!.id) ? [entry.host, ...team] : team;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onHost(entry, formText(event.currentTarget, "host") || null);
  };
  return (
    <li>
      <p css={{ margin: 0, fontWeight: 700 }}>{slotInWords(entry.start)}</p>
      <p css={{ margin: 0 }}>
        <Link to={leadPagePath(entry.leadId)}>{whose(entry)}</Link>
        {entry.consultationType && <span css={muted}> · {entry.consultationType}</span>}
      </p>
      <form css={hostForm} onSubmit={onSubmit}>
        <label htmlFor={selectId} css={{ fontWeight: 600 }}>
          Host
        </label>
        <select
          id={selectId}
          name="host"
          css={[control, { width: "auto", minWidth: "12rem" }]}
          defaultValue={entry.host?.id ?? ""}
          aria-describedby={`${selectId}-for`}
        >
          <option value="">No host</option>
          {options.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        <span id={`${selectId}-for`} hidden>
          of the consultation with {whose(entry)}, {slotInWords(entry.start)}
        </span>
        <button type="submit" css={quietButton}>
          Set host
        </button>
      </form>
    </li>
  );
}

export default function Agenda() {
  const { data: agenda, error, mutate } = useStaffData<AgendaJson>(staffApi.agenda);
  const action = useStaffAction();

  const onHost = (entry: AgendaEntryJson, host: string | null) =>
    void action
      .run<HostChangeJson>(staffApi.setHost(entry.leadId), { host }, (answer) =>
        answer.host
          ? `${answer.host.name} hosts the consultation with ${whose(entry)}.`
          : `The consultation with ${whose(entry)} has no host.`,
      )
      .then((answer) => answer && mutate());

  const count = agenda?.groups.reduce((sum, { entries }) => sum + entries.length, 0) ?? 0;
  return (
    <>
      <h1>{STAFF_PAGES.agenda.title}</h1>
      <ViewStatus loading={!agenda && "Loading the consultations…"} errors={[error, action.error]} done={action.done} />
      {agenda && (
        <div css={{ display: "grid", gap: space(6) }}>
          <p css={[muted, { margin: 0 }]}>
            {count === 0
              ? "No consultation is booked yet."
              : `${count} booked consultation${count === 1 ? "" : "s"} to come, soonest first.`}{" "}
            Times are the office's ({agenda.timeZone}).
          </p>
          {agenda.groups.map(({ group, entries }) => (
            <section key={group} css={panel} aria-labelledby={`agenda-${group}`}>
              <h2 id={`agenda-${group}`}>{AGENDA_GROUPS[group]}</h2>
              {entries.length === 0 ? (
                <p css={[muted, { margin: 0 }]}>None booked.</p>
              ) : (
                <ul css={list}>
                  {entries.map((entry) => (
                    <Booking key={entry.leadId} entry={entry} team={agenda.team} onHost={onHost} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
