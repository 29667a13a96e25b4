// @vitest-environment jsdom
import { EMPTY_SYSTEM_CONFIG, type SystemConfig } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { H5ConfigForm } from './h5-config-form.tsx'
import { SystemConfigForm } from './system-config-form.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

const WRITTEN: SystemConfig = {
  ...EMPTY_SYSTEM_CONFIG,
  homeNotice: '<p>新用户首单立减</p>',
  orderNotice: '<p>下单前请确认区服</p>',
  supportWechatId: 'dianjing-kefu',
}

const field = (label: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`)!
const errorsOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? ''
const puts = (calls: unknown[][]) =>
  calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')

describe('SystemConfigForm', { timeout: 20_000 }, () => {
  it('refuses an empty 客服微信号 and empty notices, says so by each field, and sends nothing', async () => {
    const fetchMock = fakeServer(() => ({ data: WRITTEN }))
    render(<SystemConfigForm config={EMPTY_SYSTEM_CONFIG} />)
    click(button('保存系统配置'))
    await waitFor(() => expect(errorsOf('客服微信号')).toBe('请填写客服微信号'))
    expect(errorsOf('首页公告')).toBe('请填写首页公告')
    expect(errorsOf('下单须知')).toBe('请填写下单须知')
    expect(puts(fetchMock.mock.calls)).toHaveLength(0)
  })

  it('checks the 客服微信号 as WeChat does', async () => {
    render(<SystemConfigForm config={WRITTEN} />)
    typeInto(field('客服微信号'), '8kefu')
    await waitFor(() =>
      expect(errorsOf('客服微信号')).toBe('客服微信号须为6-20位字母、数字、下划线或减号，并以字母开头'),
    )
    typeInto(field('客服微信号'), 'kefu_2025')
    await waitFor(() => expect(errorsOf('客服微信号')).toBe(''))
  })

  it('keeps 501 characters pasted into 平台须知 as they are, counts them in red and refuses them', async () => {
    const fetchMock = fakeServer(() => ({ data: WRITTEN }))
    render(<SystemConfigForm config={WRITTEN} />)
    const pasted = '须'.repeat(501)
    typeInto(field('平台须知'), pasted)
    await waitFor(() => expect(errorsOf('平台须知')).toBe('平台须知不能超过500个字符'))
    expect(field('平台须知').value).toBe(pasted)
    expect(document.body.textContent).toContain('501 / 500')
    expect(document.querySelector('.ant-input-out-of-range')).not.toBeNull()
    click(button('保存系统配置'))
    await waitFor(() => expect(errorsOf('平台须知')).toBe('平台须知不能超过500个字符'))
    expect(puts(fetchMock.mock.calls)).toHaveLength(0)
  })

  it('counts a notice by its text and refuses one over its limit', async () => {
    const fetchMock = fakeServer(() => ({ data: WRITTEN }))
    render(
      <SystemConfigForm config={{ ...WRITTEN, homeNotice: `<p><strong>${'告'.repeat(501)}</strong></p>` }} />,
    )
    await waitFor(() => expect(document.body.textContent).toContain('501 / 500'))
    click(button('保存系统配置'))
    await waitFor(() => expect(errorsOf('首页公告')).toBe('首页公告不能超过500个字符'))
    expect(puts(fetchMock.mock.calls)).toHaveLength(0)
  })

  it('saves a config that is whole', async () => {
    const fetchMock = fakeServer(() => ({ data: WRITTEN }))
    render(<SystemConfigForm config={WRITTEN} />)
    click(button('保存系统配置'))
    await waitFor(() => expect(puts(fetchMock.mock.calls)).toHaveLength(1))
    const [[, init]] = puts(fetchMock.mock.calls) as [[unknown, RequestInit]]
    expect(JSON.parse(String(init.body))).toMatchObject({ supportWechatId: 'dianjing-kefu' })
  })
})

describe('H5ConfigForm', { timeout: 20_000 }, () => {
  it('may be saved empty, but not over 2000 characters', async () => {
    const fetchMock = fakeServer(() => ({ data: { platformAnnouncement: '' } }))
    render(<H5ConfigForm config={{ platformAnnouncement: `<p>${'公'.repeat(2001)}</p>` }} />)
    await waitFor(() => expect(document.body.textContent).toContain('2001 / 2000'))
    click(button('保存H5配置'))
    await waitFor(() => expect(errorsOf('打手公告')).toBe('打手公告不能超过2000个字符'))
    expect(puts(fetchMock.mock.calls)).toHaveLength(0)

    cleanup()
    const again = fakeServer(() => ({ data: { platformAnnouncement: '' } }))
    render(<H5ConfigForm config={{ platformAnnouncement: '' }} />)
    click(button('保存H5配置'))
    await waitFor(() => expect(puts(again.mock.calls)).toHaveLength(1))
  })
})
