import { css } from "@emotion/react";
import DashboardCard from "./dashboard-card";
import messageIcon from "../../styles/icons/message";
import type { DemoMessage } from "./demo-data";
import { unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";
import { longDate } from "../../lib/dates";

type RecentMessagesProps = { messages: readonly DemoMessage[] };

const list = css(unstyledList, {
  "& > li": { paddingBlock: space(4), borderTop: `1px solid ${colors.line}` },
  "& > li:first-of-type": { borderTop: 0, paddingTop: 0 },
});

const meta = css({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `0 ${space(3)}`,
  fontSize: "0.9rem",
  color: colors.muted,
});

/** The latest messages from the practice's Vedha team. */
const RecentMessages = ({ messages }: RecentMessagesProps) => (
  <DashboardCard title="Recent Messages" icon={messageIcon}>
    <ul css={list}>
      {messages.map((message) => (
        <li key={message.subject}>
          <article>
            <h3 css={{ fontSize: "1.05rem", margin: `0 0 ${space(1)}` }}>{message.subject}</h3>
            <p css={meta}>
              <span>From {message.from}</span>
              <time dateTime={message.date}>{longDate(message.date)}</time>
            </p>
            <p css={{ margin: `${space(2)} 0 0` }}>{message.preview}</p>
          </article>
        </li>
      ))}
    </ul>
  </DashboardCard>
);

export default RecentMessages;
