// @vitest-environment jsdom
import { BizStatus } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, fakeServer, polyfillBrowser, render, waitFor } from '@/testing/console-test-kit.tsx'
import type { OrderProgress } from '../api/get-order-progress.ts'
import { orderDetail } from '../testing.ts'
import { firstProgressLimit, OrderProgressCard, ProgressOverdueTag } from './order-progress.tsx'

const UPDATED: OrderProgress = {
  orderId: 7,
  percent: 60,
  updates: [
    {
      id: 12,
      percent: 60,
      note: '已打完第二局，段位升到钻石',
      images: ['/uploads/progress/b.png', '/uploads/progress/c.png'],
      time: '2026-11-24 11:20:00',
    },
    { id: 11, percent: 20, note: '', images: ['/uploads/progress/a.png'], time: '2026-11-24 10:20:00' },
  ],
  firstDueTime: '',
  overdue: false,
}

const LATE: OrderProgress = {
  orderId: 7,
  percent: 0,
  updates: [],
  firstDueTime: '2026-11-24 10:30:00',
  overdue: true,
}

function open(progress: OrderProgress, order = orderDetail()) {
  const fetchMock = fakeServer((path) => ({ data: path === '/orders/7/progress' ? progress : null }))
  render(
    <>
      <ProgressOverdueTag order={order} />
      <OrderProgressCard order={order} />
    </>,
  )
  return fetchMock
}

const update = (id: number) => document.querySelector<HTMLElement>(`[data-progress-update="${id}"]`)!
const text = () => document.body.textContent ?? ''

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('OrderProgressCard', { timeout: 20_000 }, () => {
  it('shows the latest percent and every update, newest first, with its note, screenshots and time', async () => {
    open(UPDATED)
    await waitFor(() => expect(update(12)).toBeTruthy())
    expect(document.querySelector('.ant-progress')?.getAttribute('aria-valuenow')).toBe('60')
    expect(text()).toContain('共 2 次更新')
    const shown = [...document.querySelectorAll('[data-progress-update]')].map((node) =>
      node.getAttribute('data-progress-update'),
    )
    expect(shown).toEqual(['12', '11'])
    expect(update(12).textContent).toContain('60%')
    expect(update(12).textContent).toContain('已打完第二局，段位升到钻石')
    expect(update(12).textContent).toContain('2026-11-24 11:20:00')
    const images = [...update(12).querySelectorAll('img')].map((image) => image.getAttribute('src'))
    expect(images).toEqual(['/uploads/progress/b.png', '/uploads/progress/c.png'])
    expect(update(11).textContent).toContain('20%')
    expect(update(11).querySelector('img')?.getAttribute('alt')).toBe('进度截图 1')
    expect(text()).not.toContain('进度超时')
  })

  it('flags a late first update in red with the limit and the deadline, and tags the order', async () => {
    open(LATE)
    await waitFor(() => expect(document.querySelector('.ant-alert-error')).toBeTruthy())
    const alert = document.querySelector('.ant-alert-error')!
    expect(alert.textContent).toContain('进度超时')
    expect(alert.textContent).toContain('打手接单后30分钟内未更新进度（应于 2026-11-24 10:30:00 前首次更新）')
    const tags = [...document.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)
    expect(tags).toContain('进度超时')
    expect(document.querySelectorAll('[data-progress-update]')).toHaveLength(0)
  })

  it('gives the deadline while the first update is not yet due', async () => {
    open({ ...LATE, overdue: false })
    await waitFor(() => expect(text()).toContain('打手尚未更新进度'))
    expect(text()).toContain('首次进度应于 2026-11-24 10:30:00 前更新（接单后30分钟内）')
    expect(document.querySelector('.ant-alert-error')).toBeNull()
    expect(document.querySelectorAll('.ant-tag')).toHaveLength(0)
  })

  it('says a finished order had no updates, without a deadline that no longer matters', async () => {
    open({ ...LATE, overdue: false }, orderDetail({ bizStatus: BizStatus.completed, stateLabel: '已完成' }))
    await waitFor(() => expect(text()).toContain('打手未更新过进度'))
    expect(text()).not.toContain('首次进度应于')
  })
})

describe('firstProgressLimit', () => {
  it('is the minutes from accepting to the deadline', () => {
    expect(firstProgressLimit('2026-11-24 10:00:00', '2026-11-24 10:30:00')).toBe(30)
    expect(firstProgressLimit('2026-11-24 23:50:00', '2026-11-25 01:50:00')).toBe(120)
    expect(firstProgressLimit('', '2026-11-24 10:30:00')).toBeNull()
  })
})
