import type { ApplicationView, WorkerApplicationBody } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { checkWorkerStatus } from './check-worker-status.ts'

/** The caller's latest worker application, or null when they never applied. */
export async function getMyApplication({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<ApplicationView | null> {
  return (
    (await http.get<ApplicationView | null>('/v1/dEsports/bizRegistrationApplication/mine', undefined, {
      signal,
    })) ?? null
  )
}

export const myApplicationQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.application(), queryFn: getMyApplication })

export function useMyApplication() {
  return useQuery(myApplicationQueryOptions())
}

/** Spec §3, worker application payload; the server refuses a second one while one is pending. */
export function saveApplication(body: WorkerApplicationBody): Promise<null> {
  return http.post<null>('/dEsports/bizRegistrationApplication/save', body)
}

/** Where the caller stands as a worker (spec §4, status check 0–5), cached for the status pages. */
export const workerStatusQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.status(), queryFn: checkWorkerStatus })

export function useWorkerStatus() {
  return useQuery(workerStatusQueryOptions())
}
