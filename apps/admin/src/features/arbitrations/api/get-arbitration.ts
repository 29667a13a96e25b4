import type { ArbitrationDetail } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { arbitrationKeys } from './keys.ts'

/** One arbitration with both sides' evidence, the order's numbers and its proposals (`GET /arbitrations/:id`). */
export type { ArbitrationDetail }

/** While evidence is being taken the page looks again this often, so new evidence shows by itself. */
const EVIDENCE_POLL_MS = 30_000

export function getArbitration(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ArbitrationDetail>(`/arbitrations/${id}`, { signal })
}

export const arbitrationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: arbitrationKeys.one(id),
    queryFn: ({ signal }) => getArbitration(id, { signal }),
    // A ruling is decided on what is on screen.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.evidenceOpen ? EVIDENCE_POLL_MS : false),
    meta: { silentError: true },
  })

/** `null` (an address that names no arbitration) asks for nothing. */
export function useArbitration(id: number | null) {
  return useQuery({ ...arbitrationQueryOptions(id ?? 0), enabled: id !== null })
}
