import type { WorkerRanking } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { WorkerRankingRoute } from './worker-ranking.tsx'

const entry = (id: number, nickName: string, count: number, sort: number, level = '打手') => ({
  id,
  avatar: `/boot/files/seed/a${id}.svg`,
  nickName,
  level,
  count,
  sort,
})

const boards: Record<string, WorkerRanking> = {
  '0': {
    data: [
      entry(1, '夜雨', 326, 1, '金牌打手'),
      entry(2, '北辰', 241, 2, '金牌打手'),
      entry(3, '小鹿', 138, 3),
      entry(4, '阿凯', 97, 4),
      entry(8, '阿杰', 1, 5),
    ],
    my: entry(8, '阿杰', 1, 5),
    updateTime: '2026-11-22 07:17:27',
  },
  '1': { data: [], my: entry(8, '阿杰', 95_840, 0), updateTime: '' },
}
const FULL = boards['0']!
let failing = false

beforeEach(() => {
  failing = false
  boards['0'] = FULL
  setToken('tok')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      if (failing) return Response.json({ code: 1, msg: '您还不是打手', data: null })
      return Response.json({ code: 0, msg: '', data: boards[url.searchParams.get('type') ?? ''] })
    }),
  )
})

afterEach(() => vi.unstubAllGlobals())

const open = (route = '/worker-ranking') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Routes>
        <Route path="/worker-ranking" element={<WorkerRankingRoute />} />
        <Route path="/reception-hall" element={<p>接单大厅页</p>} />
      </Routes>
    </QueryClientProvider>,
    { route },
  )

describe('/worker-ranking', () => {
  it('stands the top three on the podium, lists the rest and pins the own rank', async () => {
    const { container } = open()
    await waitFor(() => expect(container.textContent).toContain('夜雨'))
    const podium = container.querySelector('[aria-label="前三名"]')!
    expect(podium.textContent).toContain('326 单')
    expect(podium.textContent).toContain('金牌打手')
    const rows = [...container.querySelectorAll('[aria-label="排行榜"] li')].map((row) => row.textContent)
    expect(rows).toEqual(['4阿凯打手97 单', '5阿杰打手1 单'])
    expect(container.querySelector('[aria-label="我的排名"]')?.textContent).toBe('我的排名第5名已完成1 单')
    expect(container.textContent).toContain('每日更新 · 更新于 2026-11-22 07:17:27')
  })

  it('shows this month’s income in yuan, and 未上榜 for a worker off the board', async () => {
    const { container } = open()
    await waitFor(() => expect(container.textContent).toContain('夜雨'))
    click([...container.querySelectorAll('.adm-tabs-tab')].find((tab) => tab.textContent === '月收入'))
    await waitFor(() => expect(container.textContent).toContain('暂无上榜打手'))
    expect(container.querySelector('[aria-label="我的排名"]')?.textContent).toBe(
      '我的排名未上榜本月收入¥958.40',
    )
  })

  it('an empty board says so and leads to the hall', async () => {
    const { container } = open('/worker-ranking?type=1')
    await waitFor(() => expect(container.textContent).toContain('暂无上榜打手'))
    expect(container.querySelector('[aria-label="前三名"]')).toBeNull()
    click(button('去接单'))
    await waitFor(() => expect(container.textContent).toContain('接单大厅页'))
  })

  it('stands only the workers ranked so far on the podium', async () => {
    boards['0'] = { ...FULL, data: [entry(8, '阿杰', 3, 1)], my: entry(8, '阿杰', 3, 1) }
    const { container } = open()
    await waitFor(() => expect(container.textContent).toContain('3 单'))
    const places = () =>
      [...container.querySelectorAll('[aria-label="前三名"] li')].map((place) => place.textContent)
    expect(places()).toEqual(['1阿杰打手3 单1'])
    expect(container.textContent).not.toContain('虚位以待')
    expect(container.querySelector('[aria-label="如何上榜"]')?.textContent).toContain('完成订单即可上榜')
    expect(container.querySelector('[aria-label="我的排名"]')?.textContent).toBe('我的排名第1名已完成3 单')
  })

  it('says the board could not be loaded, with a retry', async () => {
    failing = true
    const { container } = open()
    await waitFor(() => expect(container.textContent).toContain('加载排行榜失败'))
    expect(container.textContent).toContain('重新加载')
  })
})
