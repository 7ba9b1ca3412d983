import { useCallback, useEffect, useState } from 'react';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { authClient } from '@/lib/auth-client';

export interface ActiveSession {
  id: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** The signed-in user's sessions, from better-auth's /list-sessions. */
export function useSessionList() {
  const [data, setData] = useState<ActiveSession[]>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    const result = await authClient.listSessions().catch(() => ({ data: null, error: { status: 0 } }));
    if (result.error) setError(authErrorMessage(result.error as AuthClientError));
    else {
      setError(undefined);
      setData((result.data ?? []) as ActiveSession[]);
    }
    setLoading(false);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, loading, reload };
}
