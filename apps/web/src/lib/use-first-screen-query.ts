import type {
  DefaultError,
  QueryClient,
  QueryKey,
  QueryObserverResult,
  UseQueryOptions,
} from '@tanstack/react-query'
import { use, useCallback } from 'react'
import { QueryClientContext, useQueryObserver } from './adapters/tanstack-query-internals.ts'
import { loadQueryLibrary, type QueryLibrary, useQueryLibrary } from './deferred-queries.ts'
import { firstScreenData, handFirstScreenTo } from './first-screen.ts'

/** What a screen reads of a query: useQuery's result (each of its states), but for `refetch`'s answer. */
type ScreenRead<R> = R extends unknown
  ? Pick<R, Extract<keyof R, 'data' | 'error' | 'isError' | 'isPending' | 'isFetching'>> & {
      refetch: () => Promise<unknown>
    }
  : never
export type FirstScreenQueryResult<T> = ScreenRead<QueryObserverResult<T>>

/** The cache the screen's queries use: the one a test provides, else the app's. */
function cacheOf(library: QueryLibrary, provided: QueryClient | undefined): QueryClient {
  const client = provided ?? library.appQueryClient
  handFirstScreenTo(client)
  return client
}

/**
 * useQuery for a query a first screen shows (decision 031). Until the query library has arrived the
 * result is the answer the page came with (lib/first-screen.ts), without the library; then an observer
 * of the cache, which starts from that same answer, takes over in place. The screen's hooks, and so its
 * elements, stay what they were: nothing is drawn again and nothing is called again while the answer
 * is fresh. A query the page did not answer downloads the library at once and calls, unless `canWait`
 * (a badge the first screen can do without, which waits for the hand-over).
 *
 * Once the library is here this is useQuery's own work, done by `useQueryObserver`
 * (lib/adapters/tanstack-query-internals.ts, the one place that copies the library's internals):
 * use-first-screen-query.test.tsx holds the two to the same answers and states.
 */
export function useFirstScreenQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, DefaultError, T, K>,
  { canWait = false }: { canWait?: boolean } = {},
): FirstScreenQueryResult<T> {
  const first = firstScreenData<T>(options.queryKey)
  const enabled = options.enabled !== false
  const { library, failure, retry } = useQueryLibrary({ now: first === undefined && enabled && !canWait })
  // The provider is read only once the library is here: a first frame does not follow it, so the
  // library's arrival does not draw the screen again before its queries take over (in a transition).
  const client = library && cacheOf(library, use(QueryClientContext))

  const observed = useQueryObserver(library, client, options)
  if (observed) return observed
  const refetch = async () => retry()
  if (first !== undefined) {
    return { data: first, error: null, isError: false, isPending: false, isFetching: false, refetch }
  }
  if (failure) {
    return {
      data: undefined,
      error: failure as Error,
      isError: true,
      isPending: false,
      isFetching: false,
      refetch,
    }
  }
  // Without an answer the library is on its way, and with it the call (unless the query waits).
  const isFetching = enabled && !canWait
  return { data: undefined, error: null, isError: false, isPending: true, isFetching, refetch }
}

/**
 * The cache a first screen's queries use, once the library has arrived: for what the screen does to
 * them (a pull to refresh), which may come before they have taken over.
 */
export function useFirstScreenCache(): () => Promise<QueryClient> {
  const { library } = useQueryLibrary({ now: false })
  const client = library && cacheOf(library, use(QueryClientContext))
  return useCallback(
    () =>
      client ? Promise.resolve(client) : loadQueryLibrary().then((loaded) => cacheOf(loaded, undefined)),
    [client],
  )
}
