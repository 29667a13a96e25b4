import { StorageKey, UPLOAD_MAX_BYTES } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { getUserInfo, setJSON } from '@/lib/storage.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { EditUserInfoRoute } from './edit-user-info.tsx'

const USER = {
  id: 7,
  nickName: '玩家0001',
  avatar: '/boot/files/seed/avatar-default.svg',
  phone: '13800000001',
  briefIntroduction: '',
  promotionCode: 'ABC234',
}

let user: typeof USER
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/system/info') return Response.json({ code: 0, msg: '', data: user })
  if (path === '/boot/v1/dEsports/user/updateProfile') {
    user = { ...user, ...JSON.parse(String(init?.body)) }
    return Response.json({ code: 0, msg: '保存成功', data: user })
  }
  if (path === '/boot/v1/dEsports/user/updateAvatar') {
    user = { ...user, avatar: '/boot/files/202501/new.png' }
    return Response.json({ code: 0, msg: '头像已更新', data: user.avatar })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path)

function open() {
  const router = createMemoryRouter(
    [
      { path: '/edit-user-info', Component: EditUserInfoRoute },
      { path: '/mine', element: <p>我的页</p> },
    ],
    { initialEntries: ['/edit-user-info'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
/** Found by its label, as a user finds it (the form item ties them together). */
const intro = () => {
  const label = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent === '个人简介',
  )
  return document.getElementById(label!.htmlFor) as HTMLTextAreaElement
}

function pickFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

beforeEach(() => {
  user = { ...USER }
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setJSON(StorageKey.userInfo, USER)
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/edit-user-info', () => {
  it('shows the stored profile at once: nickname, read-only id and masked phone', () => {
    open()
    expect(field('昵称').value).toBe('玩家0001')
    expect(text()).toContain('7')
    expect(text()).toContain('138****0001')
  })

  it('leaves the phone out when the account has none', async () => {
    user = { ...USER, phone: '' }
    setJSON(StorageKey.userInfo, user)
    open()
    expect(text()).not.toContain('手机号')
  })

  it('a nickname of spaces is no nickname (spec §5), and nothing is sent', async () => {
    open()
    typeInto(field('昵称'), '   ')
    click(button('保存'))
    await waitFor(() => expect(text()).toContain('请输入昵称'))
    expect(calls('/boot/v1/dEsports/user/updateProfile')).toHaveLength(0)
  })

  it('limits the nickname to 20 and the intro to 100 characters, with a counter', () => {
    open()
    expect(field('昵称').maxLength).toBe(20)
    expect(text()).toContain('0/100')
    typeInto(intro(), '字'.repeat(120))
    expect(intro().value).toBe('字'.repeat(100))
    expect(text()).toContain('100/100')
  })

  it('saves trimmed, says 保存成功, keeps the new info and goes back to /mine', async () => {
    const router = open()
    typeInto(field('昵称'), '  新昵称 ')
    typeInto(intro(), '只打排位')
    click(button('保存'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'))
    const [, init] = calls('/boot/v1/dEsports/user/updateProfile')[0]!
    expect(JSON.parse(String(init?.body))).toEqual({ nickName: '新昵称', briefIntroduction: '只打排位' })
    expect(getUserInfo()).toMatchObject({ nickName: '新昵称', briefIntroduction: '只打排位' })
    await waitFor(() => expect(text()).toContain('保存成功'))
  })

  it('checks a picked avatar before sending it', async () => {
    open()
    pickFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))
    await waitFor(() => expect(text()).toContain('只能上传图片（JPG、PNG、GIF、WEBP）'))
    const big = new File(['x'], 'big.png', { type: 'image/png' })
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 })
    pickFile(big)
    await waitFor(() => expect(text()).toContain('文件大小不能超过5MB'))
    expect(calls('/boot/v1/dEsports/user/updateAvatar')).toHaveLength(0)
  })

  it('uploads the avatar as `avatarfile` and shows it', async () => {
    open()
    pickFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }))
    await waitFor(() => expect(text()).toContain('头像已更新'))
    const [, init] = calls('/boot/v1/dEsports/user/updateAvatar')[0]!
    expect((init!.body as FormData).get('avatarfile')).toBeInstanceOf(File)
    expect(getUserInfo()).toMatchObject({ avatar: '/boot/files/202501/new.png' })
  })
})
