import type { Banner } from '@dianjing/shared'
import { queryOptions } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { useFirstScreenQuery } from '@/lib/use-first-screen-query.ts'
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys.ts'

export function getBanners({ signal }: { signal?: AbortSignal } = {}): Promise<Banner[]> {
  return http.get<Banner[]>('/v1/dEsports/public/swiperList', undefined, { signal })
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.banners(), queryFn: getBanners, staleTime: CATALOGUE_STALE_MS })

export function useBanners() {
  return useFirstScreenQuery(bannersQueryOptions())
}
