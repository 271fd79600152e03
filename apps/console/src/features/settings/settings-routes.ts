import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';

/** The instance settings (issue 29 §6): one URL per section, each code-split on first visit. */
export function settingsRoutes<P extends AnyRoute>(parent: P) {
  const at = () => parent;
  return [
    createRoute({
      getParentRoute: at,
      path: '/settings',
      beforeLoad: () => {
        throw redirect({ to: '/settings/context', replace: true });
      },
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/context',
      component: lazyRouteComponent(() => import('./context/context-fields-page'), 'ContextFieldsPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/strategies',
      component: lazyRouteComponent(() => import('./strategies/strategies-page'), 'StrategiesPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/tag-types',
      component: lazyRouteComponent(() => import('./tag-types/tag-types-page'), 'TagTypesPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/banners',
      component: lazyRouteComponent(() => import('./banners/banners-page'), 'BannersPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/export-import',
      component: lazyRouteComponent(() => import('./transfer/transfer-page'), 'TransferPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/addons',
      component: lazyRouteComponent(() => import('./addons/addons-page'), 'AddonsPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/environments',
      component: lazyRouteComponent(() => import('./environments/environments-page'), 'EnvironmentsPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/frontend',
      // `environment`: whose OpenFeature connection the page shows (a shareable link).
      validateSearch: (search: Record<string, unknown>): { environment?: string } =>
        typeof search.environment === 'string' && search.environment !== '' ? { environment: search.environment } : {},
      component: lazyRouteComponent(() => import('./frontend/frontend-page'), 'FrontendPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/flag-types',
      component: lazyRouteComponent(() => import('./flag-types/flag-types-page'), 'FlagTypesPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/tags',
      component: lazyRouteComponent(() => import('./tag-types/tags-page'), 'TagsPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/applications',
      component: lazyRouteComponent(() => import('./applications/applications-page'), 'ApplicationsPage'),
    }),
    createRoute({
      getParentRoute: at,
      path: '/settings/applications/$appName',
      validateSearch: (search: Record<string, unknown>): { environment?: string } =>
        typeof search.environment === 'string' && search.environment !== '' ? { environment: search.environment } : {},
      component: lazyRouteComponent(() => import('./applications/application-page'), 'ApplicationPage'),
    }),
  ] as const;
}
