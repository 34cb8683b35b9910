import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./BrowseReagentsPage'), 'BrowseReagentsPage')`.
 * Features export their pages this way from index.ts, so each page is a chunk of its own, fetched
 * when first rendered, while the router still imports only features' public files.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K] & ComponentType<any>> {
  return lazy(() => load().then((module) => ({ default: module[name] as M[K] & ComponentType<any> })));
}
