import { QueryClientProvider, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { act, useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { render, waitFor } from '@/testing/render.tsx'
import { loadedQueryLibrary, loadQueryLibrary } from './deferred-queries.ts'
import { handFirstScreenTo, keepFirstScreenAnswer, startFirstScreen } from './first-screen.ts'
import { createQueryClient } from './query-client.ts'
import { useFirstScreenQuery } from './use-first-screen-query.ts'

// The first screen's queries against useQuery, their plain twin: the same answers and states, render for
// render, for the same query. Its own file: the query library, once downloaded, stays for the file.

/** What a screen reads of a query (FirstScreenQueryResult). */
const read = (result: {
  data: unknown
  error: unknown
  isError: boolean
  isPending: boolean
  isFetching: boolean
}) => ({
  data: result.data,
  error: result.error,
  isError: result.isError,
  isPending: result.isPending,
  isFetching: result.isFetching,
})
type Read = ReturnType<typeof read>
type Options = UseQueryOptions<string, Error, string, readonly unknown[]>

/** A call answered when the test says so. */
function call() {
  let settle!: { answer: (data: string) => void; fail: (error: Error) => void }
  const queryFn = () =>
    new Promise<string>((resolve, reject) => {
      settle = { answer: resolve, fail: reject }
    })
  return { queryFn, settle: () => settle }
}

beforeEach(() => startFirstScreen())

describe('useFirstScreenQuery before the query library', () => {
  it('answers with the page’s answer what useQuery answers over a cache handed that answer', async () => {
    expect(loadedQueryLibrary()).toBeUndefined()
    const queryKey = ['first', 'banners'] as const
    await keepFirstScreenAnswer(queryKey, Promise.resolve('from the page'))
    const options: Options = { queryKey, queryFn: async () => 'called' }
    const client = createQueryClient()
    handFirstScreenTo(client)

    const fast: Read[] = []
    const plain: Read[] = []
    function Fast() {
      fast.push(read(useFirstScreenQuery(options)))
      return null
    }
    function Plain() {
      plain.push(read(useQuery(options)))
      return null
    }
    render(<Fast />)
    render(
      <QueryClientProvider client={client}>
        <Plain />
      </QueryClientProvider>,
    )
    expect(fast[0]).toEqual({
      data: 'from the page',
      error: null,
      isError: false,
      isPending: false,
      isFetching: false,
    })
    expect(fast[0]).toEqual(plain[0])
  })
})

describe('useFirstScreenQuery once the query library is here', () => {
  beforeEach(async () => {
    await loadQueryLibrary()
  })

  /**
   * Renders both hooks in one component over one cache and records, for each render, what each answered;
   * `setKey` moves both to another query, as a screen's options change.
   */
  function both(optionsOf: (key: string) => Options, client = createQueryClient()) {
    const renders: { plain: Read; fast: Read }[] = []
    const latest: { fast?: ReturnType<typeof useFirstScreenQuery<string, readonly unknown[]>> } = {}
    const control: { setKey?: (key: string) => void } = {}
    function Both() {
      const [key, setKey] = useState('a')
      control.setKey = setKey
      const options = optionsOf(key)
      const plain = useQuery(options)
      const fast = useFirstScreenQuery(options)
      latest.fast = fast
      renders.push({ plain: read(plain), fast: read(fast) })
      return null
    }
    render(
      <QueryClientProvider client={client}>
        <Both />
      </QueryClientProvider>,
    )
    const agree = () => {
      for (const [index, { plain, fast }] of renders.entries()) {
        expect(fast, `render ${index + 1} of ${renders.length}`).toEqual(plain)
      }
    }
    return { renders, latest, control, client, agree, last: () => renders.at(-1)!.fast }
  }

  it('agrees with useQuery while the call is out and once it is answered', async () => {
    const { queryFn, settle } = call()
    const view = both((key) => ({ queryKey: ['answered', key], queryFn }))
    expect(view.last()).toMatchObject({ isPending: true, isFetching: true })
    await act(async () => settle().answer('data'))
    await waitFor(() => expect(view.last()).toMatchObject({ data: 'data', isFetching: false }))
    view.agree()
  })

  it('agrees with useQuery on a failed call', async () => {
    const { queryFn, settle } = call()
    const view = both((key) => ({ queryKey: ['failed', key], queryFn, retry: false }))
    await act(async () => settle().fail(new Error('no')))
    await waitFor(() => expect(view.last()).toMatchObject({ isError: true, isFetching: false }))
    expect((view.last().error as Error).message).toBe('no')
    view.agree()
  })

  it('agrees with useQuery on a query not enabled', async () => {
    const view = both((key) => ({
      queryKey: ['disabled', key],
      queryFn: async () => 'never',
      enabled: false,
    }))
    await act(async () => {})
    expect(view.last()).toEqual({
      data: undefined,
      error: null,
      isError: false,
      isPending: true,
      isFetching: false,
    })
    view.agree()
  })

  it('agrees with useQuery on data in the cache, fresh, and on a refetch', async () => {
    const client = createQueryClient()
    client.setQueryData(['cached', 'a'], 'kept')
    const { queryFn, settle } = call()
    const view = both((key) => ({ queryKey: ['cached', key], queryFn }), client)
    expect(view.last()).toMatchObject({ data: 'kept', isFetching: false })
    await act(async () => void view.latest.fast!.refetch())
    await waitFor(() => expect(view.last()).toMatchObject({ data: 'kept', isFetching: true }))
    await act(async () => settle().answer('called'))
    await waitFor(() => expect(view.last()).toMatchObject({ data: 'called', isFetching: false }))
    view.agree()
  })

  it('agrees with useQuery when the screen moves to another query', async () => {
    const view = both((key) => ({ queryKey: ['moved', key], queryFn: async () => `data of ${key}` }))
    await waitFor(() => expect(view.last()).toMatchObject({ data: 'data of a', isFetching: false }))
    act(() => view.control.setKey!('b'))
    await waitFor(() => expect(view.last()).toMatchObject({ data: 'data of b', isFetching: false }))
    view.agree()
  })
})
