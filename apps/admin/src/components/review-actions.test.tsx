// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, polyfillBrowser, render, waitFor } from '@/testing/console-test-kit.tsx'
import { ReviewActions } from './review-actions.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

const popconfirm = () => document.querySelector<HTMLElement>('.ant-popconfirm')

describe('ReviewActions', { timeout: 20_000 }, () => {
  it('approves only once the confirmation that says what follows is accepted', async () => {
    const onConfirm = vi.fn(async () => undefined)
    const onRefuse = vi.fn()
    render(
      <ReviewActions
        approve={{
          label: '通过',
          confirm: { title: '通过入驻申请', description: '通过后成为打手', onConfirm },
        }}
        refuse={{ label: '驳回', onClick: onRefuse }}
      />,
    )
    expect(document.querySelectorAll('.anticon-check, .anticon-close')).toHaveLength(2)
    click(button('通过'))
    await waitFor(() => expect(popconfirm()?.textContent).toContain('通过后成为打手'))
    expect(onConfirm).not.toHaveBeenCalled()
    click(button('通过', popconfirm()!))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1))
    click(button('驳回'))
    expect(onRefuse).toHaveBeenCalledTimes(1)
  })

  it('opens the approval’s own dialog straight away, without icons where the row asks for none', () => {
    const onPay = vi.fn()
    render(
      <ReviewActions
        icons={false}
        approve={{ label: '标记已打款', onClick: onPay }}
        refuse={{ label: '驳回', onClick: () => undefined }}
      />,
    )
    click(button('标记已打款'))
    expect(onPay).toHaveBeenCalledTimes(1)
    expect(popconfirm()).toBeNull()
    expect(document.querySelector('.anticon')).toBeNull()
  })
})
