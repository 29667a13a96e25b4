import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { applicationKeys, workerKeys } from './keys.ts'

/** Makes the applicant a worker; answers the server's message. */
export function approveApplication(id: number): Promise<string> {
  return api.postForMessage(`/worker-applications/${id}/approve`)
}

/** What an approval changes, read again: the applications and, with a new worker, the workers. */
export function useRefreshAfterApproval() {
  const queryClient = useQueryClient()
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
      ]),
    [queryClient],
  )
}

export function useApproveApplication() {
  const refresh = useRefreshAfterApproval()
  return useMutation({
    mutationFn: approveApplication,
    // A failure usually means a colleague decided first: the list is stale either way.
    onSettled: refresh,
  })
}
