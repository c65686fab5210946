import { useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "../lib/when-idle";

/** A component whose code is fetched on demand (see useOnDemand); one per module, shared by every use. */
type OnDemand<P> = { loaded?: ComponentType<P>; load: () => Promise<ComponentType<P>> };

/** Wraps a dynamic import of a module whose default export is a component. */
export function onDemand<P>(importModule: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const component: OnDemand<P> = {
    load: () =>
      (loading ??= importModule().then(
        (module) => (component.loaded = module.default),
        (error: unknown) => {
          // A failed download is tried again next time.
          loading = undefined;
          throw error;
        },
      )),
  };
  return component;
}

/**
 * For UI that no page shows when it loads (a dialog, the portal's dashboard): the component once its code is
 * there, else undefined. The code is fetched when `needed` turns true, or before, when the browser is idle.
 */
export function useOnDemand<P>(component: OnDemand<P>, needed: boolean): ComponentType<P> | undefined {
  const [loaded, setLoaded] = useState(() => component.loaded);

  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    const load = () =>
      void component
        .load()
        .then((ready) => live && setLoaded(() => ready))
        .catch(() => undefined);
    const cancelIdle = needed ? undefined : whenIdle(load);
    if (needed) load();
    return () => {
      live = false;
      cancelIdle?.();
    };
  }, [component, loaded, needed]);

  return loaded;
}
