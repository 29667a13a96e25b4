import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { MyInvitationsRoute } from './my-invitations.tsx'

function answerWith(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 0, msg: '', data })),
  )
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MyInvitationsRoute />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('/my-invitations', () => {
  it('shows the own code, how many were invited and each with masked phone, date and spend', async () => {
    const { container } = answerWith({
      promotionCode: 'ABC234',
      total: 2,
      list: [
        {
          id: 9,
          nickName: '小明',
          phone: '138****0002',
          createTime: '2025-03-01 12:30:00',
          totalSpend: 12_345,
        },
        {
          id: 10,
          nickName: '玩家0003',
          phone: '139****0003',
          createTime: '2025-03-02 08:00:00',
          totalSpend: 0,
        },
      ],
    })
    await waitFor(() => expect(container.textContent).toContain('ABC234'))
    expect(container.textContent).toContain('已邀请 2 人')
    const rows = [...container.querySelectorAll('li')].map((row) => row.textContent)
    expect(rows).toEqual([
      '小小明138****0002 · 2025-03-01 加入累计消费¥123.45',
      '玩玩家0003139****0003 · 2025-03-02 加入累计消费¥0.00',
    ])
    expect(container.textContent).toContain('复制邀请码')
  })

  it('says so when nobody has been invited yet', async () => {
    const { container } = answerWith({ promotionCode: 'ABC234', total: 0, list: [] })
    await waitFor(() => expect(container.textContent).toContain('暂无邀请记录'))
    expect(container.textContent).toContain('已邀请 0 人')
  })
})
