import { QueryClient } from '@tanstack/react-query'
import { ApiError, isBusinessError } from './request.ts'

/**
 * The cache adds no messages of its own: a query's failure is shown by its screen (an error state with
 * the server's words or a network hint), and an action's is toasted by the request client (spec §8).
 * A business answer does not change on a retry; a network failure may.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && !isBusinessError(error),
      },
      mutations: { retry: false },
    },
  })
}
