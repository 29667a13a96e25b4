import { QueryClient } from '@tanstack/react-query'
import { ApiError, isBusinessError } from './request.ts'

/**
 * The request client has already told the user about every failure (spec §8), so the cache adds no
 * messages of its own. A business answer does not change on a retry; a network failure may.
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
