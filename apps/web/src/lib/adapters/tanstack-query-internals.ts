import {
  type DefaultError,
  type notifyManager,
  type QueryClient,
  QueryClientContext,
  type QueryKey,
  type QueryObserver,
  type QueryObserverResult,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'

/**
 * The one place that does TanStack Query's own work in its stead (decisions 031 and 034): what
 * `useQuery` (its useBaseQuery) and `QueryClientProvider` do inside, for the first screen, which is
 * drawn before the library has been downloaded (lib/use-first-screen-query.ts, lib/query-library.ts,
 * app/provider.tsx). Only types and the context are imported here: the library's code comes with
 * lib/query-library.ts, downloaded after the first screen.
 *
 * Written against these versions (query-core is the one react-query pins). When either moves,
 * tanstack-query-internals.test.ts fails: compare `useQueryObserver` with
 * node_modules/@tanstack/react-query/src/useBaseQuery.ts and `mountAsQueryClientProviderDoes` with
 * src/QueryClientProvider.tsx there, correct the copy, then set the versions here.
 */
export const TANSTACK_QUERY_WRITTEN_AGAINST = {
  '@tanstack/react-query': '5.108.0',
  '@tanstack/query-core': '5.108.0',
} as const

/**
 * The context `useQueryClient` reads. The app provides its cache with it directly, the element never
 * changing when the library arrives, where `QueryClientProvider` would also mount the cache
 * (`mountAsQueryClientProviderDoes`).
 */
export { QueryClientContext }

/** What QueryClientProvider does when it mounts: queries that ask for it refetch on focus or online. */
export function mountAsQueryClientProviderDoes(client: QueryClient): void {
  client.mount()
}

/** The parts of the library's code `useQueryObserver` uses, from the module downloaded with it. */
export interface ObserverLibrary {
  QueryObserver: typeof QueryObserver
  notifyManager: typeof notifyManager
}

/**
 * `useQuery`'s own work (its useBaseQuery), less suspense, error boundaries and restoring, which the
 * first screen does not use: one observer per hook and cache, its optimistic result for the options of
 * this render (tracking the properties read), its later changes through a store subscription. Until
 * `library` and `client` are here it keeps its hooks' places and answers undefined.
 */
export function useQueryObserver<T, K extends QueryKey>(
  library: ObserverLibrary | undefined,
  client: QueryClient | undefined,
  options: UseQueryOptions<T, DefaultError, T, K>,
): QueryObserverResult<T> | undefined {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one observer per hook and cache, as useQuery keeps one; later options reach it through setOptions below.
  const observer = useMemo(
    () => library && client && new library.QueryObserver(client, client.defaultQueryOptions(options)),
    [library, client],
  )
  const defaulted = client?.defaultQueryOptions(options)
  // As useQuery asks: a query about to fetch on mount already says it is fetching in this render.
  if (defaulted) defaulted._optimisticResults = 'optimistic'

  const subscribe = useCallback(
    (onStoreChange: () => void) => {
      if (!library || !observer) return () => {}
      const unsubscribe = observer.subscribe(library.notifyManager.batchCalls(onStoreChange))
      observer.updateResult()
      return unsubscribe
    },
    [library, observer],
  )
  useSyncExternalStore(subscribe, () => observer?.getCurrentResult())
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted)
  }, [observer, defaulted])

  if (observer && defaulted) return observer.trackResult(observer.getOptimisticResult(defaulted))
  return undefined
}
