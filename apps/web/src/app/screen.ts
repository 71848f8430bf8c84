import { createElement, lazy, type ComponentType } from 'react';

/**
 * A route's screen, loaded on demand like `lazy()`, that renders at once once `preload()` has fetched it.
 * The entry preloads the screen of the address being opened alongside the language, so the first render
 * is the screen itself: not a loading state first (a render, a paint and a Suspense retry more on a slow
 * phone's main thread) replacing the page's static first paint.
 */
export function screen(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return Object.assign(Screen, { preload });
}
