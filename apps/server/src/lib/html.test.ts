import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './html.ts'

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeHtml('<h3>服务内容</h3><ul><li><strong>代练</strong></li></ul>')).toBe(
      '<h3>服务内容</h3><ul><li><strong>代练</strong></li></ul>',
    )
  })
  it('drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<p onclick="x()">a</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="y()"><a href="javascript:z()">b</a>'
    const clean = sanitizeHtml(dirty)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript/i)
    expect(clean).toContain('<p>a</p>')
  })
  it('keeps site-relative image paths', () => {
    expect(sanitizeHtml('<img src="/boot/files/a.png" alt="a">')).toBe(
      '<img src="/boot/files/a.png" alt="a" />',
    )
  })
})
