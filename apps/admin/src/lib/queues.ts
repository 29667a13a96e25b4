import {
  DEFAULT_QUEUE_SETTINGS,
  type QueueSettings,
  type QueueSort,
  type QueueSummary,
  queueSort,
} from '@dianjing/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SortOrder } from 'antd/es/table/interface'
import { api } from './api-client.ts'

/**
 * The work queues every review page shares: how many wait (the menu's badges, the tabs' counts), the
 * targets past which a wait shows as overdue, the reasons staff pick from, and the order a queue is read in.
 */
export const queueKeys = {
  all: ['queues'] as const,
  summary: () => [...queueKeys.all, 'summary'] as const,
  settings: () => [...queueKeys.all, 'settings'] as const,
}

/** The menu looks again this often, so a new request shows without a reload. */
const SUMMARY_POLL_MS = 60_000

export function useQueueSummary(enabled = true) {
  return useQuery({
    queryKey: queueKeys.summary(),
    queryFn: ({ signal }) => api.get<QueueSummary>('/queues', { signal }),
    refetchInterval: SUMMARY_POLL_MS,
    enabled,
    // A badge that cannot load is left out; the pages say what failed.
    meta: { silentError: true },
  })
}

/** The settings as saved, for the page that edits them. */
export function useQueueSettingsQuery(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queueKeys.settings(),
    queryFn: ({ signal }) => api.get<QueueSettings>('/queue-settings', { signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  })
}

/**
 * The settings a queue page works with: the defaults until they load, so its rows never wait on them.
 * `enabled`: a dialog kept mounted while closed asks only once it opens.
 */
export function useQueueSettings(enabled = true): QueueSettings {
  return useQueueSettingsQuery(enabled).data ?? DEFAULT_QUEUE_SETTINGS
}

export function useSaveQueueSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: QueueSettings) => api.put<QueueSettings>('/queue-settings', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(queueKeys.settings(), saved)
      return queryClient.invalidateQueries({ queryKey: queueKeys.summary() })
    },
  })
}

/** The order a queue's address asks for; none means the server's default (oldest first for what waits). */
export function sortParam(params: URLSearchParams): QueueSort | undefined {
  const parsed = queueSort.safeParse(params.get('sort'))
  return parsed.success ? parsed.data : undefined
}

/** The sort a table's header shows for a column: 'since' (waiting time) or 'amount'. */
export function columnSortOrder(
  sort: QueueSort | undefined,
  column: 'since' | 'amount',
  pending: boolean,
): SortOrder {
  const chosen = sort ?? (pending ? 'oldest' : 'newest')
  if (column === 'since') return chosen === 'oldest' ? 'ascend' : chosen === 'newest' ? 'descend' : null
  return chosen === 'amountAsc' ? 'ascend' : chosen === 'amountDesc' ? 'descend' : null
}

/** What a click on a sortable header asks for; undefined (the default order) when the sort is cleared. */
export function sortFromHeader(column: unknown, order: SortOrder | undefined): QueueSort | undefined {
  if (!order) return undefined
  if (column === 'amount') return order === 'ascend' ? 'amountAsc' : 'amountDesc'
  return order === 'ascend' ? 'oldest' : 'newest'
}
