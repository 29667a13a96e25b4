import type { AdminBanner } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function getBanners({ signal }: { signal?: AbortSignal } = {}): Promise<AdminBanner[]> {
  return api.get<AdminBanner[]>('/banners', { signal })
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.banners(), queryFn: getBanners })

export function useBanners() {
  return useQuery(bannersQueryOptions())
}
