import type { WechatTemplateSettings } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { wechatTemplateKeys } from './get-wechat-templates.ts'

/** Saves every kind's template at once (`PUT /boot/admin/wechat-templates`); a kind left out is not sent. */
export function saveWechatTemplates(settings: WechatTemplateSettings) {
  return api.put<WechatTemplateSettings>('/wechat-templates', settings)
}

export function useSaveWechatTemplates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveWechatTemplates,
    onSuccess: (saved) => queryClient.setQueryData(wechatTemplateKeys.all, saved),
  })
}
