// @vitest-environment jsdom
import { type AdminWithdrawalRow, PayoutMethod, WithdrawalStatus } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest'
import {
  button,
  buttons,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import type { WithdrawalTab } from '../api/get-withdrawals.ts'
import { TransferWithdrawalModal } from './transfer-withdrawal-modal.tsx'
import { WithdrawalsTable } from './withdrawals-table.tsx'

const PENDING: AdminWithdrawalRow = {
  id: 21,
  workerId: 7,
  workerName: '峡谷老王',
  workerPhone: '13900000007',
  workerRealName: '王大锤',
  amount: 12_345,
  status: WithdrawalStatus.pending,
  alipayName: '王大锤',
  alipayPhone: '13900000007',
  alipayPaymentCode: '',
  alipayReference: '',
  rejectReason: '',
  payoutMethod: null,
  outBizNo: '',
  failReason: '',
  staffName: '',
  createTime: '2026-11-24 09:30:00',
  handledTime: '',
}
const HANDLED = { staffName: '财务小李', handledTime: '2026-11-24 10:00:00' }

beforeAll(polyfillBrowser)
afterEach(cleanup)

const onTransfer = vi.fn()
const onPay = vi.fn()
const onSort = vi.fn()

function show(rows: AdminWithdrawalRow[], tab: WithdrawalTab = 'pending', canHandle = true) {
  onTransfer.mockReset()
  onPay.mockReset()
  onSort.mockReset()
  render(
    <WithdrawalsTable
      tab={tab}
      rows={rows}
      loading={false}
      pagination={{ page: 1, pageSize: 20, total: rows.length }}
      onPageChange={() => undefined}
      sort={undefined}
      onSort={onSort}
      targetMinutes={24 * 60}
      canHandle={canHandle}
      onTransfer={onTransfer}
      onPay={onPay}
      onReject={() => undefined}
    />,
  )
}
const tableText = () => document.querySelector('.ant-table-tbody')!.textContent
const header = (title: string) =>
  [...document.querySelectorAll<HTMLTableCellElement>('.ant-table-thead th')].find(
    (cell) => cell.textContent === title,
  )!

/** A Shanghai wall time `minutesAgo` before now, as the server writes it. */
const shanghaiTimeAgo = (minutesAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - minutesAgo * 60_000).toISOString().slice(0, 19).replace('T', ' ')

describe('WithdrawalsTable', { timeout: 20_000 }, () => {
  it('offers 支付宝打款 as the approval, and the manual path only as the one for outages', () => {
    show([PENDING])
    click(button('支付宝打款'))
    expect(onTransfer).toHaveBeenCalledWith(PENDING)
    expect(onPay).not.toHaveBeenCalled()
    click(button('手动打款（故障时）'))
    expect(onPay).toHaveBeenCalledWith(PENDING)
    expect(buttons('标记已打款')).toHaveLength(0)
  })

  it('shows how long each request has waited on 待打款, in red past the target', () => {
    show([
      { ...PENDING, createTime: shanghaiTimeAgo(12) },
      { ...PENDING, id: 22, createTime: '2026-01-05 08:00:00' },
    ])
    const waits = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
      (row) => row.querySelectorAll('td')[header('已等待').cellIndex]!,
    )
    expect(waits[0]!.textContent).toBe('12分钟')
    expect(waits[0]!.querySelector('.ant-typography-danger')).toBeNull()
    expect(waits[1]!.textContent).toMatch(/^\s*\d+天(\d+小时)?$/)
    expect(waits[1]!.querySelector('.ant-typography-danger')).not.toBeNull()
  })

  it('sorts by amount or by time through the server, not on the page', () => {
    show([{ ...PENDING, id: 22, amount: 50_000 }, PENDING])
    click(header('金额').querySelector<HTMLElement>('.ant-table-column-sorters')!)
    expect(onSort).toHaveBeenLastCalledWith('amountAsc')
    // Oldest first is the default on 待打款: a click on the wait asks for the newest first.
    click(header('已等待').querySelector<HTMLElement>('.ant-table-column-sorters')!)
    expect(onSort).toHaveBeenLastCalledWith('newest')
    // The rows stay in the order the server sent them.
    expect(tableText()).toMatch(/500\.00.*123\.45/)
  })

  it('offers no payment to a role that may only look', () => {
    show([PENDING], 'pending', false)
    expect(buttons('支付宝打款')).toHaveLength(0)
    expect(buttons('手动打款（故障时）')).toHaveLength(0)
  })

  it('marks a row whose Alipay name is not the real name of the application', () => {
    show([PENDING, { ...PENDING, id: 22, alipayName: '李四' }])
    const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')]
    expect(rows[0]!.textContent).not.toContain('与实名不符')
    expect(rows[1]!.textContent).toContain('与实名不符')
  })

  it('shows a transfer awaiting Alipay as 转账中, with its out_biz_no, and no action', () => {
    show(
      [
        {
          ...PENDING,
          ...HANDLED,
          status: WithdrawalStatus.transferring,
          payoutMethod: PayoutMethod.alipayApi,
          outBizNo: 'W21',
        },
      ],
      'all',
    )
    expect(tableText()).toContain('转账中')
    expect(tableText()).toContain('支付宝接口')
    expect(tableText()).toContain('等待支付宝转账结果，系统自动更新（商户单号 W21）')
    expect(buttons('支付宝打款')).toHaveLength(0)
  })

  it('shows Alipay’s reason on a failed transfer, and how each paid one was paid', () => {
    show(
      [
        {
          ...PENDING,
          ...HANDLED,
          status: WithdrawalStatus.failed,
          payoutMethod: PayoutMethod.alipayApi,
          outBizNo: 'W21',
          failReason: '收款支付宝账号与姓名不匹配',
        },
        {
          ...PENDING,
          ...HANDLED,
          id: 23,
          status: WithdrawalStatus.paid,
          payoutMethod: PayoutMethod.manual,
          alipayReference: '20261124M1',
        },
      ],
      'all',
    )
    const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')]
    expect(rows[0]!.textContent).toContain('转账失败')
    expect(rows[0]!.textContent).toContain(
      '支付宝失败原因：收款支付宝账号与姓名不匹配；金额已退回打手可用余额',
    )
    expect(rows[1]!.textContent).toContain('已打款')
    expect(rows[1]!.textContent).toContain('手动打款')
    expect(rows[1]!.textContent).toContain('转账单号 20261124M1')
  })
})

describe('TransferWithdrawalModal', { timeout: 20_000 }, () => {
  let fetchMock: Mock

  function open(withdrawal: AdminWithdrawalRow, answer = { status: WithdrawalStatus.paid }) {
    fetchMock = fakeServer(() => ({ msg: '支付宝转账成功，已到账', data: answer }))
    const onClose = vi.fn()
    render(<TransferWithdrawalModal withdrawal={withdrawal} onClose={onClose} />)
    return onClose
  }
  const payButton = () => button('确认打款¥123.45', modal())

  it('shows the amount, the account, and the Alipay name beside the real name; pays once confirmed', async () => {
    const onClose = open(PENDING)
    const text = modal().textContent
    expect(text).toContain('¥123.45')
    expect(text).toContain('收款支付宝账号13900000007')
    expect(text).toContain('收款支付宝姓名')
    expect(text).toContain('入驻申请实名')
    expect(text).toContain('支付宝姓名与入驻实名一致')
    expect(text).not.toContain('姓名不一致')
    expect(fetchMock).not.toHaveBeenCalled()
    click(payButton())
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/boot/admin/withdrawals/21/transfer')
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    await waitFor(() => expect(document.body.textContent).toContain('支付宝转账成功，已到账'))
  })

  it('warns when the names differ and pays only after finance says it checked', async () => {
    open({ ...PENDING, alipayName: '李四' })
    const text = modal().textContent
    expect(text).toContain('姓名不一致，款项可能打给他人')
    expect(text).toContain('收款支付宝姓名「李四」与入驻申请实名「王大锤」不同')
    expect(payButton().disabled).toBe(true)
    click(payButton())
    expect(fetchMock).not.toHaveBeenCalled()
    click(modal().querySelector<HTMLInputElement>('input[type="checkbox"]')!)
    expect(payButton().disabled).toBe(false)
    click(payButton())
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  })

  it('warns too when the application’s real name is missing, and ignores spaces and middle dots', () => {
    open({ ...PENDING, workerRealName: '' })
    expect(modal().textContent).toContain('未找到该打手入驻申请的实名')
    expect(payButton().disabled).toBe(true)
    cleanup()
    open({ ...PENDING, workerRealName: '阿依古丽·买买提', alipayName: '阿依古丽 买买提' })
    expect(modal().textContent).toContain('支付宝姓名与入驻实名一致')
    expect(payButton().disabled).toBe(false)
  })

  it('tells finance when Alipay refused the transfer', async () => {
    fakeServer(() => ({
      msg: '支付宝转账失败：收款支付宝账号与姓名不匹配，金额已退回打手可用余额',
      data: { status: WithdrawalStatus.failed },
    }))
    render(<TransferWithdrawalModal withdrawal={PENDING} onClose={() => undefined} />)
    click(payButton())
    await waitFor(() =>
      expect(document.body.textContent).toContain('支付宝转账失败：收款支付宝账号与姓名不匹配'),
    )
  })
})
