import { describe, expect, it } from 'vitest'
import { BRIEF_TRUNCATE } from './constants.ts'
import { htmlHasContent, htmlText, maskPhone, truncate } from './text.ts'
import { formatDate, formatDateTime } from './time.ts'

describe('truncate', () => {
  it('keeps text at or under the limit and cuts longer text with an ellipsis', () => {
    expect(truncate('国服打手操作', BRIEF_TRUNCATE.homeCard)).toBe('国服打手操作')
    const thirty = '字'.repeat(30)
    expect(truncate(thirty, 30)).toBe(thirty)
    expect(truncate(`${thirty}多`, 30)).toBe(`${thirty}…`)
  })

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    expect(truncate('🎮🎮🎮', 2)).toBe('🎮🎮…')
    expect(truncate('', 5)).toBe('')
  })
})

describe('maskPhone', () => {
  it('hides the middle four digits of a phone and everything of anything else', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone('1381234567')).toBe('****')
    expect(maskPhone('')).toBe('****')
  })
})

describe('Shanghai time', () => {
  it('formats in UTC+8 whatever the machine’s zone', () => {
    const instant = new Date('2026-11-21T16:05:09Z')
    expect(formatDateTime(instant)).toBe('2026-11-22 00:05:09')
    expect(formatDate(instant)).toBe('2026-11-22')
  })
})

describe('htmlText', () => {
  it('is what a reader sees: markup dropped, entities read, whitespace made one space', () => {
    expect(htmlText('<h3>下单必读</h3>\n<ol><li>确认&nbsp;区服</li><li>A &amp; B &lt;3&gt;</li></ol>')).toBe(
      '下单必读 确认 区服A & B <3>',
    )
    expect(htmlText('<p>&#20840;&#x5168;</p>')).toBe('全全')
    expect(htmlText('<p>&bogus; &#0;</p>')).toBe('&bogus; &#0;')
  })

  it('reads no text in scripts, styles or comments', () => {
    expect(htmlText('<script>alert("x")</script><style>p{}</style><!-- 备注 --><p>公告</p>')).toBe('公告')
  })

  it('counts an image as content but not as text', () => {
    expect(htmlText('<p><img src="/boot/files/a.png"></p>')).toBe('')
    expect(htmlHasContent('<p><img src="/boot/files/a.png"></p>')).toBe(true)
    expect(htmlHasContent('<p></p><p>&nbsp;</p><br>')).toBe(false)
    expect(htmlHasContent('')).toBe(false)
  })
})
