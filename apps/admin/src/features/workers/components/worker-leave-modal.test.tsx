// @vitest-environment jsdom

import { DepositReturnStatus, PayoutMethod, type StaffRoleValue, WorkerStanding } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import type { WorkerDetail } from '../api/get-worker.ts'
import { workerDetail } from '../testing.ts'
import { WorkerActions } from './worker-actions.tsx'

const WORKER = workerDetail({ fineOwed: 3000 })

const SERVER_MESSAGE = '已办理离职，退还保证金 470.00 元，已用保证金抵扣欠缴罚款 30.00 元'
const ALIPAY_MESSAGE = '已办理离职，已用保证金抵扣欠缴罚款 30.00 元。保证金 470.00 元已通过支付宝退还到账'

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

async function openLeaving(worker: WorkerDetail) {
  fetchMock = fakeServer((path) =>
    path.endsWith('/leave')
      ? { msg: SERVER_MESSAGE, data: null }
      : { msg: ALIPAY_MESSAGE, data: { status: DepositReturnStatus.paid } },
  )
  const finance: StaffRoleValue = 'finance'
  render(<WorkerActions worker={worker} role={finance} />)
  click(button('离职退还保证金'))
  await waitFor(() => expect(modal().textContent).toContain('应退还'))
}

const field = (id: string) => modal().querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!

describe('WorkerLeaveModal', { timeout: 20_000 }, () => {
  it('shows the deposit, the fine it pays and what goes back', async () => {
    await openLeaving(WORKER)
    const text = modal().textContent ?? ''
    expect(text).toContain('保证金¥500.00')
    expect(text).toContain('欠缴罚款¥30.00')
    expect(text).toContain('保证金抵扣罚款−¥30.00')
    expect(text).toContain('应退还¥470.00')
    expect(text).toContain('确认后系统通过支付宝接口退还 ¥470.00')
    expect(text).toContain('收款账户 张阿杰（13900000002）')
  })

  it('returns the deposit by Alipay’s API by default: no reference asked, the payee checked against the real name', async () => {
    await openLeaving(WORKER)
    expect(modal().querySelector('#payoutReference')).toBeNull()
    expect(modal().textContent).toContain('支付宝姓名「张阿杰」与入驻申请实名「阿杰某」不同')
    typeInto(field('reason'), ' 个人原因 ')
    click(button('确认离职并经支付宝退还', modal()))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/workers/8/leave/transfer')
    expect(JSON.parse(String(init?.body))).toEqual({ reason: '个人原因' })
    await waitFor(() => expect(document.body.textContent).toContain(ALIPAY_MESSAGE))
  })

  it('offers only the manual way when the worker has no Alipay details', async () => {
    await openLeaving({ ...WORKER, alipayName: '', alipayPhone: '' })
    expect(modal().querySelector<HTMLInputElement>('input[value="alipay"]')!.disabled).toBe(true)
    expect(modal().querySelector('#payoutReference')).not.toBeNull()
  })

  it('by hand, for outages: needs the reason and the Alipay reference, then sends them trimmed and says what moved', async () => {
    await openLeaving(WORKER)
    click(modal().querySelector<HTMLInputElement>('input[value="manual"]')!)
    await waitFor(() => expect(modal().querySelector('#payoutReference')).not.toBeNull())
    expect(modal().textContent).toContain('向 张阿杰（13900000002）转账 ¥470.00')
    click(button('确认离职并退还', modal()))
    await waitFor(() => {
      expect(modal().textContent).toContain('请填写离职原因')
      expect(modal().textContent).toContain('请填写支付宝转账单号')
    })
    expect(fetchMock).not.toHaveBeenCalled()

    typeInto(field('reason'), ' 个人原因 ')
    typeInto(field('payoutReference'), ' 2026112200001 ')
    click(button('确认离职并退还', modal()))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/workers/8/leave')
    expect(JSON.parse(String(init?.body))).toEqual({ reason: '个人原因', payoutReference: '2026112200001' })
    await waitFor(() => expect(document.body.textContent).toContain(SERVER_MESSAGE))
  })

  it('asks for no reference when the fine takes the whole deposit', async () => {
    await openLeaving({ ...WORKER, deposit: 2000, fineOwed: 3000 })
    expect(modal().textContent).toContain('离职后仍欠罚款¥10.00')
    expect(modal().querySelector('#payoutReference')).toBeNull()
    typeInto(field('reason'), '违规清退')
    click(button('确认离职并退还', modal()))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ reason: '违规清退' })
  })

  it('cannot be confirmed while earned money is still on the platform', async () => {
    await openLeaving({ ...WORKER, availableBalance: 1200 })
    expect(modal().textContent).toContain('可用余额还有 ¥12.00')
    expect(button('确认离职并经支付宝退还', modal()).disabled).toBe(true)
  })

  it('offers to send a refused deposit return again, saying why it failed', async () => {
    const finance: StaffRoleValue = 'finance'
    fetchMock = fakeServer(() => ({
      msg: '保证金 470.00 元已通过支付宝退还到账',
      data: { status: DepositReturnStatus.paid },
    }))
    render(
      <WorkerActions
        worker={{
          ...WORKER,
          status: WorkerStanding.left,
          depositReturn: {
            status: DepositReturnStatus.failed,
            payoutMethod: PayoutMethod.alipayApi,
            amount: 47_000,
            outBizNo: 'D8-1',
            alipayName: '张阿杰',
            alipayPhone: '13900000002',
            alipayReference: '',
            failReason: '收款支付宝账号与姓名不匹配',
            createTime: '2026-11-24 10:00:00',
          },
        }}
        role={finance}
      />,
    )
    click(button('重新退还保证金'))
    const confirm = () => document.querySelector('.ant-popconfirm')
    await waitFor(() => expect(confirm()?.textContent).toContain('上次失败原因：收款支付宝账号与姓名不匹配'))
    click(button('重新退还', confirm()!))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/boot/admin/workers/8/deposit-return/transfer')
    await waitFor(() => expect(document.body.textContent).toContain('保证金 470.00 元已通过支付宝退还到账'))
  })
})
