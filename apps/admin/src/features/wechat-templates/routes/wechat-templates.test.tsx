// @vitest-environment jsdom
import type { WechatTemplateSettings } from '@dianjing/shared'
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
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
import { WechatTemplatesRoute } from './wechat-templates.tsx'

const SAVED: WechatTemplateSettings = {
  paid: {
    enabled: true,
    templateId: 'TM00001_ORDER_STATUS',
    fields: [
      { keyword: 'thing1', field: 'title' },
      { keyword: 'character_string2', field: 'orderNum' },
    ],
  },
  withdrawalPaid: { enabled: false, templateId: 'TM00002_ACCOUNT_CHANGE', fields: [] },
}

let fetchMock: Mock

function open(settings: WechatTemplateSettings = SAVED) {
  fetchMock = fakeServer((path, init) => {
    if (path === '/wechat-templates' && init?.method === 'PUT') {
      return { msg: '模板消息设置已保存', data: JSON.parse(String(init.body)) }
    }
    return { data: settings }
  })
  render(<WechatTemplatesRoute section={{ title: '模板消息', description: '' }} />)
}

const saved = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)))

/** The table row of a notification kind. */
const row = (kind: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${kind}"]`)!
const field = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!
const text = () => document.body.textContent ?? ''

/** Opens the select named `label` and picks the option worded `option`. */
function pick(label: string, option: string) {
  const select = field(label).closest<HTMLElement>('.ant-select')!
  act(() => {
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  })
  const choice = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (candidate) => candidate.textContent === option,
  )!
  act(() => choice.click())
}

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('WechatTemplatesRoute', { timeout: 20_000 }, () => {
  it('shows each kind with its switch, template id and keywords, and the simulator’s templates as examples', async () => {
    open()
    await waitFor(() => expect(field('支付成功模板ID').value).toBe('TM00001_ORDER_STATUS'))
    expect(row('paid').textContent).toContain('发给客户，含订单号、金额')
    expect(row('paid').querySelector('.ant-switch-checked')).not.toBeNull()
    expect(row('withdrawalPaid').querySelector('.ant-switch-checked')).toBeNull()
    expect(field('支付成功关键词1').value).toBe('thing1')
    expect(row('paid').textContent).toContain('通知标题')
    expect(field('支付成功关键词2').value).toBe('character_string2')
    expect(row('paid').textContent).toContain('订单号')
    expect(field('打手接单模板ID').value).toBe('')
    expect(text()).toContain('TM00004_NEW_MESSAGE')
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === '查看模拟器收到的消息')!
    expect(link.getAttribute('href')).toBe('/__wechat/messages')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('adds a keyword, warns of one that does not fit, and saves the settings whole', async () => {
    open()
    await waitFor(() => expect(field('支付成功关键词2')).toBeTruthy())
    click(button('添加关键词', row('paid')))
    typeInto(field('支付成功关键词3'), 'time3')
    pick('支付成功关键词3填入的内容', '通知标题')
    await waitFor(() => expect(row('paid').textContent).toContain('time 类关键词只能填时间，请选择时间'))
    pick('支付成功关键词3填入的内容', '时间')
    await waitFor(() => expect(row('paid').textContent).not.toContain('time 类关键词只能填时间'))
    click(row('paid').querySelector<HTMLElement>('[aria-label="删除支付成功关键词2"]')!)
    click(button('保存设置'))
    await waitFor(() => expect(saved()).toHaveLength(1))
    // Kinds never set stay out; the one set but off is kept as it was.
    expect(saved()[0]).toEqual({
      paid: {
        enabled: true,
        templateId: 'TM00001_ORDER_STATUS',
        fields: [
          { keyword: 'thing1', field: 'title' },
          { keyword: 'time3', field: 'time' },
        ],
      },
      withdrawalPaid: SAVED.withdrawalPaid,
    })
    await waitFor(() => expect(text()).toContain('模板消息设置已保存'))
  })

  it('refuses an enabled kind without a template id or keywords, in the shared words, sending nothing', async () => {
    open()
    await waitFor(() => expect(field('打手接单模板ID')).toBeTruthy())
    click(row('accepted').querySelector<HTMLElement>('[aria-label="启用打手接单"]')!)
    click(button('保存设置'))
    await waitFor(() => expect(row('accepted').textContent).toContain('请填写「打手接单」的模板ID'))
    expect(row('accepted').textContent).toContain('请为「打手接单」设置至少一个关键词')
    expect(saved()).toHaveLength(0)
    // Once it has an id and a keyword it goes.
    typeInto(field('打手接单模板ID'), 'TM00001_ORDER_STATUS')
    await waitFor(() => expect(row('accepted').textContent).not.toContain('的模板ID'))
    click(button('添加关键词', row('accepted')))
    typeInto(field('打手接单关键词1'), 'thing1')
    pick('打手接单关键词1填入的内容', '通知标题')
    click(button('保存设置'))
    await waitFor(() => expect(saved()).toHaveLength(1))
    expect(saved()[0].accepted).toEqual({
      enabled: true,
      templateId: 'TM00001_ORDER_STATUS',
      fields: [{ keyword: 'thing1', field: 'title' }],
    })
  })

  it('refuses a keyword that is not one, sending nothing', async () => {
    open()
    await waitFor(() => expect(field('支付成功关键词1')).toBeTruthy())
    typeInto(field('支付成功关键词1'), '标题')
    click(button('保存设置'))
    await waitFor(() => expect(row('paid').textContent).toContain('模板关键词格式不正确，如 thing1、time2'))
    expect(saved()).toHaveLength(0)
  })
})
