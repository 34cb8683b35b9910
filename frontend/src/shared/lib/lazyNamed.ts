import { createElement, lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded component that can be asked to load before it is rendered. */
export type LazyNamedComponent<C extends ComponentType<any>> = FunctionComponent<ComponentProps<C>> & {
  /** Fetches and evaluates the component's chunk now; resolves when it is there (never rejects). */
  preload(): Promise<void>;
};

/**
 * React.lazy for a named export: `lazyNamed(() => import('./BrowseReagentsPage'), 'BrowseReagentsPage')`.
 * Features export their pages this way from index.ts, so each page is a chunk of its own, fetched
 * when first rendered, while the router still imports only features' public files.
 *
 * `preload()` fetches the chunk ahead of the render (the router asks for the first page's own at
 * start, app/router.tsx). Once it is there, a new mount renders the component itself rather than
 * through React.lazy, which would suspend once more and commit its fallback before the page even
 * if the chunk had already arrived (issue 15: one commit and one frame fewer on a first load).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyNamedComponent<M[K] & ComponentType<any>> {
  type Loaded = M[K] & ComponentType<any>;
  let loaded: Loaded | undefined;
  let loading: Promise<{ default: Loaded }> | undefined;
  const fetchChunk = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as Loaded;
      return { default: loaded };
    }));
  const Lazy = lazy(fetchChunk);

  function LazyNamed(props: ComponentProps<Loaded>) {
    // Chosen once per mount: swapping the lazy wrapper for the component on a later render would
    // remount the page and lose its state.
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy, props);
  }
  LazyNamed.displayName = `LazyNamed(${String(name)})`;
  // A failed fetch is the render's to report (the router's error page); the preload stays quiet.
  LazyNamed.preload = () =>
    fetchChunk().then(
      () => undefined,
      () => undefined,
    );
  return LazyNamed;
}
