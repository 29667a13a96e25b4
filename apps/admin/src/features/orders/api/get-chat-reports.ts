import type { AdminChatReportRow } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { chatReportKeys } from './keys.ts'

/** pending: waiting for staff, oldest first; handled: closed with what was done, newest first. */
export type ChatReportTab = 'pending' | 'handled'

export const CHAT_REPORT_TABS: readonly ChatReportTab[] = ['pending', 'handled']

/** One row of `GET /boot/admin/chat-reports`: the reported message, who wrote and who reported it. */
export type ChatReport = AdminChatReportRow

export interface ChatReportQuery {
  status: ChatReportTab
  page: number
  pageSize: number
}

export const chatReportsQueryOptions = (query: ChatReportQuery) =>
  queryOptions({
    queryKey: chatReportKeys.page(query),
    queryFn: ({ signal }) =>
      api.get<{ total: number; list: ChatReport[] }>('/chat-reports', { query: { ...query }, signal }),
    // A colleague may have handled one meanwhile: a tab is fetched again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // The page shows a failure in place (a role without access sees why instead of an empty table).
    meta: { silentError: true },
  })

export function useChatReports(query: ChatReportQuery) {
  return useQuery(chatReportsQueryOptions(query))
}

/** How many reports wait, for the badge on the 待处理 tab. */
export function usePendingChatReportCount() {
  const query = useQuery({
    ...chatReportsQueryOptions({ status: 'pending', page: 1, pageSize: 1 }),
    placeholderData: undefined,
  })
  return query.data?.total
}

/** The page's refresh button: both tabs and the count, fetched again. */
export function useRefreshChatReports() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: chatReportKeys.all }), [queryClient])
}
