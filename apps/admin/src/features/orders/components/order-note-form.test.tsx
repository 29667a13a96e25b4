// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { OrderNoteForm } from './order-note-form.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

const field = () => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="订单备注"]')!

describe('OrderNoteForm', { timeout: 20_000 }, () => {
  it('adds a note to the order and clears the box; a blank one cannot be sent', async () => {
    const fetchMock = fakeServer(() => ({ msg: '备注已添加', data: null }))
    render(<OrderNoteForm orderId={7} />)
    expect(button('添加备注').disabled).toBe(true)
    typeInto(field(), '   ')
    expect(button('添加备注').disabled).toBe(true)

    typeInto(field(), ' 已电话联系客户，改约今晚 ')
    click(button('添加备注'))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/orders/7/notes')
    expect(JSON.parse(String(init?.body))).toEqual({ note: '已电话联系客户，改约今晚' })
    await waitFor(() => expect(field().value).toBe(''))
    await waitFor(() => expect(document.body.textContent).toContain('备注已添加'))
  })

  it('says how long a note may be', () => {
    fakeServer(() => ({ data: null }))
    render(<OrderNoteForm orderId={7} />)
    typeInto(field(), '备注')
    expect(document.body.textContent).toContain('2 / 200')
    // Past the limit the count turns red and the note cannot be sent; what was typed stays.
    typeInto(field(), '字'.repeat(201))
    expect(document.querySelector('[aria-label="字数"]')?.className).toContain('danger')
    expect(button('添加备注').disabled).toBe(true)
    expect(field().value).toHaveLength(201)
  })
})
