// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { button, cleanup, click, polyfillBrowser, render, waitFor } from '@/testing/console-test-kit.tsx'
import { lastPageOf, readPage, turnedPage, useLastPageClamp, usePagedParams } from './paged-params.ts'

beforeAll(polyfillBrowser)
afterEach(cleanup)

const readQuery = (params: URLSearchParams) => ({
  status: params.get('status') ?? 'pending',
  keyword: params.get('keyword') ?? '',
  ...readPage(params),
})

/** A list of `total` rows whose query lives in the address; `placeholder` as while the next page loads. */
function List({ total, placeholder = false }: { total?: number; placeholder?: boolean }) {
  const paged = usePagedParams(readQuery)
  useLastPageClamp(paged, {
    data: total === undefined ? undefined : { total },
    isPlaceholderData: placeholder,
  })
  return (
    <>
      <button type="button" onClick={() => paged.filter({ status: 'paid' })}>
        tab
      </button>
      <button type="button" onClick={() => paged.turnPage(3, paged.query.pageSize)}>
        page
      </button>
      <button type="button" onClick={() => paged.turnPage(3, 50)}>
        size
      </button>
      <output>{JSON.stringify(paged.query)}</output>
    </>
  )
}

let router: ReturnType<typeof createMemoryRouter>

function open(address: string, list: { total?: number; placeholder?: boolean } = {}) {
  router = createMemoryRouter([{ path: '/list', element: <List {...list} /> }], { initialEntries: [address] })
  render(<RouterProvider router={router} />)
}

const address = () => router.state.location.search

describe('readPage', () => {
  it('reads the page and its size, ignoring what is not a positive whole number', () => {
    expect(readPage(new URLSearchParams('page=3&pageSize=50'))).toEqual({ page: 3, pageSize: 50 })
    expect(readPage(new URLSearchParams('page=0&pageSize=abc'))).toEqual({ page: 1, pageSize: 20 })
    expect(readPage(new URLSearchParams('page=-2&pageSize=2.5'))).toEqual({ page: 1, pageSize: 20 })
  })

  it('caps the page size at what the list allows', () => {
    expect(readPage(new URLSearchParams('pageSize=500'))).toEqual({ page: 1, pageSize: 100 })
    expect(readPage(new URLSearchParams('pageSize=100'), 50)).toEqual({ page: 1, pageSize: 50 })
  })
})

describe('lastPageOf', () => {
  it('is the page holding the last row, and the first for an empty list', () => {
    expect(lastPageOf(41, 20)).toBe(3)
    expect(lastPageOf(40, 20)).toBe(2)
    expect(lastPageOf(0, 20)).toBe(1)
  })
})

describe('turnedPage', () => {
  it('turns to the page asked for, or to the first when the page size changes', () => {
    expect(turnedPage({ page: 2, pageSize: 20 }, 3, 20)).toEqual({ page: 3, pageSize: 20 })
    expect(turnedPage({ page: 2, pageSize: 20 }, 3, 50)).toEqual({ page: 1, pageSize: 50 })
  })
})

describe('usePagedParams', { timeout: 20_000 }, () => {
  it('reads the query from the address', async () => {
    open('/list?status=paid&keyword=139&page=2&pageSize=50', { total: 200 })
    await waitFor(() =>
      expect(JSON.parse(document.querySelector('output')!.textContent!)).toEqual({
        status: 'paid',
        keyword: '139',
        page: 2,
        pageSize: 50,
      }),
    )
  })

  it('starts a new filter on the first page, keeping the other filters and the page size', async () => {
    open('/list?status=pending&keyword=139&page=4&pageSize=50', { total: 500 })
    click(button('tab'))
    await waitFor(() => expect(address()).toBe('?status=paid&keyword=139&pageSize=50'))
  })

  it('turns the page, and starts again on the first page when the page size changes', async () => {
    open('/list?keyword=139', { total: 500 })
    click(button('page'))
    await waitFor(() => expect(address()).toBe('?status=pending&keyword=139&page=3&pageSize=20'))
    click(button('size'))
    await waitFor(() => expect(address()).toBe('?status=pending&keyword=139&page=1&pageSize=50'))
  })
})

describe('useLastPageClamp', { timeout: 20_000 }, () => {
  it('moves a list that shrank to its last page, replacing the address', async () => {
    open('/list?status=paid&page=9&pageSize=10', { total: 25 })
    await waitFor(() => expect(address()).toBe('?status=paid&page=3&pageSize=10'))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('goes to the first page of an empty list', async () => {
    open('/list?page=2', { total: 0 })
    await waitFor(() => expect(address()).toBe('?status=pending&page=1&pageSize=20'))
  })

  it('stays while the rows shown are the previous page’s, or before the list has loaded', async () => {
    open('/list?page=9', { total: 25, placeholder: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(address()).toBe('?page=9')
    cleanup()
    open('/list?page=9')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(address()).toBe('?page=9')
  })

  it('leaves a page that holds rows alone', async () => {
    open('/list?page=3&pageSize=10', { total: 25 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(address()).toBe('?page=3&pageSize=10')
  })
})
