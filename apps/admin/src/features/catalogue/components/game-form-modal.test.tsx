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
import { GameFormModal } from './game-form-modal.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('GameFormModal', { timeout: 20_000 }, () => {
  it('keeps a name pasted over 32 characters whole and says it is too long, instead of cutting it', async () => {
    const fetchMock = fakeServer(() => ({ data: null }))
    render(<GameFormModal editing={null} onClose={() => undefined} />)
    const name = document.querySelector<HTMLInputElement>('#name')!
    const pasted = '游'.repeat(33)
    typeInto(name, pasted)
    await waitFor(() => expect(modal().textContent).toContain('游戏名称不能超过32个字符'))
    expect(name.value).toBe(pasted)
    expect(modal().textContent).toContain('33 / 32')
    click(button('保存', modal()))
    await waitFor(() => expect(modal().textContent).toContain('请上传游戏图标'))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
