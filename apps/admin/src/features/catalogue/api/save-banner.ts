import type { AdminBanner, BannerBodyInput } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function saveBanner({ id, body }: { id?: number; body: BannerBodyInput }): Promise<AdminBanner> {
  return id === undefined
    ? api.post<AdminBanner>('/banners', body)
    : api.put<AdminBanner>(`/banners/${id}`, body)
}

export function useSaveBanner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.banners() }),
  })
}
