// @vitest-environment jsdom
import { ResultCode } from '@dianjing/shared'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { button, cleanup, click, polyfillBrowser, render, waitFor } from '@/testing/console-test-kit.tsx'
import { DetailPage, type RecordQuery } from './detail-page.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

interface User {
  id: number
  name: string
}

const LOADED: RecordQuery<User> = {
  data: { id: 7, name: '新客户小王' },
  error: null,
  isError: false,
  refetch: () => undefined,
}

let router: ReturnType<typeof createMemoryRouter>

function open(record: RecordQuery<User>, { found = true, state }: { found?: boolean; state?: unknown } = {}) {
  router = createMemoryRouter(
    [
      {
        path: '/users/:userId',
        element: (
          <DetailPage
            title="用户详情"
            subject="用户"
            list="/users"
            found={found}
            record={record}
            name={(user) => user.name}
            tag={() => <span>正常</span>}
            actions={() => <button type="button">封禁</button>}
            avatar
          >
            {(user) => <p>the profile of {user.id}</p>}
          </DetailPage>
        ),
      },
      { path: '/users', element: <p>the list</p> },
      { path: '/orders', element: <p>the orders</p> },
    ],
    { initialEntries: [{ pathname: '/users/7', state }] },
  )
  render(<RouterProvider router={router} />)
}

const text = () => document.body.textContent
const location = () => `${router.state.location.pathname}${router.state.location.search}`

describe('DetailPage', { timeout: 20_000 }, () => {
  it('shows the title, the record’s name and state, its actions and the record', () => {
    open(LOADED)
    expect(document.querySelector('h3')?.textContent).toBe('用户详情')
    expect(text()).toContain('新客户小王')
    expect(text()).toContain('正常')
    expect(text()).toContain('封禁')
    expect(text()).toContain('the profile of 7')
  })

  it('shows a placeholder while the record loads, without name or actions', () => {
    open({ ...LOADED, data: undefined })
    expect(document.querySelector('.ant-skeleton-with-avatar')).not.toBeNull()
    expect(text()).not.toContain('封禁')
  })

  it('leads back to the list with the search staff came from', async () => {
    open(LOADED, { state: { search: '?keyword=139' } })
    click(document.querySelector<HTMLElement>('button[aria-label="返回"]')!)
    await waitFor(() => expect(location()).toBe('/users?keyword=139'))
  })

  it('says so when the address names no record, with the way back', async () => {
    open({ ...LOADED, data: undefined }, { found: false, state: { from: '/orders' } })
    expect(text()).toContain('无法打开该用户')
    expect(text()).toContain('用户不存在')
    expect(text()).not.toContain('重试')
    click(button('返回用户列表'))
    await waitFor(() => expect(location()).toBe('/orders'))
  })

  it('tells a refused role why, without 重试', () => {
    open({
      data: undefined,
      error: new ApiError('无权限：需要运营角色', ResultCode.forbidden, 403),
      isError: true,
      refetch: () => undefined,
    })
    expect(document.querySelector('.ant-result-403')).not.toBeNull()
    expect(text()).toContain('无权查看用户')
    expect(text()).toContain('无权限：需要运营角色')
    expect(text()).not.toContain('重试')
  })

  it('offers 重试 when the record failed to load', () => {
    const refetch = vi.fn()
    open({ data: undefined, error: new ApiError('用户不存在'), isError: true, refetch })
    expect(text()).toContain('无法打开该用户')
    click(button('重试'))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('keeps showing the record when a refresh fails', () => {
    open({ ...LOADED, error: new ApiError('请求超时'), isError: true })
    expect(text()).toContain('the profile of 7')
  })
})
