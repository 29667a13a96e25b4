import type { WechatTemplateSettings } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const wechatTemplateKeys = {
  all: ['wechatTemplates'] as const,
}

/** The template message of each notification kind (`GET /boot/admin/wechat-templates`); unset kinds absent. */
export function getWechatTemplates({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<WechatTemplateSettings>('/wechat-templates', { signal })
}

export const wechatTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: wechatTemplateKeys.all,
    queryFn: getWechatTemplates,
    staleTime: 0,
    // The page shows a failure in place.
    meta: { silentError: true },
  })

export function useWechatTemplates() {
  return useQuery(wechatTemplatesQueryOptions())
}
