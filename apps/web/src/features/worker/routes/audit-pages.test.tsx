import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { AuditPendingRoute } from './audit-pending.tsx'
import { AuditRejectedRoute } from './audit-rejected.tsx'

const APPLICATION = {
  id: 3,
  name: '老周',
  sex: '0',
  districtServer: '1',
  briefIntroduction: '王者荣耀巅峰2100分',
  images: [],
  status: 2,
  rejectReason: '资料图片不清晰，请上传清晰的段位截图',
  createTime: '2026-11-22 06:59:15',
  reviewTime: '2026-11-22 07:10:00',
}

let application: typeof APPLICATION | null
beforeEach(() => {
  application = { ...APPLICATION }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 0, msg: '', data: application })),
  )
})
afterEach(() => vi.unstubAllGlobals())

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/audit-pending', Component: AuditPendingRoute },
      { path: '/audit-rejected', Component: AuditRejectedRoute },
      { path: '*', element: <p>别的页面</p> },
    ],
    { initialEntries: [path] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''

describe('/audit-rejected', () => {
  it('shows the reason, and 重新申请 opens the form', async () => {
    const router = open('/audit-rejected')
    await waitFor(() => expect(text()).toContain('资料图片不清晰，请上传清晰的段位截图'))
    expect(text()).toContain('2026-11-22 07:10:00')
    click(button('重新申请'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'))
  })

  it('back to 我的', async () => {
    const router = open('/audit-rejected')
    await waitFor(() => expect(button('返回我的')).toBeDefined())
    click(button('返回我的'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'))
  })
})

describe('/audit-pending', () => {
  it('says when it was submitted and what comes next', async () => {
    application = { ...APPLICATION, status: 0, rejectReason: '', reviewTime: '' }
    open('/audit-pending')
    await waitFor(() => expect(text()).toContain('已于 2026-11-22 06:59:15 提交'))
    expect(text()).toContain('微信区')
    expect(text()).toContain('开通打手会员（100元/年）')
  })

  it('an application that has moved on opens its own page; none at all opens the form', async () => {
    const router = open('/audit-pending')
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit-rejected'))
    application = null
    const again = open('/audit-pending')
    await waitFor(() => expect(again.state.location.pathname).toBe('/apply'))
  })
})
