import { describe, expect, it, vi } from 'vitest'
import { parseSystemConfig } from './get-system-config.ts'

describe('parseSystemConfig', () => {
  it('reads the JSON text the server sends', () => {
    const text = JSON.stringify({
      platformNotification: '平台通知',
      complaintImage: '/c.png',
      assessmentImage: '/a.png',
      homeNotice: '<p>欢迎</p>',
      orderNotice: '<p>须知</p>',
      supportWechatId: 'kefu01',
    })
    expect(parseSystemConfig(text)).toEqual({
      platformNotification: '平台通知',
      complaintImage: '/c.png',
      assessmentImage: '/a.png',
      homeNotice: '<p>欢迎</p>',
      orderNotice: '<p>须知</p>',
      supportWechatId: 'kefu01',
    })
  })

  it('treats missing, mistyped or unreadable config as not configured', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseSystemConfig('{"homeNotice": 3, "orderNotice": "x"}')).toMatchObject({
      homeNotice: '',
      orderNotice: 'x',
    })
    expect(parseSystemConfig('{not json').homeNotice).toBe('')
    expect(parseSystemConfig(null).homeNotice).toBe('')
    expect(parseSystemConfig('"text"').homeNotice).toBe('')
    warn.mockRestore()
  })
})
