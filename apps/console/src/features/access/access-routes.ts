import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';

const parseQuery = (search: Record<string, unknown>): { query?: string } =>
  typeof search.query === 'string' && search.query !== '' ? { query: search.query } : {};

/** The access area's screens and the signed-in person's own profile (code-split on first visit). */
export function accessRoutes<P extends AnyRoute>(parent: P) {
  const area = createRoute({
    getParentRoute: () => parent,
    path: '/access',
    beforeLoad: () => {
      throw redirect({ to: '/access/users', replace: true });
    },
  });
  const users = createRoute({
    getParentRoute: () => parent,
    path: '/access/users',
    validateSearch: parseQuery,
    component: lazyRouteComponent(() => import('./users-page'), 'UsersPage'),
  });
  const tokens = createRoute({
    getParentRoute: () => parent,
    path: '/access/api-tokens',
    validateSearch: parseQuery,
    component: lazyRouteComponent(() => import('./api-tokens-page'), 'ApiTokensPage'),
  });
  const accounts = createRoute({
    getParentRoute: () => parent,
    path: '/access/service-accounts',
    component: lazyRouteComponent(() => import('./service-accounts-page'), 'ServiceAccountsPage'),
  });
  const groups = createRoute({
    getParentRoute: () => parent,
    path: '/access/groups',
    component: lazyRouteComponent(() => import('./groups-page'), 'GroupsPage'),
  });
  const roles = createRoute({
    getParentRoute: () => parent,
    path: '/access/roles',
    component: lazyRouteComponent(() => import('./roles-page'), 'RolesPage'),
  });
  const profile = createRoute({
    getParentRoute: () => parent,
    path: '/profile',
    component: lazyRouteComponent(() => import('./profile-page'), 'ProfilePage'),
  });
  return [area, users, tokens, accounts, groups, roles, profile] as const;
}
