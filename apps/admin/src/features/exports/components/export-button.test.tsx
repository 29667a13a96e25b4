// @vitest-environment jsdom
import type { StaffRoleValue } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  buttons,
  cleanup,
  fakeServer,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { ExportButton } from './export-button.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

function showAs(role: StaffRoleValue) {
  fakeServer(() => ({ data: { id: 1, phone: '13800000000', name: '员工', role } }))
  render(<ExportButton kind="orders" />)
}

describe('ExportButton', { timeout: 20_000 }, () => {
  it.each(['owner', 'finance'] as const)('is offered to %s', async (role) => {
    showAs(role)
    await waitFor(() => expect(buttons('导出CSV')).toHaveLength(1))
  })

  it.each(['operator', 'support'] as const)('is not offered to %s', async (role) => {
    showAs(role)
    // Let the role arrive before looking.
    await waitFor(() => expect(document.querySelector('.ant-app')).not.toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(buttons('导出CSV')).toHaveLength(0)
  })
})
