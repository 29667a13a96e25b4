import { SmsMessages } from '@dianjing/shared'
import { Toast } from 'antd-mobile'
import { act, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { render } from '@/testing/render.tsx'
import { SmsCodeField } from './sms-code-field.tsx'

let smsAnswer: { status: number; body: { code: number; msg: string; data: null } }
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json(smsAnswer.body, { status: smsAnswer.status }),
)
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))

function Form({ phone }: { phone: string }) {
  const [code, setCode] = useState('')
  return <SmsCodeField id="code" value={code} onChange={setCode} phone={phone} scene="bind" />
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
/** What was toasted: under fake timers the toast itself would not render, so its calls are read. */
const toasts = () =>
  vi.mocked(Toast.show).mock.calls.map(([props]) => (typeof props === 'string' ? props : props.content))
/** The button beside the field, whatever it says at the moment. */
const sendButton = () => document.querySelector<HTMLButtonElement>('button[type="button"]')!

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(Toast, 'show')
  smsAnswer = { status: 200, body: { code: 0, msg: SmsMessages.sent, data: null } }
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  act(() => Toast.clear())
  vi.restoreAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('SMS code field', () => {
  it('takes six digits on a numeric keyboard', () => {
    render(<Form phone="13800000001" />)
    const code = field('验证码')
    typeInto(code, '12 34-56')
    expect(code.value).toBe('123456')
    expect([code.maxLength, code.inputMode, code.placeholder]).toEqual([6, 'numeric', '请输入验证码'])
  })

  it('texts the code, then counts 60 s down with the button disabled, then may text again', async () => {
    render(<Form phone="13800000001" />)
    click(button('获取验证码'))
    await wait(10)
    expect(sent()).toEqual([{ phone: '13800000001', scene: 'bind' }])
    expect(toasts()).toEqual([SmsMessages.sent])
    expect(sendButton().textContent).toBe('60s后重新获取')
    expect(sendButton().disabled).toBe(true)

    await wait(1000)
    expect(sendButton().textContent).toBe('59s后重新获取')
    await wait(58_000)
    expect(sendButton().textContent).toBe('1s后重新获取')
    click(sendButton())
    expect(sent()).toHaveLength(1)

    await wait(1000)
    expect(sendButton().textContent).toBe('获取验证码')
    expect(sendButton().disabled).toBe(false)
    click(sendButton())
    await wait(10)
    expect(sent()).toHaveLength(2)
    expect(sendButton().textContent).toBe('60s后重新获取')
  })

  it('checks the phone before texting it', async () => {
    render(<Form phone="1380000" />)
    click(button('获取验证码'))
    await wait(10)
    expect(toasts()).toEqual(['请输入正确的手机号码'])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says once that it is too soon, and does not count down', async () => {
    smsAnswer = { status: 429, body: { code: 1, msg: SmsMessages.tooFrequent, data: null } }
    render(<Form phone="13800000001" />)
    click(button('获取验证码'))
    await wait(10)
    expect(toasts()).toEqual([SmsMessages.tooFrequent])
    expect(sendButton().textContent).toBe('获取验证码')
    expect(sendButton().disabled).toBe(false)
  })
})
