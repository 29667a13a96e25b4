// @vitest-environment jsdom
import type { StaffRoleValue } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, polyfillBrowser, render } from '@/testing/console-test-kit.tsx'
import { ReadOnlyNotice, readOnlyText } from './read-only-notice.tsx'

beforeAll(polyfillBrowser)

const support: StaffRoleValue = 'support'
const finance: StaffRoleValue = 'finance'
const unknown: StaffRoleValue | undefined = undefined
afterEach(cleanup)

describe('ReadOnlyNotice', { timeout: 20_000 }, () => {
  it('names the role, what it may read and who acts', () => {
    expect(readOnlyText('support', '提现申请', '打款或驳回由财务处理')).toBe(
      '当前角色为客服，可查看提现申请；打款或驳回由财务处理。',
    )
    render(
      <ReadOnlyNotice role={support} mayAct={false} subject="提现申请" decidedBy="打款或驳回由财务处理" />,
    )
    expect(document.querySelector('.ant-alert-info')?.textContent).toBe(
      '当前角色为客服，可查看提现申请；打款或驳回由财务处理。',
    )
  })

  it('says nothing to a role that may act, nor before the role is known', () => {
    render(<ReadOnlyNotice role={finance} mayAct subject="提现申请" decidedBy="打款或驳回由财务处理" />)
    render(
      <ReadOnlyNotice role={unknown} mayAct={false} subject="提现申请" decidedBy="打款或驳回由财务处理" />,
    )
    expect(document.querySelector('.ant-alert')).toBeNull()
  })
})
