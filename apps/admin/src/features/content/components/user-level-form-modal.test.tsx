// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { UserLevelFormModal } from './user-level-form-modal.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

const field = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!
const posted = (calls: unknown[][], path: string) =>
  calls.filter(
    ([url, init]) => String(url).endsWith(path) && (init as RequestInit | undefined)?.method === 'POST',
  )

function fill(name: string, maxPoints: string) {
  typeInto(field('name'), name)
  typeInto(field('maxPoints'), maxPoints)
}

describe('UserLevelFormModal', { timeout: 20_000 }, () => {
  it('tells staff how many customers a new level moves, and saves only once they agree', async () => {
    const fetchMock = fakeServer((path) =>
      path === '/user-levels/preview'
        ? { data: { customers: 12, moves: [{ from: '白银会员', to: '青铜会员', customers: 12 }] } }
        : { data: { id: 9, name: '青铜会员', maxPoints: 200, content: '' } },
    )
    render(<UserLevelFormModal editing={null} onClose={() => undefined} />)
    fill('青铜会员', '200')
    click(button('保存', modal()))
    await waitFor(() => expect(document.body.textContent).toContain('保存后 12 位客户的会员等级将变化'))
    expect(document.body.textContent).toContain('白银会员 → 青铜会员：12 人')
    expect(posted(fetchMock.mock.calls, '/user-levels')).toHaveLength(0)
    const [preview] = posted(fetchMock.mock.calls, '/user-levels/preview')
    expect(JSON.parse(String((preview![1] as RequestInit).body))).toEqual({
      action: 'create',
      level: { name: '青铜会员', maxPoints: 200, content: '' },
    })

    const confirmation = [...document.querySelectorAll<HTMLElement>('.ant-modal')].at(-1)!
    click(button('保存', confirmation))
    await waitFor(() => expect(posted(fetchMock.mock.calls, '/user-levels')).toHaveLength(1))
  })

  it('saves at once when nobody moves, and keeps a bound of 0 or below for the rule to refuse', async () => {
    const fetchMock = fakeServer((path) =>
      path === '/user-levels/preview'
        ? { data: { customers: 0, moves: [] } }
        : { data: { id: 9, name: '钻石会员', maxPoints: 100, content: '' } },
    )
    render(<UserLevelFormModal editing={null} onClose={() => undefined} />)
    fill('黄金会员', '-10')
    click(button('保存', modal()))
    await waitFor(() => expect(modal().textContent).toContain('成长值上限必须大于0'))
    expect(field('maxPoints').value).toBe('-10')
    expect(fetchMock).not.toHaveBeenCalled()

    typeInto(field('maxPoints'), '100000000')
    click(button('保存', modal()))
    await waitFor(() => expect(posted(fetchMock.mock.calls, '/user-levels')).toHaveLength(1))
  })
})
