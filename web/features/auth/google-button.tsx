import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { useAppConfig } from '@/lib/use-app-config';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="h-4 w-4">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.4c-.2 1.3-1.6 3.8-5.4 3.8-3.2 0-5.9-2.7-5.9-6s2.7-6 5.9-6c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.6 2.3 2.3 6.6 2.3 12s4.3 9.7 9.7 9.7c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}

/**
 * "Continue with Google". Disabled, and says why, when this deployment has no Google credentials; otherwise
 * better-auth takes the browser to Google and back to /dashboard, or to /sign-in?error=google on failure.
 */
export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const { data: config, isPending } = useAppConfig();
  const [busy, setBusy] = useState(false);
  const enabled = Boolean(config?.googleEnabled);

  async function start() {
    setBusy(true);
    const { error } = await authClient.signIn
      .social({ provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/sign-in?error=google', newUserCallbackURL: '/dashboard' })
      .catch(() => ({ error: { status: 0 } }));
    if (error) {
      setBusy(false);
      onError('An unexpected error occurred with Google sign in');
    }
  }

  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" className="w-full" disabled={isPending || !enabled || busy} onClick={start}>
        <GoogleMark />
        {busy ? 'Redirecting to Google...' : enabled || isPending ? 'Continue with Google' : 'Google sign-in is not configured'}
      </Button>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="relative my-6 text-center text-xs uppercase tracking-wide text-gray-500">
      <span className="absolute inset-x-0 top-1/2 h-px bg-gray-200" aria-hidden />
      <span className="relative bg-white px-3">or</span>
    </div>
  );
}
