import type { H5Config, H5ConfigBody, SystemConfig, SystemConfigBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { contentKeys } from './keys.ts'

export function saveSystemConfig(body: SystemConfigBody): Promise<SystemConfig> {
  return api.put<SystemConfig>('/config/system', body)
}

export function saveH5Config(body: H5ConfigBody): Promise<H5Config> {
  return api.put<H5Config>('/config/h5', body)
}

/** The server answers what it stored (HTML cleaned): that becomes the form's value. */
export function useSaveSystemConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSystemConfig,
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.systemConfig(), saved),
  })
}

export function useSaveH5Config() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveH5Config,
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.h5Config(), saved),
  })
}
