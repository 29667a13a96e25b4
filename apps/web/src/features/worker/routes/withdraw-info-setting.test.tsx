import { WorkerMessages, WorkerToasts } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { WithdrawInfoSettingRoute } from './withdraw-info-setting.tsx'

const INFO = { zfbName: '张阿杰', zfbPhone: '13900000002', zfbPaymentCode: '/boot/files/202611/code.png' }

let info: typeof INFO | null | 'fail'
let finishUpload: (() => void) | null
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = String(input).split('?')[0]!
  if (path === '/boot/v1/dEsports/worker/getWithdrawalInformation') {
    return Response.json(
      info === 'fail' ? { code: 1, msg: '服务繁忙', data: null } : { code: 0, msg: '', data: info },
    )
  }
  if (path === '/boot/v1/dEsports/worker/saveWithdrawalInformation')
    return Response.json({ code: 0, msg: '信息已保存', data: null })
  if (path === '/boot/system/fileInfo/upload') {
    await new Promise<void>((resolve) => {
      finishUpload = resolve
    })
    return Response.json({ code: 0, msg: '上传成功', data: '/boot/files/202611/new-code.png' })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const saved = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/boot/v1/dEsports/worker/saveWithdrawalInformation')
    .map(([, init]) => JSON.parse(String(init?.body)))

function open() {
  const router = createMemoryRouter(
    [
      { path: '/withdraw-info-setting', Component: WithdrawInfoSettingRoute },
      { path: '/withdraw', element: <p>提现页</p> },
    ],
    { initialEntries: ['/withdraw-info-setting'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const saveButton = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!
const images = () =>
  [...document.querySelectorAll('.adm-image-uploader img')].map((img) => img.getAttribute('src'))

// jsdom has no object URLs; the uploader previews a picked file through one.
if (!URL.createObjectURL)
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} })

function pickFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('.adm-image-uploader input[type="file"]')!
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

beforeEach(() => {
  info = INFO
  finishUpload = null
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/withdraw-info-setting', () => {
  it('fills the form with the saved details and saves them back', async () => {
    const router = open()
    await waitFor(() => expect(field('支付宝姓名').value).toBe('张阿杰'))
    expect(field('支付宝手机号').value).toBe('13900000002')
    expect(images()).toEqual(['/boot/files/202611/code.png'])
    typeInto(field('支付宝姓名'), ' 张三 ')
    click(saveButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw'))
    expect(saved()).toEqual([{ ...INFO, zfbName: '张三' }])
    await waitFor(() => expect(text()).toContain(WorkerToasts.infoSaved))
  })

  it('says the details could not be loaded and leaves the form to fill by hand', async () => {
    info = 'fail'
    open()
    await waitFor(() => expect(text()).toContain(WorkerToasts.withdrawalInfoLoadFailed))
    expect(field('支付宝姓名').value).toBe('')
    expect(images()).toEqual([])
  })

  it('checks the phone pattern and asks for the payment code', async () => {
    info = null
    open()
    await waitFor(() => expect(field('支付宝姓名')).toBeTruthy())
    typeInto(field('支付宝姓名'), '张三')
    typeInto(field('支付宝手机号'), '12345678901')
    click(saveButton())
    await waitFor(() => expect(text()).toContain('请输入正确的手机号码'))
    typeInto(field('支付宝手机号'), '13812345678')
    click(saveButton())
    await waitFor(() => expect(text()).toContain(WorkerMessages.paymentCodeRequired))
    expect(saved()).toEqual([])
  })

  it('refuses a file that is not an image before uploading it', async () => {
    info = null
    open()
    await waitFor(() => expect(field('支付宝姓名')).toBeTruthy())
    pickFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))
    await waitFor(() => expect(text()).toContain('只能上传图片（JPG、PNG、GIF、WEBP）'))
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/upload'))).toBe(false)
  })

  it('uploads the code on pick and blocks saving until it is up', async () => {
    info = null
    const router = open()
    await waitFor(() => expect(field('支付宝姓名')).toBeTruthy())
    typeInto(field('支付宝姓名'), '张三')
    typeInto(field('支付宝手机号'), '13812345678')
    pickFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'code.png', { type: 'image/png' }))
    await waitFor(() => expect(saveButton().disabled).toBe(true))
    expect(saveButton().textContent).toContain('图片上传中')
    act(() => finishUpload?.())
    await waitFor(() => expect(saveButton().disabled).toBe(false))
    click(saveButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw'))
    expect(saved()).toEqual([
      { zfbName: '张三', zfbPhone: '13812345678', zfbPaymentCode: '/boot/files/202611/new-code.png' },
    ])
  })
})
