import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface AppConfig {
  launchMode: 'live' | 'waitlist';
  signupApproval: 'auto' | 'manual';
  googleEnabled: boolean;
  oidc: { name: string } | null;
  supportEmail: string;
  salesEmail: string;
  /** Sales phone (CONTACT_PHONE); null when the deployment has none. */
  contactPhone: string | null;
  maxUploadMb: number;
  devMailbox: boolean;
}

/** This deployment's public configuration (GET /api/app/config), cached for the session. */
export function useAppConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => api<AppConfig>('/api/app/config'), staleTime: Infinity });
}
