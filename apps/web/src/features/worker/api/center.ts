import type { WorkerCenterSummary } from '@dianjing/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { workerKeys } from '@/lib/worker-keys.ts'

export function getWorkerCenterSummary({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<WorkerCenterSummary> {
  return http.get<WorkerCenterSummary>('/v1/dEsports/worker/workerCenterSummary', undefined, { signal })
}

export const workerCenterSummaryQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.summary(), queryFn: getWorkerCenterSummary })

export function useWorkerCenterSummary() {
  return useQuery(workerCenterSummaryQueryOptions())
}

/** Under `workerKeys.all`, so it reloads with the rest of the center; staff edit it in the console. */
const announcementKey = () => [...workerKeys.all, 'platform-announcement'] as const

/**
 * The h5 config arrives as JSON text (spec §3) carrying the workers' announcement (HTML). Text that
 * does not parse reads as "no announcement" rather than breaking the center.
 */
export function parsePlatformAnnouncement(text: unknown): string {
  if (typeof text !== 'string' || !text) return ''
  try {
    const parsed: unknown = JSON.parse(text)
    const value = (parsed as { platformAnnouncement?: unknown } | null)?.platformAnnouncement
    return typeof value === 'string' ? value : ''
  } catch {
    console.warn('[worker] wxH5Config is not JSON text')
    return ''
  }
}

export async function getPlatformAnnouncement({ signal }: { signal?: AbortSignal } = {}): Promise<string> {
  return parsePlatformAnnouncement(
    await http.get<string>('/v1/dEsports/public/wxH5Config', undefined, { signal }),
  )
}

export const platformAnnouncementQueryOptions = () =>
  queryOptions({ queryKey: announcementKey(), queryFn: getPlatformAnnouncement })

export function usePlatformAnnouncement() {
  return useQuery(platformAnnouncementQueryOptions())
}

/**
 * The on-duty switch, kept by the server (decision 023): on duty, the worker is told of new hall orders
 * of their region. Shown at once, put back if the server refuses.
 */
export function useSetOnDuty() {
  const queryClient = useQueryClient()
  const key = workerKeys.summary()
  return useMutation({
    mutationFn: (onDuty: boolean) => http.post<{ onDuty: boolean }>('/v1/dEsports/worker/onDuty', { onDuty }),
    onMutate: async (onDuty) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<WorkerCenterSummary>(key)
      if (before) queryClient.setQueryData<WorkerCenterSummary>(key, { ...before, onDuty })
      return { before }
    },
    onError: (_error, _onDuty, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
  })
}
