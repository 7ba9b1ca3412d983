import { useQuery } from '@tanstack/react-query';
import { siteApi } from '@common/api/site';
import { callApi } from './api';

export type { AppConfig } from '@common/api/site';

/** This deployment's public configuration (GET /api/app/config), cached for the session. */
export function useAppConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => callApi(siteApi.config), staleTime: Infinity });
}
