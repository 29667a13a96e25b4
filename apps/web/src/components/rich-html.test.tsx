import { describe, expect, it } from 'vitest'
import { render } from '@/testing/render.tsx'
import { RichHtml } from './rich-html.tsx'

describe('RichHtml', () => {
  it('keeps the formatting and drops anything that could run', () => {
    const { container } = render(
      <RichHtml
        html={
          '<h3>服务内容</h3><p onclick="steal()">安全</p><img src="x" onerror="steal()"><script>steal()</script><a href="javascript:steal()">链接</a>'
        }
      />,
    )
    expect(container.querySelector('h3')?.textContent).toBe('服务内容')
    expect(container.innerHTML).not.toMatch(/onclick|onerror|<script|javascript:/)
    expect(container.textContent).toContain('链接')
  })
})
