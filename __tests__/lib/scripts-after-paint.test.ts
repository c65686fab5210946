import { scriptFiles, withScriptsAfterPaint } from "../../src/lib/scripts-after-paint";

const chunkMap = '<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>';
const gatsbyScripts = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
  .map((src) => `<script src="${src}" async></script>`)
  .join("");
const page = `<html><head><title>Page</title></head><body><main>Text</main>${chunkMap}${gatsbyScripts}<!-- slice-end --></body></html>`;

describe("withScriptsAfterPaint", () => {
  const html = withScriptsAfterPaint(page);

  it("replaces Gatsby's <script src async> tags by one inline loader in <head> that names them, keeping the other scripts", () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain(`${chunkMap}<!-- slice-end --></body>`);
    expect(html).toMatch(/<title>Page<\/title><script data-after-paint="[^"]+">[^<]+<\/script><\/head>/);
    expect(scriptFiles(html)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("leaves a page without them as it is, so a second pass changes nothing", () => {
    expect(withScriptsAfterPaint(html)).toBe(html);
  });

  it("gives a page an earlier build wrote (a warm build did not render it again) this loader, keeping its files", () => {
    const earlier = html.replace(/(data-after-paint="[^"]*">)[^<]*/, "$1(function(){/* an earlier loader */})()");
    expect(earlier).not.toBe(html);
    expect(withScriptsAfterPaint(earlier)).toBe(html);
  });

  /** Runs a page's loader as the browser would, where it stands in <head>, with what the test gives it. */
  const runLoader = (built = html) => {
    document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(built)![1];
    const loader = document.querySelector<HTMLScriptElement>("script[data-after-paint]")!;
    jest.spyOn(document, "currentScript", "get").mockReturnValue(loader);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline script itself
    const run = new Function(loader.text) as () => void;
    run();
  };
  const added = () => [...document.head.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

  afterEach(() => {
    Reflect.deleteProperty(window, "PerformanceObserver"); // what paintTiming installs
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The browser's paint timing: the entries it has reported so far, and a way to report one more. */
  const paintTiming = () => {
    const reported: string[] = [];
    const observers: { callback: PerformanceObserverCallback; self: PerformanceObserver }[] = [];
    const deliver = (names: string[]) => {
      const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name) };
      observers.forEach(({ callback, self }) => callback(list as unknown as PerformanceObserverEntryList, self));
    };
    class Observer {
      static supportedEntryTypes = ["paint"];
      constructor(private callback: PerformanceObserverCallback) {}
      observe({ type, buffered }: PerformanceObserverInit) {
        if (type !== "paint") return;
        const self = this as unknown as PerformanceObserver;
        observers.push({ callback: this.callback, self });
        if (buffered && reported.length > 0) deliver(reported);
      }
      disconnect() {
        observers.splice(
          observers.findIndex((observer) => observer.callback === this.callback),
          1,
        );
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: Observer, configurable: true });
    return {
      report(name: string) {
        reported.push(name);
        deliver([name]);
      },
    };
  };

  it("adds the scripts, in order and once, when the browser reports that it has shown the page's first content", () => {
    jest.useFakeTimers();
    const paints = paintTiming();
    runLoader();
    jest.advanceTimersByTime(100); // frames go by: the page has been read, so only the paint entry counts
    paints.report("first-paint");
    expect(added()).toEqual([]);
    paints.report("first-contentful-paint");
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    paints.report("first-contentful-paint");
    jest.advanceTimersByTime(1000);
    expect(added()).toHaveLength(3);
  });

  it("adds them at once when the page's first content was shown before the loader ran", () => {
    const paints = paintTiming();
    paints.report("first-contentful-paint");
    runLoader();
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("while the browser is still reading the page, adds them as its second frame begins: paint entries wait for the parser", () => {
    jest.useFakeTimers();
    const paints = paintTiming();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    runLoader();
    for (const frame of [1, 2]) {
      expect(added()).toEqual([]);
      frames.splice(0).forEach((callback) => callback(frame));
      jest.advanceTimersByTime(0);
    }
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    paints.report("first-contentful-paint");
    expect(added()).toHaveLength(3);
  });

  it("without paint timing, adds them as the second frame of the page begins", () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const nextFrame = () => {
      frames.splice(0).forEach((frame) => frame(0));
      jest.advanceTimersByTime(0);
    };
    runLoader();
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    jest.advanceTimersByTime(1000);
    expect(added()).toHaveLength(3);
  });

  it("fetches the page's own chunks with them, and preloads its data for Gatsby's loader", () => {
    const withPage = withScriptsAfterPaint(page, ["/component---contact-4.js", "/page-data/contact/page-data.json"]);
    expect(scriptFiles(withPage)).toEqual([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/app-3.js",
      "/component---contact-4.js",
    ]);
    jest.useFakeTimers();
    runLoader(withPage);
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js", "/component---contact-4.js"]);
    const preload = document.querySelector<HTMLLinkElement>("link[rel=preload]")!;
    expect([preload.getAttribute("href"), preload.as, preload.crossOrigin]).toEqual([
      "/page-data/contact/page-data.json",
      "fetch",
      "anonymous",
    ]);
  });

  it("with first files, adds those first and the rest once they have loaded or failed", () => {
    const island = ["/webpack-runtime-1.js", "/framework-2.js", "/form-islands-5.js"];
    const withIsland = withScriptsAfterPaint(page, ["/component---contact-4.js"], island);
    expect(scriptFiles(withIsland)).toEqual([...island, "/app-3.js", "/component---contact-4.js"]);
    jest.useFakeTimers();
    runLoader(withIsland);
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual(island);
    const scripts = [...document.head.querySelectorAll("script[src]")];
    scripts[0].dispatchEvent(new Event("load"));
    scripts[1].dispatchEvent(new Event("error"));
    expect(added()).toEqual(island);
    scripts[2].dispatchEvent(new Event("load"));
    expect(added()).toEqual([...island, "/app-3.js", "/component---contact-4.js"]);
  });

  it("adds them after a second in a tab that draws no frames", () => {
    jest.useFakeTimers();
    jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    runLoader();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });
});

describe("scriptFiles", () => {
  it("reads <script src> tags too", () => {
    expect(scriptFiles('<script src="/a.js" async></script><script>inline()</script>')).toEqual(["/a.js"]);
  });
});
