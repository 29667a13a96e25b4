import { Dialog } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { button, click } from '@/testing/events.ts'
import { waitFor } from '@/testing/render.tsx'
import { openWorkerCenter, workerCenterDestination } from './worker-center.ts'

describe('workerCenterDestination (spec §4, worker status check)', () => {
  it('opens the page for each status', () => {
    expect([0, 1, 2, 3, 4].map(workerCenterDestination)).toEqual([
      { page: '/dashou-center' },
      { page: '/apply' },
      { page: '/audit-pending' },
      { page: '/audit-rejected' },
      { page: '/pay-membership' },
    ])
  })

  it('status 5 (deposit unpaid) has no page: the deposit top-up is offered instead', () => {
    expect(workerCenterDestination(5)).toEqual({ depositDue: true })
  })
})

describe('openWorkerCenter', () => {
  let status: number
  const navigate = vi.fn()

  beforeEach(() => {
    navigate.mockClear()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 0, msg: '', data: status })),
    )
  })

  afterEach(() => {
    act(() => Dialog.clear())
    vi.unstubAllGlobals()
  })

  it('goes straight to the page of the status', async () => {
    status = 2
    await act(() => openWorkerCenter(navigate))
    expect(navigate).toHaveBeenCalledWith('/audit-pending')
  })

  it('status 5 asks first, and 去充值 opens the deposit top-up', async () => {
    status = 5
    await act(() => openWorkerCenter(navigate))
    await waitFor(() => expect(document.body.textContent).toContain('保证金不足'))
    expect(navigate).not.toHaveBeenCalled()
    click(button('去充值'))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/recharge'))
  })

  it('status 5 and 取消 stays where it is', async () => {
    status = 5
    await act(() => openWorkerCenter(navigate))
    await waitFor(() => expect(button('取消')).toBeDefined())
    click(button('取消'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(navigate).not.toHaveBeenCalled()
  })
})
