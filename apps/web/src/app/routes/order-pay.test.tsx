import { StorageKey } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setItem, setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { OrderPayRoute } from './order-pay.tsx'

const product = {
  id: 2,
  gameId: 1,
  type: '排位上分',
  title: '钻石上星耀',
  briefIntroduction: '',
  description: '',
  productCover: '/boot/files/seed/p2.svg',
  imgAddressList: [],
  preferentialPrice: 9900,
  originalPrice: 12900,
  salesVolume: 100,
  status: '0',
}

/** The server at the network edge: product 2 exists, 99 is refused as the server does, 7 never answers. */
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const { pathname, searchParams } = new URL(String(input), 'http://localhost')
  const ok = (data: unknown) => Response.json({ code: 0, msg: '', data })
  if (pathname.endsWith('/productDetails')) {
    const id = searchParams.get('productId')
    if (id === '2') return ok(product)
    if (id === '7') throw new TypeError('Failed to fetch')
    return Response.json({ code: 1, msg: '商品不存在或已下架', data: null })
  }
  if (pathname.endsWith('/systemConfig')) return ok(JSON.stringify({ supportWechatId: 'kefu-001' }))
  if (pathname.endsWith('/userBalance')) return ok({ balance: 0 })
  if (pathname.endsWith('/workerList')) return ok([])
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})

function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}

function open(route: string) {
  const client = createQueryClient()
  // The query's one retry after no answer comes at once here, not after the user's second.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } })
  return render(
    <QueryClientProvider client={client}>
      <OrderPayRoute />
      <Address />
    </QueryClientProvider>,
    { route },
  )
}

const text = () => document.body.textContent ?? ''
const address = () => document.querySelector('[data-testid="address"]')?.textContent
const times = (phrase: string) => text().split(phrase).length - 1
const requested = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path))

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
  setItem(StorageKey.env, 'wechat')
})

afterEach(() => {
  act(() => {
    Dialog.clear()
    Toast.clear()
  })
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('/order-pay without its product', () => {
  it('a product the server refuses: 商品信息获取失败 with its reason, once, and the way home; no form', async () => {
    const toast = vi.spyOn(Toast, 'show')
    open('/order-pay?productId=99')
    await waitFor(() => expect(text()).toContain('商品信息获取失败'))
    expect(times('商品不存在或已下架')).toBe(1)
    expect(toast).not.toHaveBeenCalled()
    expect(button('立即支付')).toBeUndefined()
    expect(text()).not.toContain('¥0.00')
    expect(document.querySelector('input')).toBeNull()
    click(button('去首页看看'))
    expect(address()).toBe('/home')
  })

  it('a product that did not load: the network hint and a retry, no form', async () => {
    const toast = vi.spyOn(Toast, 'show')
    open('/order-pay?productId=7')
    await waitFor(() => expect(text()).toContain('商品信息获取失败'))
    expect(text()).toContain('网络不太稳定')
    expect(button('重新加载')).toBeDefined()
    expect(button('立即支付')).toBeUndefined()
    expect(toast).not.toHaveBeenCalled()
  })
})

describe('/order-pay in a plain browser', () => {
  beforeEach(() => setItem(StorageKey.env, 'h5'))

  it('says at once that paying needs WeChat, and the pay button opens support instead of ordering', async () => {
    open('/order-pay?productId=2')
    await waitFor(() => expect(text()).toContain('钻石上星耀'))
    expect(document.querySelector('[aria-label="支付提示"]')?.textContent).toContain(
      '请在微信中打开本页完成支付',
    )
    expect(button('立即支付')).toBeUndefined()
    click(button('联系客服下单'))
    await waitFor(() => expect(document.querySelector('.adm-dialog')?.textContent).toContain('kefu-001'))
    expect(requested('/payOrder')).toHaveLength(0)
  })

  it('offers support from the notice too', async () => {
    open('/order-pay?productId=2')
    await waitFor(() => expect(text()).toContain('钻石上星耀'))
    click(button('联系客服'))
    await waitFor(() => expect(document.querySelector('.adm-dialog')?.textContent).toContain('kefu-001'))
  })
})

describe('/order-pay in WeChat', () => {
  it('has no notice and pays', async () => {
    open('/order-pay?productId=2')
    await waitFor(() => expect(text()).toContain('钻石上星耀'))
    expect(document.querySelector('[aria-label="支付提示"]')).toBeNull()
    expect(button('立即支付')).toBeDefined()
    expect(text()).toContain('¥99.00')
  })
})
