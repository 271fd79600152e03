import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { sessionQuery } from '../lib/session';
import { parseFlagPageSearch } from '../features/flags/flag/flag-page-search';
import { parseFlagSearch } from '../features/flags/search/flag-search';
import { flagQuery } from '../api/flag-api';
import { flagSearchQuery } from '../features/flags/flags-api';
import { parseChangeRequestsSearch } from '../features/change-requests/change-request-search';
import { parseProjectSearch, parseProjectsSearch } from '../features/projects/project-search';
import { settingsRoutes } from '../features/settings/settings-routes';
import { parseAsOfSearch } from '../features/history/as-of-api';
import { eventPageQuery } from '../features/history/history-api';
import { parseHistorySearch } from '../features/history/history-search';
import { parsePlaygroundSearch } from '../features/playground/playground-search';
import { AppLayout } from './app-layout';
import { segmentRoutes } from '../features/segments/segment-routes';
import { signalsRoutes } from '../features/signals/signals-routes';
import { accessRoutes } from '../features/access/access-routes';
import { NotFound } from './not-found';
import { ScreenError } from './screen-error';

/**
 * Every screen of the console and the state it keeps in its URL (filters, tabs), so that any
 * view is a link someone else can open. Each area's screens load on first visit (code-split).
 */
const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: ScreenError,
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: lazyRouteComponent(() => import('../features/auth/sign-in-page'), 'SignInPage'),
});

// An invitation or password-reset link (ADR 0047): public, like sign-in; the token is its only key.
const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invite/$token',
  component: lazyRouteComponent(() => import('../features/auth/invite-page'), 'InvitePage'),
});

// A public sign-up link (ADR 0051, Unleash's /new-user?invite=<secret>): public, like sign-in.
const newUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-user',
  validateSearch: (search: Record<string, unknown>): { invite?: string } =>
    typeof search.invite === 'string' ? { invite: search.invite } : {},
  component: lazyRouteComponent(() => import('../features/auth/new-user-page'), 'NewUserPage'),
});

/**
 * Every screen but sign-in needs a session: without one, the sign-in page, then back here. The
 * check is the layout's loader, not a `beforeLoad`: the loaders of the layout and of the screen
 * run together, so a screen's first request (the flag list's search) does not wait for the
 * session's answer. If that request is refused (401) instead, the session is asked again and the
 * layout shows sign-in (app/providers.tsx, auth/require-session.tsx).
 */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  loader: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  component: AppLayout,
});

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { project?: string } =>
    typeof search.project === 'string' ? { project: search.project } : {},
  component: lazyRouteComponent(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});

// Loaders start the screen's first request while the session check and the screen's code load.
const flagsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/flags',
  validateSearch: parseFlagSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(flagSearchQuery(deps)),
  component: lazyRouteComponent(() => import('../features/flags/search/flags-page'), 'FlagsPage'),
});

const flagRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects/$projectId/flags/$flagName',
  validateSearch: parseFlagPageSearch,
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(flagQuery({ project: params.projectId, name: params.flagName })),
  component: lazyRouteComponent(() => import('../features/flags/flag/flag-page'), 'FlagPage'),
});

// The playground (ADR 0055): the whole query is its URL.
const playgroundRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/playground',
  validateSearch: parsePlaygroundSearch,
  component: lazyRouteComponent(() => import('../features/playground/playground-page'), 'PlaygroundPage'),
});

const projectsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects',
  validateSearch: parseProjectsSearch,
  component: lazyRouteComponent(() => import('../features/projects/projects-page'), 'ProjectsPage'),
});
const projectRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects/$projectId',
  validateSearch: parseProjectSearch,
  component: lazyRouteComponent(() => import('../features/projects/project-page'), 'ProjectPage'),
});
const changeRequestsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects/$projectId/change-requests',
  validateSearch: parseChangeRequestsSearch,
  component: lazyRouteComponent(() => import('./project-change-requests'), 'ProjectChangeRequestsPage'),
});
const changeRequestRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects/$projectId/change-requests/$requestId',
  component: lazyRouteComponent(() => import('../features/change-requests/change-request-page'), 'ChangeRequestPage'),
});

// History and operations (issue 28 §4–5): the log, "as of" views of a project or segment, the projections.
const historyRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/history',
  validateSearch: parseHistorySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(eventPageQuery(deps)),
  component: lazyRouteComponent(() => import('../features/history/history-page'), 'HistoryPage'),
});
const projectAsOfRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/history/projects/$projectId',
  validateSearch: parseAsOfSearch,
  component: lazyRouteComponent(() => import('../features/history/project-as-of-page'), 'ProjectAsOfPage'),
});
const segmentAsOfRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/history/segments/$segmentId',
  validateSearch: parseAsOfSearch,
  component: lazyRouteComponent(() => import('../features/history/segment-as-of-page'), 'SegmentAsOfPage'),
});
const operationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/operations',
  component: lazyRouteComponent(() => import('../features/operations/operations-page'), 'OperationsPage'),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  inviteRoute,
  newUserRoute,
  appRoute.addChildren([
    dashboardRoute,
    flagsRoute,
    flagRoute,
    playgroundRoute,
    projectsRoute,
    projectRoute,
    changeRequestsRoute,
    changeRequestRoute,
    historyRoute,
    projectAsOfRoute,
    segmentAsOfRoute,
    operationsRoute,
    ...settingsRoutes(appRoute),
    ...segmentRoutes(appRoute),
    ...signalsRoutes(appRoute),
    ...accessRoutes(appRoute),
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ScreenError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
