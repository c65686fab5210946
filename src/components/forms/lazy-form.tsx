import { Suspense, lazy, memo, type ComponentType } from "react";

/** The module loader as lazy() takes it: a form's props are checked by lazyForm's signature instead. */
type Loader = () => Promise<{ default: ComponentType<object> }>;

/**
 * A form whose code (react-hook-form, the schemas, fetch) stays out of the page's first load, hydrated with the page:
 * for a form that is not what its page is for (the newsletter sign-up of the home page and the blog, the careers
 * dialog's application, which the page closes through a callback). A lead form page's form is an island instead
 * (form-island.tsx), ready before the page around it. The server renders the whole form; the browser keeps that HTML
 * working natively (typing, its own checks, a plain post) and React hydrates it in place once the code has arrived.
 * Nothing typed or chosen meanwhile is lost: the controls are uncontrolled, and useLeadForm takes them over as they are.
 * memo: a re-render of the page must not reach the form before it is hydrated (React would drop its HTML).
 */
export function lazyForm<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // Asked for as soon as the page's code runs, after the page's own scripts (which the loader after paint fetches),
  // so it arrives while React hydrates the page, and is there when a form that appears only later (the careers
  // page's dialog) opens. Callers mark the import `webpackPreload`, which `npm run js-budget` counts as "+ form".
  const loading = typeof window === "undefined" ? undefined : load();
  const Form = lazy((() => loading ?? load()) as Loader);
  const LazyForm = (props: P) => (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
  return memo(LazyForm);
}
