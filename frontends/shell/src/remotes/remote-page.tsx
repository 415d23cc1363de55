import { useEffect, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CenteredSpinner } from './centered-spinner';

type PageComponent = ComponentType;

const lazyPages = new WeakMap<RouteObject, Promise<PageComponent | null>>();

/** Forgets a route's lazily loaded page so the next render loads it again (after Retry). */
export function forgetLazyPage(route: RouteObject): void {
  lazyPages.delete(route);
}

function loadLazyPage(route: RouteObject): Promise<PageComponent | null> {
  let page = lazyPages.get(route);
  if (!page) {
    const lazy = route.lazy;
    page =
      typeof lazy === 'function'
        ? lazy().then((resolved) => (resolved.Component as PageComponent | undefined) ?? null)
        : Promise.resolve(null);
    lazyPages.set(route, page);
  }
  return page;
}

/** Renders one of a remote's route objects: its element, its Component, or its lazy Component. */
export function RemotePage({ route }: { route: RouteObject }) {
  if (route.element) return <>{route.element}</>;
  if (route.Component) return <route.Component />;
  return <LazyRemotePage route={route} />;
}

type Loaded = { route: RouteObject } & ({ Page: PageComponent | null } | { error: unknown });

/**
 * Loads the page in an effect rather than suspending: a navigation is a transition, and a page
 * that suspended inside it would keep the previous screen on show until it loaded.
 */
function LazyRemotePage({ route }: { route: RouteObject }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    loadLazyPage(route).then(
      (Page) => live && setLoaded({ route, Page }),
      (error: unknown) => live && setLoaded({ route, error }),
    );
    return () => {
      live = false;
    };
  }, [route]);
  if (!loaded || loaded.route !== route) return <CenteredSpinner />;
  if ('error' in loaded) throw loaded.error;
  if (!loaded.Page) throw new Error(`The route ${route.path ?? ''} has no page`);
  return <loaded.Page />;
}
