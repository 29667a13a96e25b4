// @vitest-environment jsdom

import type { StaffRoleValue } from '@dianjing/shared'
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

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

async function openLeaving(worker: WorkerDetail) {
  fetchMock = fakeServer(() => ({ msg: SERVER_MESSAGE, data: null }))
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
    expect(text).toContain('向 张阿杰（13900000002）转账 ¥470.00')
  })

  it('needs the reason and the Alipay reference, then sends them trimmed and says what moved', async () => {
    await openLeaving(WORKER)
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
    expect(button('确认离职并退还', modal()).disabled).toBe(true)
  })
})
