// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock } from 'vitest'
import {
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { ProductsRoute } from './products.tsx'

const GAMES = [{ id: 2, name: '和平精英', icon: '', sort: 2, enabled: true, productCount: 3 }]

beforeAll(polyfillBrowser)

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(address: string) {
  router = createMemoryRouter(
    [{ path: '/products', element: <ProductsRoute section={{ title: '商品', description: '' }} /> }],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search))
const productRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/boot/admin/products')
    .map((url) => Object.fromEntries(url.searchParams))

beforeEach(() => {
  fetchMock = fakeServer((path) => (path === '/games' ? { data: GAMES } : { data: { total: 41, list: [] } }))
})

afterEach(cleanup)

describe('ProductsRoute', { timeout: 20_000 }, () => {
  it('a new search starts again on the first page, keeping the other filters and the page size', async () => {
    open('/products?gameId=2&status=0&page=3&pageSize=20')
    await waitFor(() => expect(productRequests().at(-1)).toMatchObject({ gameId: '2', page: '3' }))
    const search = document.querySelector<HTMLInputElement>('input[aria-label="搜索商品标题"]')!
    typeInto(search, '星耀')
    click(search.closest('.ant-input-search')!.querySelector<HTMLButtonElement>('.ant-input-search-btn')!)
    await waitFor(() =>
      expect(address()).toEqual({ gameId: '2', status: '0', keyword: '星耀', pageSize: '20' }),
    )
    await waitFor(() => expect(productRequests().at(-1)).toMatchObject({ keyword: '星耀', page: '1' }))
  })

  it('a page past the end of the list moves to its last page', async () => {
    open('/products?page=9')
    await waitFor(() => expect(address()).toEqual({ page: '3', pageSize: '20' }))
  })
})
