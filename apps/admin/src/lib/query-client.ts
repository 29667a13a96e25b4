import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'
import { showError } from './feedback.ts'
import { queueKeys } from './queues.ts'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error
    /** `silentError`: the component shows this failure itself, so no global message. */
    queryMeta: { silentError?: boolean }
    mutationMeta: { silentError?: boolean }
  }
}

function reportError(error: Error, silent: boolean | undefined): void {
  // An ended session already sends the browser to the login page; a message would only flash.
  if (silent || (error instanceof ApiError && error.isUnauthorized)) return
  showError(error instanceof ApiError ? error.message : '操作失败，请稍后重试')
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.silentError) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta?.silentError),
      // A decision anywhere may empty a queue: the menu's counts are read again.
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: queueKeys.summary() })
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Business answers (bad input, no permission, expired session) do not change on a retry.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.httpStatus),
      },
    },
  })
  return client
}
