import { describe, expect, it } from 'vitest'
import { mount, waitFor } from '@/testing/render.tsx'
import { DeferredRichHtml } from './deferred-rich-html.tsx'

describe('a description below the first paint', () => {
  it('is shown, cleaned, once its sanitiser has loaded after the page', async () => {
    const { container } = mount(<DeferredRichHtml html={'<p>服务内容</p><img src="x" onerror="alert(1)">'} />)
    expect(container.textContent).toBe('')
    await waitFor(() => expect(container.textContent).toBe('服务内容'))
    expect(container.innerHTML).not.toContain('onerror')
  })
})
