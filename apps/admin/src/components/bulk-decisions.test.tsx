// @vitest-environment jsdom
import { Table } from 'antd'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import {
  button,
  buttons,
  cleanup,
  click,
  modal,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { decideEach, useQueueBulk } from './bulk-decisions.tsx'

interface Request {
  id: number
  name: string
}

const REQUESTS: Request[] = [
  { id: 1, name: '甲' },
  { id: 2, name: '乙' },
  { id: 3, name: '丙' },
]

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('decideEach', () => {
  it('decides every row, one after the other, and reports each one refused with the server’s words', async () => {
    const decided: number[] = []
    const outcome = await decideEach(
      REQUESTS,
      async (row) => {
        decided.push(row.id)
        if (row.id === 1) throw new ApiError('该申请已被其他员工处理')
        if (row.id === 2) throw new TypeError('Failed to fetch')
      },
      (row) => row.name,
    )
    expect(decided).toEqual([1, 2, 3])
    expect(outcome).toEqual({
      done: 1,
      refused: [
        { label: '甲', message: '该申请已被其他员工处理' },
        { label: '乙', message: '操作失败，请稍后重试' },
      ],
    })
  })
})

/** A queue's first tab: the bar, the table with its checkboxes, and the refusal dialog. */
function Queue({
  approve,
  refuse,
  onDone,
}: {
  approve: (row: Request) => Promise<unknown>
  refuse: (row: Request, reason: string) => Promise<unknown>
  onDone: () => void
}) {
  const bulk = useQueueBulk({
    rows: REQUESTS,
    rowKey: (row) => row.id,
    label: (row) => row.name,
    enabled: true,
    approve: {
      label: '批量通过',
      description: (chosen) => `将通过 ${chosen.map((row) => row.name).join('、')}`,
      decide: approve,
    },
    refuse: {
      label: '批量驳回',
      reasonLabel: '驳回原因',
      maxLength: 200,
      templates: ['资料不完整'],
      consequence: '申请人将看到驳回原因。',
      decide: refuse,
    },
    onDone,
  })
  return (
    <>
      {bulk.bar}
      <Table<Request>
        rowKey="id"
        dataSource={REQUESTS}
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        rowSelection={bulk.rowSelection}
        pagination={false}
      />
      {bulk.dialog}
    </>
  )
}

const choose = (...indexes: number[]) => {
  const boxes = document.querySelectorAll<HTMLInputElement>(
    '.ant-table-tbody tr.ant-table-row input[type="checkbox"]',
  )
  for (const index of indexes) click(boxes[index]!)
}

describe('useQueueBulk', { timeout: 20_000 }, () => {
  it('shows the bar only once rows are chosen, with how many', () => {
    render(<Queue approve={vi.fn()} refuse={vi.fn()} onDone={vi.fn()} />)
    expect(document.body.textContent).not.toContain('已选')
    choose(0, 2)
    expect(document.querySelector('.ant-alert')?.textContent).toContain('已选 2 项')
    expect(buttons('批量通过（2）')).toHaveLength(1)
    expect(buttons('批量驳回（2）')).toHaveLength(1)
    click(button('取消选择'))
    expect(document.querySelector('.ant-alert')).toBeNull()
  })

  it('approves only after the confirmation, then each chosen row by its own call, and says what was done', async () => {
    const approve = vi.fn(async (_row: Request) => undefined)
    const onDone = vi.fn()
    render(<Queue approve={approve} refuse={vi.fn()} onDone={onDone} />)
    choose(0, 2)
    click(button('批量通过（2）'))
    await waitFor(() => expect(document.body.textContent).toContain('批量通过（2 项）'))
    expect(document.body.textContent).toContain('将通过 甲、丙')
    expect(approve).not.toHaveBeenCalled()
    click(button('批量通过', document.querySelector<HTMLElement>('.ant-modal-confirm')!))
    await waitFor(() => expect(document.body.textContent).toContain('批量通过：成功 2 项'))
    expect(approve.mock.calls.map(([row]) => row)).toEqual([REQUESTS[0], REQUESTS[2]])
    expect(onDone).toHaveBeenCalled()
  })

  it('refuses the chosen rows with one reason picked from the templates, and lists the ones refused', async () => {
    const refuse = vi.fn(async (row: Request) => {
      if (row.id === 2) throw new ApiError('该申请已被其他员工处理')
    })
    render(<Queue approve={vi.fn()} refuse={refuse} onDone={vi.fn()} />)
    choose(0, 1)
    click(button('批量驳回（2）'))
    await waitFor(() => expect(modal().textContent).toContain('已选：甲、乙'))
    const template = [...modal().querySelectorAll<HTMLElement>('.ant-tag')].find(
      (tag) => tag.textContent === '资料不完整',
    )
    click(template!)
    click(button('批量驳回', modal()))
    await waitFor(() => expect(document.body.textContent).toContain('批量驳回：成功 1 项，未处理 1 项'))
    expect(refuse.mock.calls).toEqual([
      [REQUESTS[0], '资料不完整'],
      [REQUESTS[1], '资料不完整'],
    ])
    expect(document.body.textContent).toContain('乙：该申请已被其他员工处理')
  })
})
