// @vitest-environment jsdom
import { Form, Input } from 'antd'
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
import { FormModal } from './form-modal.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

interface Values {
  name: string
}
interface Game extends Values {
  id: number
  productCount: number
}

/** As a shared schema does: checks the values and shapes the body (here, trimmed). */
const schema = { parse: (values: Values) => ({ name: values.name.trim() }) }

function show(editing: Game | null | undefined, succeeds = true) {
  const mutate = vi.fn((_variables: unknown, options: { onSuccess: () => void }) => {
    if (succeeds) options.onSuccess()
  })
  const onClose = vi.fn()
  render(
    <FormModal<Values, Values, Game>
      editing={editing}
      onClose={onClose}
      noun="游戏分类"
      blank={{ name: '' }}
      schema={schema}
      save={{ mutate, isPending: false }}
    >
      <Form.Item name="name" label="游戏名称" rules={[{ required: true, message: '请输入游戏名称' }]}>
        <Input />
      </Form.Item>
    </FormModal>,
  )
  return { mutate, onClose }
}

const nameInput = () => modal().querySelector<HTMLInputElement>('input')!

describe('FormModal', { timeout: 20_000 }, () => {
  it('creates from blank values: checks them, sends the shaped body, says so and closes', async () => {
    const { mutate, onClose } = show(null)
    await waitFor(() => expect(modal().textContent).toContain('新建游戏分类'))
    expect(nameInput().value).toBe('')
    click(button('保存', modal()))
    await waitFor(() => expect(modal().textContent).toContain('请输入游戏名称'))
    expect(mutate).not.toHaveBeenCalled()

    typeInto(nameInput(), ' 王者荣耀 ')
    click(button('保存', modal()))
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1))
    expect(mutate.mock.calls[0]![0]).toEqual({ id: undefined, body: { name: '王者荣耀' } })
    await waitFor(() => expect(document.body.textContent).toContain('游戏分类已创建'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('edits a record from its values and saves it under its id', async () => {
    const { mutate } = show({ id: 3, name: '和平精英', productCount: 2 })
    await waitFor(() => expect(modal().textContent).toContain('编辑游戏分类'))
    expect(nameInput().value).toBe('和平精英')
    click(button('保存', modal()))
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1))
    expect(mutate.mock.calls[0]![0]).toEqual({ id: 3, body: { name: '和平精英' } })
    await waitFor(() => expect(document.body.textContent).toContain('游戏分类已保存'))
  })

  it('stays open when the save fails', async () => {
    const { mutate, onClose } = show({ id: 3, name: '和平精英', productCount: 2 }, false)
    await waitFor(() => expect(modal().textContent).toContain('编辑游戏分类'))
    click(button('保存', modal()))
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('is closed while nothing is being made or edited', () => {
    show(undefined)
    expect(document.querySelector('.ant-modal')).toBeNull()
  })
})
