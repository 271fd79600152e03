import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { parseSegmentsSearch } from './segments-search';

/** The segments area's screens, under the signed-in layout (code-split on first visit). */
export function segmentRoutes<P extends AnyRoute>(parent: P) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: '/segments',
    validateSearch: parseSegmentsSearch,
    component: lazyRouteComponent(() => import('./segments-page'), 'SegmentsPage'),
  });
  const create = createRoute({
    getParentRoute: () => parent,
    path: '/segments/new',
    component: lazyRouteComponent(() => import('./new-segment-page'), 'NewSegmentPage'),
  });
  const one = createRoute({
    getParentRoute: () => parent,
    path: '/segments/$segmentId',
    component: lazyRouteComponent(() => import('./segment-page'), 'SegmentPage'),
  });
  return [list, create, one] as const;
}
