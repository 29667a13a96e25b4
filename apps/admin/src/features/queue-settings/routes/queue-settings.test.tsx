// @vitest-environment jsdom
import { DEFAULT_QUEUE_SETTINGS } from '@dianjing/shared'
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
import { QueueSettingsRoute } from './queue-settings.tsx'

let fetchMock: Mock

function open() {
  fetchMock = fakeServer((path, init) => {
    if (path === '/queue-settings' && init?.method === 'PUT') {
      return { msg: '队列设置已保存', data: JSON.parse(String(init.body)) }
    }
    return { data: DEFAULT_QUEUE_SETTINGS }
  })
  render(<QueueSettingsRoute section={{ title: '队列设置', description: '' }} />)
}

const saved = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)))

/** The minutes field under a label. */
const minutesField = (label: string) => {
  const item = [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (candidate) => candidate.querySelector('label')?.textContent === label,
  )!
  return item.querySelector<HTMLInputElement>('input')!
}

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('QueueSettingsRoute', { timeout: 20_000 }, () => {
  it('saves the targets and templates whole', async () => {
    open()
    await waitFor(() => expect(minutesField('退款审核').value).toBe('240'))
    expect(document.body.textContent).toContain(DEFAULT_QUEUE_SETTINGS.reasonTemplates.refundRefuse[0])
    typeInto(minutesField('退款审核'), '120')
    click(button('保存设置'))
    await waitFor(() => expect(saved()).toHaveLength(1))
    expect(saved()[0]).toEqual({
      ...DEFAULT_QUEUE_SETTINGS,
      targets: { ...DEFAULT_QUEUE_SETTINGS.targets, refunds: 120 },
    })
    await waitFor(() => expect(document.body.textContent).toContain('队列设置已保存'))
  })

  it('saves the arbitration target and the dispute deadlines with the rest', async () => {
    open()
    await waitFor(() => expect(minutesField('仲裁处理').value).toBe('1440'))
    expect(minutesField('撤销申请答复时限').value).toBe('1440')
    expect(minutesField('仲裁举证时限').value).toBe('120')
    expect(minutesField('无进度可申请仲裁时间').value).toBe('1440')
    typeInto(minutesField('仲裁处理'), '480')
    typeInto(minutesField('仲裁举证时限'), '180')
    typeInto(minutesField('撤销申请答复时限'), '720')
    click(button('保存设置'))
    await waitFor(() => expect(saved()).toHaveLength(1))
    expect(saved()[0]).toEqual({
      ...DEFAULT_QUEUE_SETTINGS,
      targets: { ...DEFAULT_QUEUE_SETTINGS.targets, arbitrations: 480 },
      disputes: { answerMinutes: 720, evidenceMinutes: 180, stallMinutes: 1440 },
    })
  })

  it('refuses an empty dispute deadline in the schema’s words, sending nothing', async () => {
    open()
    await waitFor(() => expect(minutesField('仲裁举证时限').value).toBe('120'))
    typeInto(minutesField('仲裁举证时限'), '')
    click(button('保存设置'))
    await waitFor(() => expect(document.body.textContent).toContain('请填写仲裁举证时限'))
    expect(saved()).toHaveLength(0)
  })

  it('refuses a dispatch target shorter than the time an order takes to join the queue, sending nothing', async () => {
    open()
    await waitFor(() => expect(minutesField('待派单').value).toBe('60'))
    typeInto(minutesField('待派单'), '10')
    click(button('保存设置'))
    await waitFor(() => expect(document.body.textContent).toContain('派单时限不能短于待派单等待时间'))
    expect(saved()).toHaveLength(0)
  })
})
