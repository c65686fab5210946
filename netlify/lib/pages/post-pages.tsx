/** @jsxRuntime automatic @jsxImportSource react */
/** The pages that answer a form's native (no-JavaScript) post: a refusal, or a notice before the thank-you page. */
import siteConfig from "../../../data/site-config.json";
import { htmlPage } from "./site-page";

type Entries = readonly (readonly [string, string])[];

type ErrorPage = {
  readonly title: string;
  readonly message: string;
  /** One line per problem, e.g. the field messages. */
  readonly problems?: readonly string[];
  /**
   * What the sender may choose instead (e.g. free consultation times), under a heading. With `repost`, each item is
   * a button that posts to `repost.action` the post's `entries` with the item's own `fields` (the free time), so
   * nothing typed is lost; without it, a line of text.
   */
  readonly offers?: {
    readonly title: string;
    readonly items: readonly { readonly label: string; readonly fields: Entries }[];
    readonly repost?: { readonly action: string; readonly entries: Entries };
  };
  readonly backHref: string;
};

const HiddenInputs = ({ entries }: { readonly entries: Entries }) =>
  entries.map(([name, value], index) => <input key={index} type="hidden" name={name} value={value} />);

/** The offers as buttons that post the sender's answers again with the item's fields, or as lines of text. */
function Offers({ title, items, repost }: NonNullable<ErrorPage["offers"]>) {
  if (items.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      {repost ? (
        <div className="choices">
          {items.map((item) => (
            <form key={item.label} method="post" action={repost.action}>
              <HiddenInputs entries={repost.entries} />
              <HiddenInputs entries={item.fields} />
              <button type="submit">{item.label}</button>
            </form>
          ))}
        </div>
      ) : (
        <ul className="offers">
          {items.map((item) => (
            <li key={item.label}>{item.label}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A refused post: what was wrong, what to choose instead, and the way back to the form. */
export function errorPage(status: number, page: ErrorPage, headers: Record<string, string> = {}): Response {
  const body = (
    <>
      <p>{page.message}</p>
      {page.problems?.length ? (
        <ul>
          {page.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {page.offers ? <Offers {...page.offers} /> : null}
      <p>
        <a href={page.backHref}>Go back to the form</a>
      </p>
      <p className="hint">Your browser&apos;s Back button returns to the form with what you typed.</p>
    </>
  );
  return htmlPage({ status, title: page.title, body }, headers);
}

/** A post stored with something its sender must still do (email a resume that was not kept), then the thank-you page. */
export function noticePage(notice: string, thanks: string): Response {
  const careers = siteConfig.contact.careersEmail;
  const body = (
    <>
      <p>{notice}</p>
      <p>
        <a href={`mailto:${careers}`}>Email {careers}</a>
      </p>
      <p>
        <a href={thanks}>Continue</a>
      </p>
    </>
  );
  return htmlPage({ status: 200, title: "Your application was sent", body });
}
