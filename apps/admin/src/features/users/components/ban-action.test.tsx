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
import type { UserDetail } from '../api/get-user.ts'
import { BanAction } from './ban-action.tsx'

const USER: UserDetail = {
  id: 7,
  phone: '13900000001',
  nickName: '新客户小王',
  avatar: '',
  status: 0,
  isWorker: false,
  growthPoints: 0,
  balance: 0,
  orderCount: 10,
  paidTotal: 416100,
  inviterName: '',
  createTime: '2026-11-22 07:17:14',
  briefIntroduction: '',
  promotionCode: 'HDNUQK',
  hasWechat: false,
  levelName: '普通会员',
  orders: [],
  balanceRecords: [],
  invitations: [],
}

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

function show(user: UserDetail, role: StaffRoleValue | undefined) {
  fetchMock = fakeServer(() => ({ msg: '已封禁，该用户将无法继续使用', data: null }))
  render(<BanAction user={user} role={role} />)
}

describe('BanAction', { timeout: 20_000 }, () => {
  it.each([
    ['owner', ['封禁']],
    ['operator', ['封禁']],
    ['finance', []],
    ['support', []],
    [undefined, []],
  ] as const)('shows %s what their role may do', (role, expected) => {
    show(USER, role)
    expect(buttons('封禁').map((found) => found.textContent?.replace(/\s/g, ''))).toEqual(expected)
  })

  it('offers to lift a ban on a banned user', () => {
    show({ ...USER, status: 1 }, 'operator')
    expect(buttons('解封')).toHaveLength(1)
    expect(buttons('封禁')).toHaveLength(0)
  })

  it('requires a reason, warns that the ban is immediate, then sends it', async () => {
    show(USER, 'operator')
    click(button('封禁'))
    await waitFor(() => expect(modal().textContent).toContain('封禁立即生效'))
    click(button('确认封禁', modal()))
    await waitFor(() => expect(modal().textContent).toContain('请填写原因'))
    expect(fetchMock).not.toHaveBeenCalled()

    typeInto(modal().querySelector('textarea')!, '  恶意退款  ')
    click(button('确认封禁', modal()))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/users/7/ban')
    expect(JSON.parse(String(init?.body))).toEqual({ reason: '恶意退款' })
    await waitFor(() => expect(document.body.textContent).toContain('已封禁，该用户将无法继续使用'))
  })
})
