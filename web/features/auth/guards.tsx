import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/feedback';
import { useSession } from '@/lib/auth-client';

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

/** /sign-in and /sign-up: a signed-in user goes straight to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (data) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
