import type { WorkerLevelList } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { WorkerLevelRoute } from './worker-level.tsx'

const LEVELS: WorkerLevelList = {
  list: [
    { id: 0, name: '打手', content: '通过入驻审核即可成为打手。' },
    { id: 1, name: '金牌打手', content: '累计完成 50 单、好评率 95% 以上、成长值 1000。' },
    {
      id: 2,
      name: 'VIP打手',
      content: '累计完成 200 单、好评率 98% 以上、成长值 2000、当月收入满 5000 元。',
    },
  ],
  my: {
    level: 1,
    name: '金牌打手',
    delayAccept: 5,
    remarks: '距离VIP打手：还需完成 62 单',
    completedOrders: 138,
    goodRatePercent: 97.5,
    points: 1520,
    monthlyIncome: 321_050,
  },
}

afterEach(() => vi.unstubAllGlobals())

describe('/worker-level', () => {
  it('shows where the worker stands, the hall delay, and marks their level among the three', async () => {
    setToken('tok')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 0, msg: '', data: LEVELS })),
    )
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <WorkerLevelRoute />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('金牌打手'))
    const mine = container.querySelector('[aria-label="我的等级"]')!.textContent
    expect(mine).toContain('距离VIP打手：还需完成 62 单')
    expect(mine).toContain('138 单完成订单')
    expect(mine).toContain('97.5%好评率')
    expect(mine).toContain('¥3210.50本月收入')
    expect(mine).toContain('新订单进入大厅 5 秒后可见')
    const cards = container.querySelectorAll('article')
    expect(cards).toHaveLength(3)
    expect(container.querySelector('article[aria-current="true"]')?.textContent).toContain('当前等级')
    expect(container.querySelector('article[aria-current="true"]')?.textContent).toContain('金牌打手')
    expect(cards[2]!.textContent).toContain('新订单进入大厅即时可见')
  })
})
