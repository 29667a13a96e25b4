import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { BossRankingRoute } from './boss-ranking.tsx'

const boss = (rank: number, amount: number) => ({ rank, nickName: `老***${rank}`, avatar: '', amount })
const boards: Record<string, unknown[]> = {
  day: [],
  week: [boss(1, 416_100), boss(2, 128_800), boss(3, 36_800), boss(4, 3_000)],
}
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost')
  return Response.json({ code: 0, msg: '', data: boards[url.searchParams.get('period') ?? ''] ?? [] })
})

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => vi.unstubAllGlobals())

const open = (route: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BossRankingRoute />
    </QueryClientProvider>,
    { route },
  )

describe('/ranking', () => {
  it('shows the period’s top three on the podium and the rest below, amounts in yuan', async () => {
    const { container } = open('/ranking?period=week')
    await waitFor(() => expect(container.textContent).toContain('老***1'))
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/v1/dEsports/public/bossRanking?period=week')
    const podium = container.querySelector('[aria-label="前三名"]')!.textContent
    expect(podium).toContain('¥4161.00')
    expect(podium).toContain('¥368.00')
    const rows = [...container.querySelectorAll('[aria-label="排行榜"] li')].map((row) => row.textContent)
    expect(rows).toEqual(['4老老***4¥30.00'])
  })

  it('says nobody is on today’s board yet', async () => {
    const { container } = open('/ranking')
    await waitFor(() => expect(container.textContent).toContain('今日暂无上榜老板'))
    expect(container.querySelector('[aria-label="前三名"]')).toBeNull()
  })
})
