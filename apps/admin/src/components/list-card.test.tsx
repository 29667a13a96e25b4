// @vitest-environment jsdom
import { ResultCode } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { button, cleanup, click, polyfillBrowser, render } from '@/testing/console-test-kit.tsx'
import { ListCard, type ListQuery } from './list-card.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

const loaded: ListQuery = { data: { total: 1 }, error: null, isError: false, refetch: () => undefined }
const refused = new ApiError('无权限：需要财务角色', ResultCode.forbidden, 403)

function show(list: ListQuery, refusedText?: string) {
  render(
    <ListCard
      list={list}
      refusedTitle="无权查看提现申请"
      refusedText={refusedText}
      failedTitle="提现申请加载失败"
      toolbar={<p>tabs</p>}
      notice={<p>notice</p>}
    >
      <p>the table</p>
    </ListCard>,
  )
}

const text = () => document.body.textContent

describe('ListCard', { timeout: 20_000 }, () => {
  it('shows the toolbar, the notice and the list once it has loaded', () => {
    show(loaded)
    expect(text()).toBe('tabsnoticethe table')
  })

  it('shows the list while it loads, so the table shows its spinner', () => {
    show({ ...loaded, data: undefined })
    expect(text()).toContain('the table')
  })

  it('tells a refused role why, in the server’s words, instead of the list and its toolbar', () => {
    show({ ...loaded, data: undefined, error: refused, isError: true })
    expect(document.querySelector('.ant-result-403')).not.toBeNull()
    expect(text()).toContain('无权查看提现申请')
    expect(text()).toContain('无权限：需要财务角色')
    expect(text()).not.toContain('tabs')
    expect(text()).not.toContain('the table')
    expect(text()).not.toContain('重试')
  })

  it('words the refusal itself where the page says so', () => {
    show({ ...loaded, error: refused, isError: true }, '退款申请仅财务、客服和所有者可以查看')
    expect(text()).toContain('退款申请仅财务、客服和所有者可以查看')
    expect(text()).not.toContain('需要财务角色')
  })

  it('shows a failure with 重试 and no empty table that would claim there is nothing', () => {
    const refetch = vi.fn()
    show({ data: undefined, error: new ApiError('网络连接失败，请检查网络后重试'), isError: true, refetch })
    expect(text()).toContain('提现申请加载失败')
    expect(text()).toContain('网络连接失败')
    expect(text()).toContain('tabs')
    expect(text()).toContain('notice')
    expect(text()).not.toContain('the table')
    click(button('重试'))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('keeps the rows it has under a failed refresh, and words an unknown failure generally', () => {
    show({ ...loaded, error: new Error('boom'), isError: true })
    expect(text()).toContain('请稍后重试')
    expect(text()).toContain('the table')
  })
})
