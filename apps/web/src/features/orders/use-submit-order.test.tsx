import { IdempotencyMessages, yuan } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { ordersKeys } from './api/keys.ts'
import type { OrderForm } from './order-form.ts'
import { useSubmitOrder } from './use-submit-order.ts'

const form: OrderForm = {
  gameId: 'player-1',
  textId: '',
  phone: '13812345678',
  gameRegion: '0',
  quantity: 1,
  remarks: '',
  worker: null,
  payMethod: 'balance',
}
const product = { id: 2, status: '0', preferentialPrice: yuan(99) }

/** The server at the network edge: payOrder says an earlier attempt with this key made the order. */
const fetchMock = vi.fn(async () =>
  Response.json({ code: 1, msg: IdempotencyMessages.applied, data: null }, { status: 409 }),
)

function Submit() {
  const { submit } = useSubmitOrder()
  const location = useLocation()
  return (
    <>
      <button type="button" onClick={() => void submit(form, product, true)}>
        立即支付
      </button>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
    </>
  )
}

const address = () => document.querySelector('[data-testid="address"]')?.textContent

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('submitting an order whose earlier attempt was applied (已处理)', () => {
  it('refreshes the orders and shows the list, where the order is, with the server’s words', async () => {
    const client = createQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    render(
      <QueryClientProvider client={client}>
        <Submit />
      </QueryClientProvider>,
      { route: '/order-pay?productId=2' },
    )
    click(button('立即支付'))
    await waitFor(() => expect(address()).toBe('/order-list?status=all'))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ordersKeys.all })
    await waitFor(() => expect(document.body.textContent).toContain(IdempotencyMessages.applied))
  })
})
