import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/feedback';
import { useSession } from '@/lib/auth-client';
import { safeNextPath } from './auth-errors';

/**
 * Signed-in screens. A visitor goes to /sign-in (history replaced, so Back does not loop), with the page they
 * wanted kept for after sign-in; an account awaiting approval goes to the account-pending screen.
 */
export function RequireAuth({ children, allowPending = false }: { children: ReactNode; allowPending?: boolean }) {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  const approved = (data.user as { approved?: boolean | null }).approved !== false;
  if (!approved && !allowPending) return <Navigate to="/dashboard-placeholder" replace />;
  return <>{children}</>;
}

/** /sign-in and /sign-up: a signed-in user goes straight to the dashboard (or the same-site ?next= page). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const [params] = useSearchParams();
  if (isPending) return <FullPageSpinner />;
  if (data) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <>{children}</>;
}
