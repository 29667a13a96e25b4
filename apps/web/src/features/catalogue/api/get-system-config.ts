import { EMPTY_SYSTEM_CONFIG, type SystemConfig } from '@dianjing/shared'
import { queryOptions } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { useFirstScreenQuery } from '@/lib/use-first-screen-query.ts'
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys.ts'

/**
 * The server sends the system config as JSON text (spec §3). Text that does not parse, or a field of
 * the wrong type, reads as "not configured" rather than breaking the screens that show notices.
 */
export function parseSystemConfig(text: unknown): SystemConfig {
  if (typeof text !== 'string' || !text) return { ...EMPTY_SYSTEM_CONFIG }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    console.warn('[catalogue] systemConfig is not JSON text')
    return { ...EMPTY_SYSTEM_CONFIG }
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  const config = { ...EMPTY_SYSTEM_CONFIG }
  for (const key of Object.keys(config) as (keyof SystemConfig)[]) {
    const value = record[key]
    if (typeof value === 'string') config[key] = value
  }
  return config
}

export async function getSystemConfig({ signal }: { signal?: AbortSignal } = {}): Promise<SystemConfig> {
  return parseSystemConfig(await http.get<string>('/v1/dEsports/public/systemConfig', undefined, { signal }))
}

export const systemConfigQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.systemConfig(),
    queryFn: getSystemConfig,
    staleTime: CATALOGUE_STALE_MS,
  })

export function useSystemConfig() {
  return useFirstScreenQuery(systemConfigQueryOptions())
}
