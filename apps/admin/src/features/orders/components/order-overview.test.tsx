// @vitest-environment jsdom
import { DisputeStatus, OrderStatus } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, polyfillBrowser, render } from '@/testing/console-test-kit.tsx'
import { orderDetail } from '../testing.ts'
import { DisputeTag, OrderStateTag } from './order-labels.tsx'
import { OrderOverview } from './order-overview.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('an order in dispute on its page', { timeout: 20_000 }, () => {
  it('shows 协商完成 with how the paid amount was split', () => {
    const order = orderDetail({
      status: OrderStatus.negotiated,
      stateLabel: '协商完成',
      amount: 1_250_000,
      splitRefund: 500_000,
      splitWorkerAmount: 600_000,
    })
    render(
      <>
        <OrderStateTag order={order} />
        <OrderOverview order={order} />
      </>,
    )
    expect(document.querySelector('.ant-tag')?.textContent).toBe('协商完成')
    expect(document.body.textContent).toContain('退还客户 ¥5,000.00 / 打手所得 ¥6,000.00')
  })

  it('leaves the split out of an order that did not end by one', () => {
    render(<OrderOverview order={orderDetail()} />)
    expect(document.body.textContent).not.toContain('协商结果')
  })

  it('tags an open arbitration and an unanswered proposal, and nothing otherwise', () => {
    render(
      <>
        <DisputeTag disputeStatus={DisputeStatus.arbitration} />
        <DisputeTag disputeStatus={DisputeStatus.proposal} />
        <DisputeTag disputeStatus={DisputeStatus.none} />
      </>,
    )
    expect([...document.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual([
      '仲裁中',
      '撤销待答复',
    ])
  })
})
