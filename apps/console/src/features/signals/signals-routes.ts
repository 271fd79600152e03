import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { parseActionsSearch } from './actions-search';

/** The signals-and-actions area's screens (code-split on first visit). */
export function signalsRoutes<P extends AnyRoute>(parent: P) {
  const endpoints = createRoute({
    getParentRoute: () => parent,
    path: '/signals',
    component: lazyRouteComponent(() => import('./endpoints-page'), 'EndpointsPage'),
  });
  const endpoint = createRoute({
    getParentRoute: () => parent,
    path: '/signals/endpoints/$endpointId',
    component: lazyRouteComponent(() => import('./endpoint-page'), 'EndpointPage'),
  });
  const actions = createRoute({
    getParentRoute: () => parent,
    path: '/signals/actions',
    validateSearch: parseActionsSearch,
    component: lazyRouteComponent(() => import('./actions-page'), 'ActionsPage'),
  });
  const newSet = createRoute({
    getParentRoute: () => parent,
    path: '/signals/actions/$projectId/new',
    component: lazyRouteComponent(() => import('./action-set-page'), 'NewActionSetPage'),
  });
  const oneSet = createRoute({
    getParentRoute: () => parent,
    path: '/signals/actions/$projectId/$actionSetId',
    component: lazyRouteComponent(() => import('./action-set-page'), 'ActionSetPage'),
  });
  return [endpoints, endpoint, actions, newSet, oneSet] as const;
}
