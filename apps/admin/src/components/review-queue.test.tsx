// @vitest-environment jsdom
import { ResultCode, type StaffRoleValue } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import {
  button,
  cleanup,
  click,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import type { ListQuery } from './list-card.tsx'
import { ReviewQueuePage } from './review-queue.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

type Tab = 'pending' | 'paid' | 'all'
const TABS: readonly Tab[] = ['pending', 'paid', 'all']
const LABELS: Record<Tab, string> = { pending: '待打款', paid: '已打款', all: '全部' }
const LOADED: ListQuery & { isFetching: boolean } = {
  data: { total: 3 },
  error: null,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
}

function show({
  tab = 'pending',
  role = 'support',
  mayDecide = false,
  list = LOADED,
  onTab = () => undefined,
  onSearch,
}: {
  tab?: Tab
  role?: StaffRoleValue
  mayDecide?: boolean
  list?: ListQuery & { isFetching: boolean }
  onTab?: (tab: Tab) => void
  onSearch?: (keyword: string) => void
} = {}) {
  render(
    <ReviewQueuePage
      section={{ title: '提现审核', description: '审核打手提现申请' }}
      subject="提现申请"
      tabs={TABS}
      tabLabels={LABELS}
      tab={tab}
      onTab={onTab}
      waiting={7}
      search={onSearch && { keyword: '139', placeholder: '搜索手机号', onSearch }}
      list={list}
      onRefresh={() => undefined}
      headerExtra={<button type="button">导出 CSV</button>}
      decider={{ role, mayDecide, decidedBy: '打款或驳回由财务处理' }}
    >
      <p>the table</p>
    </ReviewQueuePage>,
  )
}

const text = () => document.body.textContent
const tabs = () => [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab')]

describe('ReviewQueuePage', { timeout: 20_000 }, () => {
  it('shows the page, its tabs with how many wait on the first, and the list', () => {
    show({ mayDecide: true })
    expect(document.querySelector('h3')?.textContent).toBe('提现审核')
    expect(tabs().map((node) => node.textContent)).toEqual(['待打款7', '已打款', '全部'])
    expect(document.querySelector('.ant-tabs-tab-active')?.textContent).toBe('待打款7')
    expect(text()).toContain('导出 CSV')
    expect(text()).toContain('刷新')
    expect(text()).toContain('the table')
    expect(document.querySelector('.ant-alert')).toBeNull()
  })

  it('answers the tab staff pick', () => {
    const onTab = vi.fn()
    show({ onTab })
    click(tabs()[1]!.querySelector<HTMLElement>('.ant-tabs-tab-btn')!)
    expect(onTab).toHaveBeenCalledWith('paid')
  })

  it('tells a read-only role who decides, on the first tab only', () => {
    show()
    expect(document.querySelector('.ant-alert-info')?.textContent).toBe(
      '当前角色为客服，可查看提现申请；打款或驳回由财务处理。',
    )
    cleanup()
    show({ tab: 'paid' })
    expect(document.querySelector('.ant-alert')).toBeNull()
  })

  it('has a search box in the tab bar when the queue is searched', async () => {
    const onSearch = vi.fn()
    show({ onSearch })
    const input = document.querySelector<HTMLInputElement>('.ant-tabs-extra-content input')!
    expect(input.value).toBe('139')
    typeInto(input, ' 阿杰 ')
    click(document.querySelector<HTMLElement>('.ant-input-search-btn')!)
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('阿杰'))
  })

  it('names the queue when the server refuses the role, and when the list fails', () => {
    show({ list: { ...LOADED, error: new ApiError('无权限', ResultCode.forbidden, 403), isError: true } })
    expect(text()).toContain('无权查看提现申请')
    expect(tabs()).toHaveLength(0)
    cleanup()
    const refetch = vi.fn()
    show({ list: { ...LOADED, data: undefined, error: new ApiError('请求超时'), isError: true, refetch } })
    expect(text()).toContain('提现申请加载失败')
    expect(text()).not.toContain('the table')
    click(button('重试'))
    expect(refetch).toHaveBeenCalled()
  })
})
