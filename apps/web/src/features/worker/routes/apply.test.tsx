import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { ApplyRoute } from './apply.tsx'

const REJECTED = {
  id: 3,
  name: '老周',
  sex: '0',
  districtServer: '1',
  briefIntroduction: '王者荣耀巅峰2100分',
  images: ['/boot/files/202611/a.png'],
  status: 2,
  rejectReason: '资料图片不清晰',
  createTime: '2026-11-22 06:59:15',
  reviewTime: '2026-11-22 07:10:00',
}

let application: typeof REJECTED | null
const saved: unknown[] = []
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/v1/dEsports/bizRegistrationApplication/mine') {
    return Response.json({ code: 0, msg: '', data: application })
  }
  if (path === '/boot/dEsports/bizRegistrationApplication/save') {
    saved.push(JSON.parse(String(init?.body)))
    return Response.json({ code: 0, msg: '提交成功，请等待审核！', data: null })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})

function open() {
  const router = createMemoryRouter(
    [
      { path: '/apply', Component: ApplyRoute },
      { path: '/mine', element: <p>我的页</p> },
    ],
    { initialEntries: ['/apply'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const option = (label: string) =>
  [...document.querySelectorAll('.adm-selector-item')].find((item) => item.textContent === label)
const intro = () => document.getElementById('apply-intro') as HTMLTextAreaElement

beforeEach(() => {
  application = null
  saved.length = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  act(() => Toast.clear())
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('/apply', () => {
  it('explains what being a worker means above an empty form, with the spec limits', async () => {
    open()
    await waitFor(() => expect(text()).toContain('申请资料'))
    expect(text()).toContain('打手会员 100元/年')
    expect(text()).toContain('保证金')
    expect(field('姓名').maxLength).toBe(20)
    expect(field('姓名').value).toBe('')
    expect(text()).toContain('0/140')
  })

  it('says 请填写完整信息 while a required field is missing, and sends nothing', async () => {
    open()
    await waitFor(() => expect(button('提交申请')).toBeDefined())
    typeInto(field('姓名'), '张小凡')
    click(button('提交申请'))
    await waitFor(() => expect(text()).toContain('请填写完整信息'))
    expect(saved).toHaveLength(0)
  })

  it('refills the form after a rejection and says why', async () => {
    application = REJECTED
    open()
    await waitFor(() => expect(field('姓名').value).toBe('老周'))
    expect(text()).toContain('上次申请未通过：资料图片不清晰')
    expect(intro().value).toBe('王者荣耀巅峰2100分')
    expect(option('男')?.className).toContain('active')
    expect(option('微信区')?.className).toContain('active')
    expect(document.querySelector('img[src="/boot/files/202611/a.png"]')).not.toBeNull()
  })

  it('submits, turns into the submitted tip, and goes back to /mine after 500 ms', async () => {
    const router = open()
    await waitFor(() => expect(button('提交申请')).toBeDefined())
    typeInto(field('姓名'), '张小凡')
    click(option('女'))
    click(option('QQ区'))
    typeInto(intro(), '国服巅峰，晚上在线')
    click(button('提交申请'))
    await waitFor(() => expect(text()).toContain('已提交申请，请等待审核'))
    await waitFor(() => expect(text()).toContain('提交成功，请等待审核！'))
    expect(saved).toEqual([
      { name: '张小凡', sex: '1', districtServer: '0', briefIntroduction: '国服巅峰，晚上在线', imgsUrl: '' },
    ])
    expect(router.state.location.pathname).toBe('/apply')
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'), 2000)
  })

  it('previews picked images until they are removed, never releasing one still on screen', async () => {
    let made = 0
    const revoked: string[] = []
    const shownWhenRevoked: string[] = []
    const shown = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => `blob:preview-${++made}`,
        revokeObjectURL: (url: string) => {
          revoked.push(url)
          if (shown().includes(url)) shownWhenRevoked.push(url)
        },
      }),
    )
    const router = open()
    await waitFor(() => expect(button('提交申请')).toBeDefined())
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
    Object.defineProperty(input, 'files', { value: [png('a.png'), png('b.png')], configurable: true })
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await waitFor(() => expect(shown()).toEqual(['blob:preview-1', 'blob:preview-2']))
    expect(revoked).toEqual([])

    click(document.querySelector('.adm-image-uploader-cell-delete'))
    await waitFor(() => expect(shown()).toEqual(['blob:preview-2']))
    await waitFor(() => expect(revoked).toEqual(['blob:preview-1']))

    // Leaving the form releases the rest.
    act(() => {
      void router.navigate('/mine')
    })
    await waitFor(() => expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']))
    expect(shownWhenRevoked).toEqual([])
  })

  it('shows the submitted tip instead of the form while an application is pending', async () => {
    application = { ...REJECTED, status: 0 }
    open()
    await waitFor(() => expect(text()).toContain('已提交申请，请等待审核'))
    expect(button('提交申请')).toBeUndefined()
  })
})
