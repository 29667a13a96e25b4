import type { H5Config, SystemConfig } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { contentKeys } from './keys.ts'

export function getSystemConfig({ signal }: { signal?: AbortSignal } = {}): Promise<SystemConfig> {
  return api.get<SystemConfig>('/config/system', { signal })
}

export function getH5Config({ signal }: { signal?: AbortSignal } = {}): Promise<H5Config> {
  return api.get<H5Config>('/config/h5', { signal })
}

export const systemConfigQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.systemConfig(), queryFn: getSystemConfig, staleTime: 0 })

export const h5ConfigQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.h5Config(), queryFn: getH5Config, staleTime: 0 })

export function useSystemConfig() {
  return useQuery(systemConfigQueryOptions())
}

export function useH5Config() {
  return useQuery(h5ConfigQueryOptions())
}
