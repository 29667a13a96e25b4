// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, click, polyfillBrowser, render, typeInto } from '@/testing/console-test-kit.tsx'
import { KeywordSearch } from './keyword-search.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('KeywordSearch', { timeout: 20_000 }, () => {
  it('shows the search the address holds and answers a new one trimmed', () => {
    const onSearch = vi.fn()
    render(<KeywordSearch keyword="139" placeholder="搜索手机号" label="搜索手机号" onSearch={onSearch} />)
    const input = document.querySelector<HTMLInputElement>('input[aria-label="搜索手机号"]')!
    expect(input.value).toBe('139')
    expect(input.placeholder).toBe('搜索手机号')
    typeInto(input, '  阿杰 ')
    click(document.querySelector<HTMLElement>('.ant-input-search-btn')!)
    expect(onSearch).toHaveBeenCalledWith('阿杰')
  })
})
