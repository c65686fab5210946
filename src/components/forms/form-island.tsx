import { Suspense, createContext, lazy, memo, useContext, useEffect, useRef, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import ErrorBoundary from "../errors/error-boundary";
import { HYDRATED_AHEAD } from "../../lib/before-script";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../../lib/form-island";

/**
 * On the server, renders an island's form to HTML as a React root of its own (gatsby-ssr.tsx provides it, with the
 * page's Emotion cache), so that the ids React makes in it (useId) are the ones the browser's root makes again.
 */
export const IslandRenderer = createContext<((form: JSX.Element, identifierPrefix: string) => string) | undefined>(
  undefined,
);

/** Each island's root, and the props (as JSON) it last rendered. */
const roots = new WeakMap<Element, { root: Root; propsKey: string }>();

/** What an island's root renders, the same on the server and in the browser (the ids depend on it). */
function islandContent<P extends object>(Form: ComponentType<P>, props: P) {
  const Loaded = Form as ComponentType<object>;
  return (
    <ErrorBoundary>
      <Loaded {...props} />
    </ErrorBoundary>
  );
}

/**
 * A lead form as a React root of its own: an island in the page. The server renders the whole form; the browser keeps
 * that HTML working natively (typing, its own checks, a plain post), and React hydrates the form as soon as its code
 * (react-hook-form, the schemas, fetch) has arrived, fetched beside the page's own code: mostly before React takes up
 * the page. Inside the page's root it would wait for the whole page, and then some: React 18 hydrates a server-rendered
 * Suspense boundary (a lazy form's) apart, at its lowest priority. So the form answers sooner than the page around it
 * (docs/architecture.md gives the figures). Nothing typed or chosen meanwhile is lost: the controls are
 * uncontrolled, and useLeadForm takes them over as they are.
 *
 * The form's props cross from the page as JSON, so they must be plain data. `name` tells islands apart: one of a name
 * on a page. Import the form with `webpackPreload`, which has the loader after paint fetch it with the page's code
 * and `npm run js-budget` count it as "+ form".
 */
export function formIsland<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const identifierPrefix = `${name}-`;

  if (typeof window === "undefined") {
    // The lazy component makes the server's stream wait for the form's module, then renders it apart.
    const Island = lazy(() =>
      load().then(({ default: Form }) => ({
        default: function ServerIsland(props: object) {
          const render = useContext(IslandRenderer);
          if (!render) throw new Error("formIsland needs the IslandRenderer that gatsby-ssr.tsx provides.");
          return (
            <div
              {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
              dangerouslySetInnerHTML={{ __html: render(islandContent(Form, props as P), identifierPrefix) }}
            />
          );
        },
      })),
    );
    return memo((props: P) => (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    ));
  }

  // Without its code (a failed download), the form stays the server's, which still checks and posts natively.
  const loading = load().then(
    (module) => module.default,
    () => undefined,
  );
  // The server's form is hydrated the moment its code is here, at once (flushSync): the page's code has just run, and
  // Gatsby's app hydrates the page in a task after it.
  void loading.then((Form) => {
    const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
    if (!Form || !element?.hasChildNodes() || roots.has(element)) return;
    const propsKey = element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}";
    const content = islandContent(Form, JSON.parse(propsKey) as P);
    flushSync(() => roots.set(element, { root: hydrateRoot(element, content, { identifierPrefix }), propsKey }));
    // Its buttons answer now; the page's others wait for the page (src/lib/before-script.ts).
    element.setAttribute(HYDRATED_AHEAD, "");
  });

  /** The island's place in the page: React leaves what is inside to the form's own root. */
  const IslandPlace = ({ props }: { props: P }) => {
    const place = useRef<HTMLDivElement>(null);
    const propsKey = JSON.stringify(props);
    useEffect(() => {
      const element = place.current!;
      return () => {
        const island = roots.get(element);
        roots.delete(element);
        // Not while React is still committing the page that removes it.
        if (island) setTimeout(() => island.root.unmount());
      };
    }, []);
    // Rendered here when the server's form was not (after a navigation inside the site), or when the props change.
    useEffect(() => {
      const element = place.current!;
      let current = true;
      void loading.then((Form) => {
        const island = roots.get(element);
        if (!current || island?.propsKey === propsKey) return;
        if (!Form) {
          // As Gatsby does when a page's code fails to load: the page from the server, whose form works without it.
          if (!element.hasChildNodes()) window.location.reload();
          return;
        }
        const root = island?.root ?? createRoot(element, { identifierPrefix });
        roots.set(element, { root, propsKey });
        root.render(islandContent(Form, JSON.parse(propsKey) as P));
      });
      return () => {
        current = false;
      };
    }, [propsKey]);
    return (
      <div
        ref={place}
        {...{ [ISLAND_ATTRIBUTE]: name }}
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  };
  // Inside the boundary the server's stream left around the island, so its effects run once React has hydrated it.
  return memo((props: P) => (
    <Suspense fallback={null}>
      <IslandPlace props={props} />
    </Suspense>
  ));
}
