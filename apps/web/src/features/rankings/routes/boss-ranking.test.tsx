import { QueryClientProvider } from '@tanstack/react-query'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { button, click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { BossRankingRoute } from './boss-ranking.tsx'

const boss = (rank: number, amount: number) => ({ rank, nickName: `老***${rank}`, avatar: '', amount })
const boards: Record<string, unknown[]> = {
  day: [],
  week: [boss(1, 416_100), boss(2, 128_800), boss(3, 36_800), boss(4, 3_000)],
  month: [boss(1, 2_500)],
}
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost')
  return Response.json({ code: 0, msg: '', data: boards[url.searchParams.get('period') ?? ''] ?? [] })
})

beforeEach(() => {
  boards.month = [boss(1, 2_500)]
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const open = (route: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Routes>
        <Route path="/ranking" element={<BossRankingRoute />} />
        <Route path="/home" element={<p>首页</p>} />
      </Routes>
    </QueryClientProvider>,
    { route },
  )
const podiumNames = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-label="前三名"] li')].map((place) => place.getAttribute('value'))

describe('/ranking', () => {
  it('shows the period’s top three on the podium and the rest below, amounts in yuan', async () => {
    const { container } = open('/ranking?period=week')
    await waitFor(() => expect(container.textContent).toContain('老***1'))
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/v1/dEsports/public/bossRanking?period=week')
    expect(podiumNames(container)).toEqual(['2', '1', '3'])
    expect(container.querySelector('[aria-label="如何上榜"]')).toBeNull()
    const podium = container.querySelector('[aria-label="前三名"]')!.textContent
    expect(podium).toContain('¥4161.00')
    expect(podium).toContain('¥368.00')
    const rows = [...container.querySelectorAll('[aria-label="排行榜"] li')].map((row) => row.textContent)
    expect(rows).toEqual(['4老老***4¥30.00'])
  })

  it('says nobody is on today’s board yet, and leads to ordering', async () => {
    const { container } = open('/ranking')
    await waitFor(() => expect(container.textContent).toContain('今日暂无上榜老板'))
    expect(container.textContent).toContain('下单陪玩即有机会登上排行榜')
    expect(container.querySelector('[aria-label="前三名"]')).toBeNull()
    click(button('去下单'))
    await waitFor(() => expect(container.textContent).toContain('首页'))
  })

  it('stands a lone customer on the podium alone, with no places held for nobody', async () => {
    const { container } = open('/ranking?period=month')
    await waitFor(() => expect(container.textContent).toContain('老***1'))
    expect(podiumNames(container)).toEqual(['1'])
    expect(container.textContent).not.toContain('虚位以待')
    expect(container.querySelector('[aria-label="排行榜"]')).toBeNull()
    expect(container.querySelector('[aria-label="如何上榜"]')?.textContent).toContain('去下单')
  })

  it('stands two customers second and first, and a full podium second, first, third', async () => {
    boards.month = [boss(1, 2_500), boss(2, 1_000)]
    const { container } = open('/ranking?period=month')
    await waitFor(() => expect(podiumNames(container)).toEqual(['2', '1']))
    expect(container.textContent).not.toContain('虚位以待')
  })
})
