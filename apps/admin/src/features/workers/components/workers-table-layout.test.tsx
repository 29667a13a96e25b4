// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, polyfillBrowser, render } from '@/testing/console-test-kit.tsx'
import type { Worker } from '../api/get-workers.ts'
import { WorkersTable } from './workers-table.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

/** What the console leaves a list beside the side menu at 1440×900 (measured: 1,118 px). */
const TABLE_WIDTH_AT_1440 = 1110

const worker: Worker = {
  userId: 12,
  nickName: '打手9',
  phone: '13177800010',
  realName: '欧阳娜娜',
  region: '0',
  level: 2,
  levelName: 'VIP打手',
  rating: '5.00',
  completedOrders: 1234,
  membershipExpiresAt: '2099-12-31',
  deposit: 1_234_500,
  availableBalance: 12_345_678,
  frozenBalance: 250_000,
  fineOwed: 1_234_500,
  status: 1,
  orderBlock: '已暂停',
  onDuty: false,
  createTime: '2026-11-20 10:00:00',
}

function renderTable(canFine: boolean) {
  const table = (
    <WorkersTable
      rows={[worker]}
      loading={false}
      pagination={{ page: 1, pageSize: 20, total: 1 }}
      onPageChange={() => undefined}
      canFine={canFine}
      onLedger={() => undefined}
      onFine={() => undefined}
    />
  )
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: table }])} />)
}

describe('WorkersTable at 1440×900', () => {
  it.each([true, false])(
    'fits every column beside the side menu, none under the fixed actions (罚款 %s)',
    (canFine) => {
      renderTable(canFine)
      const widths = [...document.querySelectorAll<HTMLElement>('colgroup col')].map((col) =>
        Number.parseFloat(col.style.width),
      )
      expect(widths.length).toBeGreaterThan(0)
      expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(TABLE_WIDTH_AT_1440)
      const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent)
      expect(headers).toEqual([
        '打手',
        '状态',
        '实名 / 区服',
        '等级 / 评分',
        '完成单数',
        '会员到期',
        '保证金',
        '可用余额 / 冻结',
        '欠缴罚款',
        '操作',
      ])
      const row = document.querySelector('tbody tr.ant-table-row')!.textContent
      for (const shown of ['已暂停接单', '欧阳娜娜', 'QQ区', '评分 5.00', '¥123,456.78', '冻结 ¥2,500.00'])
        expect(row).toContain(shown)
    },
  )
})
