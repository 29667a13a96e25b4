// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  button,
  cleanup,
  click,
  modal,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { RefusalModal } from './refusal-modal.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

interface Row {
  id: number
  name: string
}

function show(row: Row | undefined, answer: unknown, succeeds = true) {
  const mutate = vi.fn((_variables: unknown, options: { onSuccess: (answer: unknown) => void }) => {
    if (succeeds) options.onSuccess(answer)
  })
  const onClose = vi.fn()
  render(
    <RefusalModal
      row={row}
      onClose={onClose}
      title="驳回入驻申请"
      okText="驳回"
      reason={{
        label: '驳回原因',
        rules: [{ required: true, message: '请填写驳回原因' }],
        maxLength: 200,
        placeholder: '原因',
      }}
      mutation={{ mutate, isPending: false }}
      variables={({ id }, reason) => ({ id, reason })}
      done="已驳回入驻申请"
      details={({ name }) => <p>申请人 {name}</p>}
      consequence="申请人将看到驳回原因"
    />,
  )
  return { mutate, onClose }
}

describe('RefusalModal', { timeout: 20_000 }, () => {
  it('shows what is refused and what follows, and sends the reason trimmed', async () => {
    const { mutate, onClose } = show({ id: 4, name: '李申请' }, '')
    await waitFor(() => expect(modal().textContent).toContain('申请人 李申请'))
    expect(modal().textContent).toContain('申请人将看到驳回原因')
    click(button('驳回', modal()))
    await waitFor(() => expect(modal().textContent).toContain('请填写驳回原因'))
    expect(mutate).not.toHaveBeenCalled()

    typeInto(modal().querySelector('textarea')!, '  资料图片不清晰 ')
    click(button('驳回', modal()))
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1))
    expect(mutate.mock.calls[0]![0]).toEqual({ id: 4, reason: '资料图片不清晰' })
    await waitFor(() => expect(document.body.textContent).toContain('已驳回入驻申请'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('says what the server worded, and stays open when it fails', async () => {
    show({ id: 4, name: '李申请' }, '已驳回，打手会在资金明细中看到原因')
    typeInto(modal().querySelector('textarea')!, '收款码无法识别')
    click(button('驳回', modal()))
    await waitFor(() => expect(document.body.textContent).toContain('已驳回，打手会在资金明细中看到原因'))
    cleanup()

    const { mutate, onClose } = show({ id: 5, name: '赵申请' }, undefined, false)
    typeInto(modal().querySelector('textarea')!, '资料不全')
    click(button('驳回', modal()))
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('is closed without a request to refuse', () => {
    show(undefined, '')
    expect(document.querySelector('.ant-modal')).toBeNull()
  })
})
