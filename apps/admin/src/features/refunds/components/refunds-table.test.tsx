// @vitest-environment jsdom
import type { AdminRefundRow } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { RefundsTable } from './refunds-table.tsx'

const ROW: AdminRefundRow = {
  orderId: 11,
  orderNum: 'DJ2026112130477118',
  outTradeNo: 'DJ2026112130477118',
  title: '幸运转盘 3次',
  amount: 990,
  status: 1,
  refundStatus: 1,
  refundReason: '不想要了',
  refuseRefundReason: '',
  customerName: '转盘老板',
  customerPhone: '13900000002',
  refundInProgress: false,
  refundTrouble: null,
  lottery: null,
  createTime: '2026-11-22 07:17:27',
  updateTime: '2026-11-22 07:20:00',
}

const DRAWN: AdminRefundRow = {
  ...ROW,
  lottery: { drawsTotal: 3, drawsUsed: 2, prizes: ['皮肤一款', '谢谢参与'] },
}

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

function show(rows: AdminRefundRow[]) {
  fetchMock = fakeServer(() => ({ data: null }))
  render(
    <RefundsTable
      tab="pending"
      rows={rows}
      loading={false}
      pagination={{ page: 1, pageSize: 20, total: rows.length }}
      onPageChange={() => undefined}
      sort={undefined}
      onSort={() => undefined}
      targetMinutes={240}
      canDecide
      submitted={new Set()}
      onApproved={() => undefined}
      onRefuse={() => undefined}
    />,
  )
}

describe('RefundsTable and a lottery order', { timeout: 20_000 }, () => {
  it('shows the draws used and the prizes won in the row', () => {
    show([DRAWN])
    const text = document.querySelector('.ant-table-tbody')!.textContent
    expect(text).toContain('抽奖订单 · 已抽 2/3 次')
    expect(text).toContain('已中奖品：皮肤一款、谢谢参与')
  })

  it('says before approving that the prizes stay with the customer, and still lets finance refund', async () => {
    show([DRAWN])
    click(button('同意退款'))
    const confirm = () => document.querySelector('.ant-popconfirm')
    await waitFor(() =>
      expect(confirm()?.textContent).toContain(
        '已抽 2/3 次，已中：皮肤一款、谢谢参与。客户已抽奖，奖品不会收回',
      ),
    )
    expect(fetchMock).not.toHaveBeenCalled()
    click(button('同意退款', confirm()!))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/boot/admin/refunds/11/approve')
  })

  it('shows nothing of draws for an ordinary order, and no warning for an undrawn lottery order', async () => {
    show([
      { ...ROW, orderId: 12 },
      { ...ROW, orderId: 13, lottery: { drawsTotal: 3, drawsUsed: 0, prizes: [] } },
    ])
    const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')]
    expect(rows[0]!.textContent).not.toContain('抽奖订单')
    expect(rows[1]!.textContent).toContain('抽奖订单 · 已抽 0/3 次')
    expect(document.body.textContent).not.toContain('已中奖品')
  })
})

describe('RefundsTable and a refund WeChat did not record', { timeout: 20_000 }, () => {
  it('shows it being retried, with WeChat’s answer, while the automatic tries go on', () => {
    show([
      {
        ...ROW,
        refundInProgress: true,
        refundTrouble: { tries: 2, answer: 'SYSTEM_ERROR: 系统繁忙', waitsForFinance: false },
      },
    ])
    const cell = document.querySelector('.ant-table-tbody')!
    expect(cell.textContent).toContain('退款重试中')
    expect(cell.textContent).not.toContain('同意退款')
  })

  it('shows 退款异常 with the answer once the tries are over, and lets finance retry it', async () => {
    show([
      {
        ...ROW,
        refundTrouble: { tries: 5, answer: 'SYSTEM_ERROR: 系统繁忙，请稍后再试', waitsForFinance: true },
      },
    ])
    const text = document.querySelector('.ant-table-tbody')!.textContent
    expect(text).toContain('退款异常')
    expect(text).toContain('SYSTEM_ERROR: 系统繁忙，请稍后再试')
    expect(text).not.toContain('同意退款')
    click(button('重试退款'))
    const confirm = () => document.querySelector('.ant-popconfirm')
    await waitFor(() =>
      expect(confirm()?.textContent).toContain('将以同一退款单号再次向微信提交 ¥9.90 的退款'),
    )
    click(button('重试退款', confirm()!))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/boot/admin/refunds/11/retry')
  })
})
