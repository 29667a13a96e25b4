import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { checkReview, ReviewPopup } from './review-popup.tsx'

const fetchMock = vi.fn(async () => Response.json({ code: 0, msg: '评价成功，感谢您的反馈', data: null }))

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('checkReview', () => {
  it('needs 1 to 5 stars', () => {
    expect(checkReview(9, 0, '')).toMatchObject({ ok: false, message: '请选择评分' })
    expect(checkReview(9, 4, '')).toEqual({ ok: true, data: { orderId: 9, stars: 4, comment: '' } })
  })

  it('takes an optional comment of at most 200 characters, trimmed', () => {
    expect(checkReview(9, 5, '  很好  ')).toEqual({
      ok: true,
      data: { orderId: 9, stars: 5, comment: '很好' },
    })
    expect(checkReview(9, 5, '好'.repeat(201))).toMatchObject({ ok: false, message: '评价不能超过200个字' })
  })
})

describe('ReviewPopup', () => {
  it('asks for stars before sending anything', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReviewPopup orderId={9} onClose={() => {}} />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(button('提交评价')).toBeDefined())
    expect(document.body.textContent).toContain('0/200')
    click(button('提交评价'))
    await waitFor(() => expect(document.body.textContent).toContain('请选择评分'))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
