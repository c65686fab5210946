import { HYDRATED_AHEAD, holdInputScript, releaseHeldInput } from "../../src/lib/before-script";

/** A page's controls before React takes over: each records its clicks as the script's handler would. */
function page() {
  document.body.innerHTML = `
    <button type="button" id="next">Next</button>
    <button type="button" id="filter"><svg><path d="M0 0"/></svg>Billing</button>
    <form action="/send"><button type="submit" id="send">Send</button></form>
    <form id="sign-in"><button type="submit" id="enter">Sign In</button></form>
    <a href="#section" id="link">Section</a>`;
  const clicks: string[] = [];
  document.body.addEventListener("click", (event) => {
    const target = (event.target as Element).closest("[id]");
    if (target) clicks.push(target.id);
    if (target?.id === "send") event.preventDefault();
  });
  document.body.addEventListener("submit", (event) => {
    clicks.push(`submit ${(event.target as HTMLFormElement).id}`);
    event.preventDefault();
  });
  return clicks;
}
const click = (selector: string) =>
  document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

describe("the page before its script", () => {
  beforeEach(() => {
    // The page runs it as an inline <script>; here it runs as the same text.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(holdInputScript) as () => void;
    run();
  });
  afterEach(() => releaseHeldInput());

  it("holds clicks on script buttons, then gives them back in order on the same buttons", () => {
    const clicks = page();
    click("#next");
    click("#filter path");
    click("#next");
    expect(clicks).toEqual([]);
    releaseHeldInput();
    expect(clicks).toEqual(["next", "filter", "next"]);
  });

  it("holds the submit of a form with no action of its own (it could only reload the page), then submits it again", () => {
    const clicks = page();
    click("#enter");
    expect(clicks).toEqual(["enter"]);
    releaseHeldInput();
    expect(clicks).toEqual(["enter", "submit sign-in"]);
  });

  it("leaves what works natively alone: submit buttons of a form with an action, and links", () => {
    const clicks = page();
    click("#send");
    click("#link");
    expect(clicks).toEqual(["send", "link"]);
  });

  it("leaves alone the buttons of a part React has hydrated ahead of the page (a lead form's island)", () => {
    const clicks = page();
    const island = document.createElement("div");
    island.setAttribute(HYDRATED_AHEAD, "");
    island.append(document.getElementById("next")!);
    document.body.append(island);
    click("#next");
    click("#filter");
    expect(clicks).toEqual(["next"]);
  });

  it("stops holding once released, and forgets a button that has left the page", () => {
    const clicks = page();
    click("#filter");
    document.getElementById("filter")!.remove();
    releaseHeldInput();
    click("#next");
    expect(clicks).toEqual(["next"]);
  });
});
