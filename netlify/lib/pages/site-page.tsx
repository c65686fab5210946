/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The pages the functions answer a browser with (a mail link's page, a native post's error): JSX rendered on the
 * server, under the site's header and over its footer, in its colours and fonts, loading nothing. They need no script,
 * so a mail link or a one-click unsubscribe works in any browser, and React escapes every value they show.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import siteConfig from "../../../data/site-config.json";
import { getStartedLinks, supportLinks, type MenuLink } from "../../../src/lib/nav-links";
import { colors, fonts } from "../../../src/styles/theme";
import type { Call, Failure } from "../function-shell";
import { RESPONSE_HEADERS } from "../http";

/** A page: its status, its title (also its h1) and what follows the h1. */
export type Page = { readonly status: number; readonly title: string; readonly body: ReactNode };

const { contact } = siteConfig;

const SiteLink = ({ label, to }: MenuLink) => <a href={to}>{label}</a>;

/** The office's phone and mail, as links a phone dials or a mail program opens. */
export const PhoneLink = () => <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>;
export const MailLink = () => <a href={`mailto:${contact.email}`}>{contact.email}</a>;

const STYLE = `
body{margin:0;font-family:${fonts.body};color:${colors.body};background:${colors.surfaceAlt};line-height:1.6}
.site{background:${colors.surface};border-bottom:1px solid ${colors.line}}
footer.site{border-top:1px solid ${colors.line};border-bottom:0;font-size:.95rem}
.bar{max-width:60rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between}
.bar p{margin:0}
.bar nav,.bar .links{display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.bar a{display:inline-block;padding:.5rem 0}
.brand{color:${colors.ink};font-size:1.1rem;text-decoration:none}
main{max-width:40rem;margin:1rem;padding:2rem 1.5rem;background:${colors.surface};border-radius:16px;border:1px solid ${colors.line}}
@media (min-width:44rem){main{margin:2rem auto}}
h1{color:${colors.ink};font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
h2{color:${colors.ink};font-size:1.2rem;margin:1.5rem 0 .5rem}
li{color:${colors.danger};margin:.25rem 0}
.offers li{color:${colors.body}}
a{color:${colors.primary};font-weight:700}
button{font:inherit;font-weight:700;color:${colors.onPrimary};background:${colors.primary};border:0;border-radius:8px;padding:.75rem 1.5rem;cursor:pointer}
button:hover{background:${colors.primaryDark}}
fieldset{border:0;padding:0;margin:0 0 1rem}
legend{font-weight:700;color:${colors.ink}}
input[type=date]{font:inherit;padding:.4rem .6rem;border:1px solid ${colors.muted};border-radius:6px}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.hint{color:${colors.muted};font-size:.95rem}
.choices{display:flex;flex-wrap:wrap;gap:.5rem}
a[href^="tel:"]{white-space:nowrap}
`;

/** The whole document: the site's name home, its first call to action and phone; the footer's links. */
function SitePage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${siteConfig.siteTitle}`}</title>
        {/* A constant of this file, no value of a request: React would escape its quotes. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <header className="site">
          <div className="bar">
            <a className="brand" href="/">
              {siteConfig.siteTitle}
            </a>
            <nav aria-label="Site">
              <SiteLink {...getStartedLinks[0]} /> <PhoneLink />
            </nav>
          </div>
        </header>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
        <footer className="site">
          <div className="bar">
            <p>{siteConfig.siteTitle}</p>
            <p className="links">
              <PhoneLink /> <MailLink />
            </p>
            <nav aria-label="Footer">
              {supportLinks.map((link) => (
                <SiteLink key={link.to} {...link} />
              ))}
            </nav>
          </div>
        </footer>
      </body>
    </html>
  );
}

/** The page as the function's answer, never cached or framed (RESPONSE_HEADERS). */
export function htmlPage({ status, title, body }: Page, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>\n${renderToStaticMarkup(<SitePage title={title}>{body}</SitePage>)}`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", ...RESPONSE_HEADERS, ...headers },
  });
}

/** A request's answer as a page, its outcome named in the request's log line. */
export const pageAnswers =
  <Outcome extends string>(call: Call<Outcome>) =>
  (outcome: Outcome, page: Page, headers: Record<string, string> = {}) =>
    call.finish(outcome, htmlPage(page, headers));

/** The office's phone and mail in a sentence. */
export const Contact = () => (
  <p>
    Questions? Call us at <PhoneLink /> or email <MailLink />.
  </p>
);

/**
 * What every page of a mail's link says besides its own: the link changed or cut short, a method other than a
 * browser's (`only`: what the address answers; `from`: the mail it is in), and the shell's failures
 * (netlify/lib/function-shell.ts) as `fail` gives them, with the shell's status; each closed by `then` (the way
 * home, or the office's phone and mail).
 */
export function linkPages(then: ReactNode, { only, from }: { readonly only: string; readonly from: string }) {
  const invalid: Page = {
    status: 400,
    title: "This link is not valid",
    body: (
      <>
        <p>
          This link is incomplete or was changed. Open it again from the mail we sent you, or copy all of it into your
          browser.
        </p>
        {then}
      </>
    ),
  };
  const failed: Record<Failure, Omit<Page, "status">> = {
    "missing-salt": {
      title: "We cannot open this link just now",
      body: (
        <>
          <p>Please try again later, or call or email us.</p>
          {then}
        </>
      ),
    },
    "database-unavailable": {
      title: "Please try again in a minute",
      body: <p>We could not open this link just now. Nothing has changed: please try it again in a minute.</p>,
    },
    error: {
      title: "Something went wrong",
      body: (
        <>
          <p>
            Something went wrong on our side. Nothing has changed: please try the link again later, or call or email us.
          </p>
          {then}
        </>
      ),
    },
  };
  const methodNotAllowed: Page = {
    status: 405,
    title: `This address only answers ${only}`,
    body: (
      <>
        <p>Open the link from {from} in your browser.</p>
        {then}
      </>
    ),
  };
  const fail = (failure: Failure, answer: { readonly status: number; readonly headers: Record<string, string> }) =>
    htmlPage({ status: answer.status, ...failed[failure] }, answer.headers);
  return { invalid, methodNotAllowed, fail };
}
