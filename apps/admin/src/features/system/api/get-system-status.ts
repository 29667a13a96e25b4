import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export interface SystemStatus {
  version: string
  database: 'pglite' | 'postgres'
  uptimeSeconds: number
  games: number
  products: number
  users: number
}

export function getSystemStatus({ signal }: { signal?: AbortSignal } = {}): Promise<SystemStatus> {
  return api.get<SystemStatus>('/system/status', { signal })
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: getSystemStatus,
    refetchInterval: 60_000,
    // The dashboard card renders its own error state.
    meta: { silentError: true },
  })

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions())
}
