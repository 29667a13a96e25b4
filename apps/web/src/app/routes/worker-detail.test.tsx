import { StorageKey, type WorkerDetails } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setItem } from '@/lib/storage.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { WorkerDetailRoute } from './worker-detail.tsx'

const xiaolu: WorkerDetails = {
  userId: 3,
  nickName: '小鹿',
  avatar: '/boot/files/seed/avatar-xiaolu.svg',
  level: '金牌打手',
  rating: '5.00',
  region: '微信区',
  completedOrders: 138,
  gameNames: ['王者荣耀', '和平精英'],
  briefIntroduction: '辅助位专精，声音甜脾气好。',
  sex: '1',
  ratings: { overall: '5.00', technique: '4.90', attitude: '4.80', punctuality: '4.70' },
  games: [
    { id: 1, name: '王者荣耀', icon: '/boot/files/seed/game-wzry.svg', sort: 1 },
    { id: 2, name: '和平精英', icon: '/boot/files/seed/game-hpjy.svg', sort: 2 },
  ],
  ratingCount: 0,
  reviews: [],
}
const product = (id: number, gameId: number, title: string, status = '0') => ({
  id,
  gameId,
  type: '排位上分',
  title,
  briefIntroduction: '',
  productCover: `/boot/files/seed/p${id}.svg`,
  preferentialPrice: 9900,
  originalPrice: 12900,
  salesVolume: 100,
  status,
})
const productsByGame: Record<string, unknown[]> = {
  '1': [product(11, 1, '钻石上星耀'), product(12, 1, '巅峰赛冲分', '1')],
  '2': [product(21, 2, '吃鸡上王牌')],
}

/** The server, faked at the network edge: worker 3 exists, any other is refused as the server does. */
function answer(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  if (pathname.endsWith('/workerDetails')) {
    return searchParams.get('userId') === '3'
      ? Response.json({ code: 0, msg: '', data: xiaolu })
      : Response.json({ code: 1, msg: '打手不存在或已停止接单', data: null })
  }
  if (pathname.endsWith('/productList')) {
    return Response.json({ code: 0, msg: '', data: productsByGame[searchParams.get('gameId') ?? ''] ?? [] })
  }
  return Response.json({ code: 0, msg: '', data: '{}' })
}

function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}

function renderDetail(route: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WorkerDetailRoute />
      <Address />
    </QueryClientProvider>,
    { route },
  )
}

const address = () => document.querySelector('[data-testid="address"]')?.textContent
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent?.includes(name))

beforeEach(() => {
  setItem(StorageKey.env, 'wechat')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('worker detail', () => {
  it('shows the worker, the rating blocks and the games served', async () => {
    const { container } = renderDetail('/worker-detail?userId=3')
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('小鹿'))
    const text = container.textContent ?? ''
    expect(text).toContain('金牌打手')
    expect(text).toContain('微信区')
    expect(text).toContain('女')
    const ratings = [...container.querySelectorAll('[aria-label="评分"] > div')].map(
      (block) => block.textContent,
    )
    expect(ratings).toEqual(['5.00综合评分', '4.90技术', '4.80态度', '4.70准时'])
    expect(text).toContain('辅助位专精')
    expect(text).toContain('王者荣耀')
    expect(text).toContain('和平精英')
  })

  it('orders one of the worker’s products: the order page gets the product and the worker', async () => {
    renderDetail('/worker-detail?userId=3')
    await waitFor(() => expect(buttonNamed('立即下单')).toBeDefined())
    act(() => buttonNamed('立即下单')!.click())
    await waitFor(() => expect(buttonNamed('吃鸡上王牌')).toBeDefined())

    // A sold-out product is listed, marked and cannot be chosen.
    expect(buttonNamed('巅峰赛冲分')?.disabled).toBe(true)
    expect(buttonNamed('巅峰赛冲分')?.textContent).toContain('已售罄')

    act(() => buttonNamed('钻石上星耀')!.click())
    expect(address()).toBe(`/order-pay?productId=11&workerId=3&workerName=${encodeURIComponent('小鹿')}`)
    // The popup closes on the way out.
    await waitFor(() => expect(document.querySelector('.adm-popup-body')).toBeNull())
  })

  it('says there are no reviews yet, then shows the count and the latest ones', async () => {
    const { container } = renderDetail('/worker-detail?userId=3')
    await waitFor(() => expect(container.textContent).toContain('暂无评价'))
    expect(container.querySelector('[aria-label="最新评价"]')?.textContent).toContain('还没有老板评价')
  })

  it('says the worker does not exist when the link names none', async () => {
    const { container } = renderDetail('/worker-detail')
    expect(container.textContent).toContain('打手不存在')
    act(() => buttonNamed('看看其他打手')!.click())
    expect(address()).toBe('/worker-list')
  })

  it('shows the server’s reason for a worker it refuses, once, with a way back to the list', async () => {
    const toast = vi.spyOn(Toast, 'show')
    const { container } = renderDetail('/worker-detail?userId=99')
    await waitFor(() => expect(container.textContent).toContain('打手不存在或已停止接单'))
    expect(buttonNamed('看看其他打手')).toBeDefined()
    expect(buttonNamed('立即下单')).toBeUndefined()
    // Inline only: no toast says it again over the button.
    expect(toast).not.toHaveBeenCalled()
    expect(document.body.textContent?.split('打手不存在或已停止接单')).toHaveLength(2)
    toast.mockRestore()
  })
})

describe('worker detail with reviews', () => {
  it('bases the rating on the reviews and lists the latest, nicknames masked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/workerDetails')
          ? Response.json({
              code: 0,
              msg: '',
              data: {
                ...xiaolu,
                ratingCount: 2,
                reviews: [
                  { stars: 4, comment: '打得很稳', nickName: '新***王', createTime: '2026-11-22 07:23:55' },
                  { stars: 5, comment: '', nickName: '小***明', createTime: '2026-11-21 10:00:00' },
                ],
              },
            })
          : answer(String(input)),
      ),
    )
    const { container } = renderDetail('/worker-detail?userId=3')
    await waitFor(() => expect(container.textContent).toContain('基于 2 条评价'))
    const reviews = [...container.querySelectorAll('[aria-label="最新评价"] li')].map(
      (row) => row.textContent,
    )
    expect(reviews).toEqual(['新***王2026-11-22打得很稳', '小***明2026-11-21老板没有留下文字评价'])
    expect(container.querySelector('[aria-label="最新评价"] [aria-label="4 星"]')).not.toBeNull()
  })
})
