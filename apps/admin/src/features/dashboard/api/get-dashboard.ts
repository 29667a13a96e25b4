import type { AdminDashboard } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export type Dashboard = AdminDashboard
export type DashboardTotals = AdminDashboard['today']
export type DashboardDay = AdminDashboard['series'][number]

export const dashboardQueryKey = ['dashboard'] as const

export function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<Dashboard> {
  return api.get<Dashboard>('/dashboard', { signal })
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: getDashboard,
    // The to-do counts are what staff act on; a dashboard left open keeps them current.
    refetchInterval: 60_000,
    // The page shows a failure in place.
    meta: { silentError: true },
  })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
