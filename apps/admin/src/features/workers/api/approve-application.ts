import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { applicationKeys, workerKeys } from './keys.ts'

/** Makes the applicant a worker; answers the server's message. */
export function approveApplication(id: number): Promise<string> {
  return api.postForMessage(`/worker-applications/${id}/approve`)
}

export function useApproveApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveApplication,
    // A failure usually means a colleague decided first: the list is stale either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
      ]),
  })
}
