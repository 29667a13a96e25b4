// @vitest-environment jsdom
import type { StaffRoleValue } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  buttons,
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

const WORKER = workerDetail({ availableBalance: 183280, frozenBalance: 6000 })

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

function show(worker: WorkerDetail, role: StaffRoleValue | undefined) {
  fetchMock = fakeServer(() => ({ msg: '已暂停，该打手不能再看到接单大厅或接单', data: null }))
  render(<WorkerActions worker={worker} role={role} />)
}

/** Each action's button: whether it is shown. */
const actions = () => ({
  suspend: buttons('暂停接单').length > 0,
  reinstate: buttons('恢复接单').length > 0,
  fine: buttons('罚款').length > 0,
  leave: buttons('离职退还保证金').length > 0,
})

describe('WorkerActions', { timeout: 20_000 }, () => {
  it.each([
    ['owner', { suspend: true, reinstate: false, fine: true, leave: true }],
    ['operator', { suspend: true, reinstate: false, fine: false, leave: false }],
    ['finance', { suspend: false, reinstate: false, fine: true, leave: true }],
    ['support', { suspend: false, reinstate: false, fine: false, leave: false }],
    [undefined, { suspend: false, reinstate: false, fine: false, leave: false }],
  ] as const)('shows %s the actions of their role', (role, expected) => {
    show(WORKER, role)
    expect(actions()).toEqual(expected)
  })

  it('offers a suspended worker’s reinstatement', () => {
    show({ ...WORKER, status: 1 }, 'operator')
    expect(actions()).toEqual({ suspend: false, reinstate: true, fine: false, leave: false })
  })

  it('offers a worker who left neither suspension nor leaving again', () => {
    show({ ...WORKER, status: 2, deposit: 0 }, 'owner')
    expect(actions()).toEqual({ suspend: false, reinstate: false, fine: true, leave: false })
  })

  it('requires a reason before suspending, then sends it', async () => {
    show(WORKER, 'operator')
    click(button('暂停接单'))
    await waitFor(() => expect(modal().textContent).toContain('暂停立即生效'))
    click(button('确认暂停接单', modal()))
    await waitFor(() => expect(modal().textContent).toContain('请填写原因'))
    expect(fetchMock).not.toHaveBeenCalled()

    typeInto(modal().querySelector('textarea')!, '多次超时')
    click(button('确认暂停接单', modal()))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/workers/8/suspend')
    expect(JSON.parse(String(init?.body))).toEqual({ reason: '多次超时' })
  })

  it('opens the fine form with the worker’s balance', async () => {
    show(WORKER, 'finance')
    click(button('罚款'))
    await waitFor(() => expect(modal().textContent).toContain('¥1,832.80'))
  })
})
