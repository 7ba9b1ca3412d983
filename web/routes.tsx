import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import PublicLayout from '@/components/layout/public-layout';
import { FullPageSpinner } from '@/components/ui/feedback';
import { RedirectIfSignedIn, RequireAuth } from '@/features/auth/guards';
import { useAppConfig } from '@/lib/use-app-config';

/** Each page is its own chunk, so the landing page does not download the dashboard. */
function page(load: () => Promise<{ default: ComponentType<any> }>, props: Record<string, unknown> = {}) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Page {...props} />
    </Suspense>
  );
}

const Landing = () => page(() => import('@/pages/landing'));
/** The signed-in shell (sidebar, quick search, notifications) is a chunk of its own too: public pages never load it. */
const AppLayout = lazy(() => import('@/components/layout/app-layout'));

/**
 * "/" is the landing page, or the waitlist while LAUNCH_MODE=waitlist. The server already redirects a direct
 * load of "/" in waitlist mode, so the landing page renders at once and only client-side navigation checks.
 */
function Home() {
  const { data } = useAppConfig();
  if (data?.launchMode === 'waitlist') return <Navigate to="/waitlist" replace />;
  return <Landing />;
}

const guest = (node: ReactNode) => <RedirectIfSignedIn>{node}</RedirectIfSignedIn>;

/** Signed-in screens, reachable both as /dashboard/x and as /x. */
const appScreens: Array<[string, () => ReactNode]> = [
  ['projects', () => page(() => import('@/pages/app/projects'))],
  ['projects/:id', () => page(() => import('@/pages/app/project-detail'))],
  ['documents/:documentId', () => page(() => import('@/pages/app/document-viewer'))],
  ['leases/:id', () => page(() => import('@/pages/app/lease-detail'))],
  ['properties', () => page(() => import('@/pages/app/properties'))],
  ['properties/:id', () => page(() => import('@/pages/app/property-detail'))],
  ['tenants', () => page(() => import('@/pages/app/tenants'))],
  ['leases', () => page(() => import('@/pages/app/leases'))],
  ['rent-roll', () => page(() => import('@/pages/app/rent-roll'))],
  ['search', () => page(() => import('@/pages/app/search'))],
  ['queries/:queryId', () => page(() => import('@/pages/app/query'))],
  ['calendar', () => page(() => import('@/pages/app/calendar'))],
  ['analytics', () => page(() => import('@/pages/app/analytics'))],
  ['api-keys', () => page(() => import('@/pages/app/api-keys'))],
  ['team', () => page(() => import('@/pages/app/team'))],
  ['settings', () => page(() => import('@/pages/app/settings'))],
  ['settings/:section', () => page(() => import('@/pages/app/settings'))],
];

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'landing', element: <Landing /> },
      { path: 'features', element: page(() => import('@/pages/features')) },
      { path: 'pricing', element: page(() => import('@/pages/pricing')) },
      { path: 'blog', element: page(() => import('@/pages/blog-index')) },
      { path: 'blog/:slug', element: page(() => import('@/pages/blog-post')) },
      { path: 'contact', element: page(() => import('@/pages/contact')) },
      { path: 'docs', element: page(() => import('@/pages/docs')) },
      { path: 'privacy', element: page(() => import('@/pages/legal'), { doc: 'privacy' }) },
      { path: 'terms', element: page(() => import('@/pages/legal'), { doc: 'terms' }) },
      { path: 'status', element: page(() => import('@/pages/status')) },
      { path: 'developer', element: page(() => import('@/pages/developer')) },
      { path: 'waitlist', element: page(() => import('@/pages/waitlist')) },
      { path: 'sign-in', element: guest(page(() => import('@/pages/auth/sign-in'))) },
      { path: 'sign-up', element: guest(page(() => import('@/pages/auth/sign-up'))) },
      { path: 'sign-up-success', element: page(() => import('@/pages/auth/sign-up-success')) },
      { path: 'forgot-password', element: page(() => import('@/pages/auth/forgot-password')) },
      { path: 'reset-password', element: page(() => import('@/pages/auth/reset-password')) },
      { path: 'two-factor', element: page(() => import('@/pages/auth/two-factor')) },
      { path: 'accept-invitation/:id', element: page(() => import('@/pages/auth/accept-invitation')) },
      { path: 'dashboard-placeholder', element: <RequireAuth allowPending>{page(() => import('@/pages/auth/account-pending'))}</RequireAuth> },
      { path: 'dev/mailbox', element: page(() => import('@/pages/dev-mailbox')) },
      { path: '*', element: page(() => import('@/pages/not-found')) },
    ],
  },
  {
    element: (
      <RequireAuth>
        <Suspense fallback={<FullPageSpinner />}>
          <AppLayout />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { path: 'dashboard', element: page(() => import('@/pages/app/overview')) },
      { path: 'admin', element: page(() => import('@/pages/auth/admin')) },
      ...appScreens.map(([path, el]) => ({ path: `dashboard/${path}`, element: el() })),
      ...appScreens.map(([path, el]) => ({ path, element: el() })),
      { path: 'project/:id', element: page(() => import('@/pages/app/project-detail')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
