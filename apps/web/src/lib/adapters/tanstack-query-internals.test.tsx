import {
  notifyManager,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  useQueryClient,
} from '@tanstack/react-query'
import reactQueryPackage from '@tanstack/react-query/package.json'
import { describe, expect, it, vi } from 'vitest'
import { render } from '@/testing/render.tsx'
import {
  mountAsQueryClientProviderDoes,
  QueryClientContext,
  TANSTACK_QUERY_WRITTEN_AGAINST,
} from './tanstack-query-internals.ts'

const ADAPTER = 'apps/web/src/lib/adapters/tanstack-query-internals.ts'
const recheck = (what: string) =>
  `${ADAPTER} does TanStack Query's own work in its stead, and ${what} has changed: compare useQueryObserver ` +
  'with node_modules/@tanstack/react-query/src/useBaseQuery.ts (and mountAsQueryClientProviderDoes with ' +
  'src/QueryClientProvider.tsx) and correct the copy.'

describe('TanStack Query’s internals, as the first screen uses them', () => {
  it('are those of the TanStack Query installed', () => {
    // query-core is the one react-query pins (exactly), and so the one the app runs on.
    const installed = {
      '@tanstack/react-query': reactQueryPackage.version,
      '@tanstack/query-core': reactQueryPackage.dependencies['@tanstack/query-core'],
    }
    expect(
      installed,
      `TanStack Query is now ${JSON.stringify(installed)}; ${ADAPTER} was written against ` +
        `${JSON.stringify(TANSTACK_QUERY_WRITTEN_AGAINST)}. Compare useQueryObserver with ` +
        'node_modules/@tanstack/react-query/src/useBaseQuery.ts and mountAsQueryClientProviderDoes with ' +
        'src/QueryClientProvider.tsx there, correct them (this file’s other tests and ' +
        'lib/use-first-screen-query.test.tsx say where they differ), then set TANSTACK_QUERY_WRITTEN_AGAINST.',
    ).toEqual(TANSTACK_QUERY_WRITTEN_AGAINST)
  })

  it('still has the observer’s methods and the batching useQueryObserver calls', () => {
    for (const method of [
      'getOptimisticResult',
      'trackResult',
      'updateResult',
      'getCurrentResult',
      'setOptions',
      'subscribe',
    ] as const) {
      expect(typeof QueryObserver.prototype[method], recheck(`QueryObserver.${method}`)).toBe('function')
    }
    expect(typeof notifyManager.batchCalls, recheck('notifyManager.batchCalls')).toBe('function')
    expect(typeof QueryClient.prototype.defaultQueryOptions, recheck('QueryClient.defaultQueryOptions')).toBe(
      'function',
    )
  })

  it('still says, with useQuery’s optimistic results, that a query about to fetch on mount is fetching', () => {
    const client = new QueryClient()
    const options = { queryKey: ['optimistic'], queryFn: () => new Promise<number>(() => {}) }
    const observer = new QueryObserver(client, client.defaultQueryOptions(options))
    const plain = client.defaultQueryOptions(options)
    expect(observer.getOptimisticResult(plain).fetchStatus).toBe('idle')
    const optimistic = client.defaultQueryOptions(options)
    optimistic._optimisticResults = 'optimistic'
    const result = observer.getOptimisticResult(optimistic)
    expect(result.fetchStatus, recheck('the `_optimisticResults` option')).toBe('fetching')
    expect(result.isFetching).toBe(true)
    // trackResult answers the same result, noting what is read of it.
    expect(observer.trackResult(result).isFetching, recheck('QueryObserver.trackResult')).toBe(true)
  })

  it('answers through batchCalls once the observer’s query changes, after the subscription', async () => {
    const client = new QueryClient()
    const options = client.defaultQueryOptions({ queryKey: ['batched'], queryFn: async () => 7 })
    const observer = new QueryObserver(client, options)
    const heard = vi.fn()
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(heard))
    observer.updateResult()
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(7))
    await vi.waitFor(() => expect(heard, recheck('the observer’s notifications')).toHaveBeenCalled())
    unsubscribe()
  })

  it('provides the cache as QueryClientProvider does: the context useQueryClient reads, and a mount', () => {
    const client = new QueryClient()
    const mount = vi.spyOn(client, 'mount')
    const read: unknown[] = []
    function Reader() {
      read.push(useQueryClient())
      return null
    }
    render(
      <QueryClientProvider client={client}>
        <Reader />
      </QueryClientProvider>,
    )
    expect(mount, recheck('what QueryClientProvider does when it mounts')).toHaveBeenCalledTimes(1)
    render(
      <QueryClientContext.Provider value={client}>
        <Reader />
      </QueryClientContext.Provider>,
    )
    expect(read, recheck('the context useQueryClient reads')).toEqual([client, client])
    mountAsQueryClientProviderDoes(client)
    expect(mount).toHaveBeenCalledTimes(2)
    client.unmount()
    client.unmount()
  })
})
