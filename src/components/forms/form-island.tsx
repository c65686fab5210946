import {
  Suspense,
  createContext,
  lazy,
  memo,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type ComponentProps,
  type ComponentType,
} from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import ErrorBoundary from "../errors/error-boundary";
import { HYDRATED_AHEAD } from "../../lib/before-script";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../../lib/form-island";
import { ISLAND_FORMS, type IslandName } from "./islands";

/**
 * On the server, renders an island's form to HTML as a React root of its own (gatsby-ssr.tsx provides it, with the
 * page's Emotion cache), so that the ids React makes in it (useId) are the ones the browser's root makes again.
 */
export const IslandRenderer = createContext<((form: JSX.Element, identifierPrefix: string) => string) | undefined>(
  undefined,
);

/** Each island's root, and the props (as JSON) it last rendered. */
const roots = new WeakMap<Element, { root: Root; propsKey: string }>();

/** Marks the server's island hydrated as React commits it: its buttons answer from then on. */
function Hydrated({ island, children }: { island?: Element; children: ReactNode }) {
  useLayoutEffect(() => island?.setAttribute(HYDRATED_AHEAD, ""), [island]);
  return children;
}

/**
 * What an island's root renders, the same on the server and in the browser (the ids depend on it); `island`, the
 * server's island being hydrated.
 */
function islandContent(Form: ComponentType<object>, props: object, island?: Element) {
  return (
    <Hydrated island={island}>
      <ErrorBoundary>
        <Form {...props} />
      </ErrorBoundary>
    </Hydrated>
  );
}

/** The props of an island's form. */
type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof ISLAND_FORMS)[N]>>["default"]>;

/** Each island's form, its code asked for once; undefined when the code failed to download. */
const forms = new Map<IslandName, Promise<ComponentType<object> | undefined>>();
function loadForm(name: IslandName) {
  let form = forms.get(name);
  if (!form) {
    form = ISLAND_FORMS[name]().then(
      (module) => module.default as ComponentType<object>,
      () => undefined,
    );
    forms.set(name, form);
  }
  return form;
}

const identifierPrefix = (name: IslandName) => `${name}-`;
const isIslandName = (name: string | null): name is IslandName => name !== null && Object.hasOwn(ISLAND_FORMS, name);

/**
 * Hydrates the server's form of each island in the page the moment its code is here, in a transition: React renders it
 * in slices of a few milliseconds between which the browser answers input, rather than in one long task
 * (docs/architecture.md gives the figures); a click or a key on the form meanwhile has React finish it at once. The
 * islands' own entry calls it before Gatsby's app has arrived; the page's code calls it again, which changes nothing
 * once a form is hydrated. Without its code (a failed download), the form stays the server's, which still checks and
 * posts natively.
 */
export function hydrateIslands() {
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!isIslandName(name) || !element.hasChildNodes()) continue;
    void loadForm(name).then((Form) => {
      if (!Form || roots.has(element)) return;
      const propsKey = element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}";
      // Once committed, its buttons answer; the page's others wait for the page (src/lib/before-script.ts).
      const content = islandContent(Form, JSON.parse(propsKey) as object, element);
      startTransition(() => {
        roots.set(element, {
          root: hydrateRoot(element, content, { identifierPrefix: identifierPrefix(name) }),
          propsKey,
        });
      });
    });
  }
}

/**
 * A lead form as a React root of its own: an island in the page. The server renders the whole form; the browser keeps
 * that HTML working natively (typing, its own checks, a plain post), and React hydrates the form as soon as its code
 * (react-hook-form, the schemas, fetch) and React have arrived: the build's loader after paint fetches them, with the
 * islands' own entry that hydrates them, before Gatsby's app and the page's code (docs/architecture.md gives the
 * figures). Inside the page's root it would wait for the whole page, and then some: React 18 hydrates a
 * server-rendered Suspense boundary (a lazy form's) apart, at its lowest priority. Nothing typed or chosen meanwhile is
 * lost: the controls are uncontrolled, and useLeadForm takes them over as they are.
 *
 * The form's props cross from the page as JSON, so they must be plain data. `name` is the form's in ISLAND_FORMS
 * (islands.ts), one island of a name on a page.
 */
export function formIsland<N extends IslandName>(name: N) {
  type P = IslandProps<N>;

  if (typeof window === "undefined") {
    // The lazy component makes the server's stream wait for the form's module, then renders it apart.
    const Island = lazy(() =>
      ISLAND_FORMS[name]().then(({ default: Form }) => ({
        default: function ServerIsland(props: object) {
          const render = useContext(IslandRenderer);
          if (!render) throw new Error("formIsland needs the IslandRenderer that gatsby-ssr.tsx provides.");
          return (
            <div
              {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
              dangerouslySetInnerHTML={{
                __html: render(islandContent(Form as ComponentType<object>, props), identifierPrefix(name)),
              }}
            />
          );
        },
      })),
    );
    return memo((props: P) => (
      <Suspense fallback={null}>
        <Island {...(props as object)} />
      </Suspense>
    ));
  }

  // Where the islands' entry did not run (the development server), the page's code hydrates its form.
  hydrateIslands();
  const loading = loadForm(name);

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
        const root = island?.root ?? createRoot(element, { identifierPrefix: identifierPrefix(name) });
        roots.set(element, { root, propsKey });
        root.render(islandContent(Form, JSON.parse(propsKey) as object));
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
