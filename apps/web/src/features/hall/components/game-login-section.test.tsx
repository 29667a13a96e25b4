import type { GameLoginState } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { GameLoginSection } from './game-login-section.tsx'

const LOGIN = { account: 'wzry_8848', password: 'S3cret!', note: '' }
let state: GameLoginState
let revealAnswer: () => Response
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/gameLogin/state')
    return Response.json({ code: 0, msg: '', data: state })
  if (url.pathname === '/boot/v1/dEsports/gameLogin/reveal') return revealAnswer()
  return Response.json({ code: 0, msg: '', data: null })
})
const reveals = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/gameLogin/reveal'))
const text = () => document.body.textContent ?? ''
const dialogButton = (label: string) => button(label, [...document.querySelectorAll('.adm-dialog')].at(-1))

function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GameLoginSection orderId={7} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  state = {
    role: 'worker',
    stored: true,
    erased: false,
    maskedAccount: '',
    hasNote: false,
    locked: false,
    available: true,
    reveals: [],
  }
  revealAnswer = () => Response.json({ code: 0, msg: '', data: LOGIN })
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => {
    Dialog.clear()
    Toast.clear()
  })
  vi.unstubAllGlobals()
})

describe('the worker’s 账号信息', () => {
  it('reveals the login only after a confirm, with a copy button for each value', async () => {
    open()
    await waitFor(() => expect(button('查看账号')).toBeDefined())
    expect(text()).not.toContain(LOGIN.account)
    click(button('查看账号'))
    await waitFor(() => expect(dialogButton('确定')).toBeDefined())
    expect(reveals()).toHaveLength(0)
    click(dialogButton('确定'))
    await waitFor(() => expect(text()).toContain(LOGIN.password))
    expect(reveals()).toHaveLength(1)
    expect(JSON.parse(String(reveals()[0]![1]?.body))).toEqual({ orderId: 7 })
    expect(text()).toContain(LOGIN.account)
    expect(document.querySelector('[aria-label="复制游戏账号"]')).not.toBeNull()
    expect(document.querySelector('[aria-label="复制游戏密码"]')).not.toBeNull()
    // An empty note is not shown as a row.
    expect(document.querySelector('[aria-label="复制登录说明"]')).toBeNull()
  })

  it('reveals nothing when the worker thinks again', async () => {
    open()
    await waitFor(() => expect(button('查看账号')).toBeDefined())
    click(button('查看账号'))
    await waitFor(() => expect(dialogButton('取消')).toBeDefined())
    click(dialogButton('取消'))
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull())
    expect(reveals()).toHaveLength(0)
  })

  it('when locked: no 查看账号, the reason, and the way to the order’s chat', async () => {
    state = { ...state, locked: true, available: false }
    open()
    await waitFor(() => expect(text()).toContain('客户已锁定账号信息，请在聊天中联系客户解锁'))
    expect(button('查看账号')).toBeUndefined()
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === '去聊天')
    expect(link?.getAttribute('href')).toContain('7')
  })

  it('says the server’s refusal (locked meanwhile) and shows the state as it is now', async () => {
    revealAnswer = () => {
      state = { ...state, locked: true, available: false }
      return Response.json({ code: 1, msg: '客户已锁定账号信息，请在聊天中联系客户解锁', data: null })
    }
    open()
    await waitFor(() => expect(button('查看账号')).toBeDefined())
    click(button('查看账号'))
    await waitFor(() => expect(dialogButton('确定')).toBeDefined())
    click(dialogButton('确定'))
    await waitFor(() => expect(button('查看账号')).toBeUndefined())
    expect(text()).toContain('客户已锁定账号信息')
    expect(text()).not.toContain(LOGIN.password)
  })

  it('shows nothing for an order without a login', async () => {
    state = { ...state, stored: false, available: false }
    open()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await act(async () => {})
    expect(document.querySelector('section[aria-label="账号信息"]')).toBeNull()
  })
})
