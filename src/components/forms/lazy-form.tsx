import { Suspense, lazy, memo, type ComponentType } from "react";
import { whenIdle } from "../../lib/when-idle";

/** The module loader as lazy() takes it: a form's props are checked by lazyForm's signature instead. */
type Loader = () => Promise<{ default: ComponentType<object> }>;

/**
 * A lead form whose code (react-hook-form, the schemas, fetch) stays out of the page's first load. The server
 * renders the whole form; the browser keeps that HTML working natively (typing, its own checks, a plain post) and
 * React hydrates it in place once the code, fetched when the browser is first idle, has arrived. Nothing typed
 * meanwhile is lost: the controls are uncontrolled and react-hook-form reads them as it registers them.
 * memo: a re-render of the page must not reach the form before it is hydrated (React would drop its HTML).
 */
export function lazyForm<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const inBrowser = () => new Promise<void>((resolve) => whenIdle(resolve)).then(load);
  const Form = lazy((typeof window === "undefined" ? load : inBrowser) as Loader);
  const LazyForm = (props: P) => (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
  return memo(LazyForm);
}
