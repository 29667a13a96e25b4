import type { ApplicationView } from '@dianjing/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApplicationDraft, draftFrom, EMPTY_DRAFT, submitDraft } from './application-draft.ts'

const REJECTED: ApplicationView = {
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

const FIELDS = { name: '张小凡', sex: '1', districtServer: '0', briefIntroduction: '国服巅峰，晚上在线' }
const FILLED: ApplicationDraft = { ...FIELDS, images: [] }

const picked = (name: string) => ({
  url: `blob:${name}`,
  extra: { file: new File(['x'], name, { type: 'image/png' }) },
})

let uploads: number
let failUpload: boolean
let save: { code: number; msg: string }
const bodies: unknown[] = []
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/system/fileInfo/upload') {
    uploads += 1
    return failUpload
      ? Response.json({ code: 1, msg: '上传失败', data: null })
      : Response.json({ code: 0, msg: '', data: `/boot/files/202611/new-${uploads}.png` })
  }
  if (path === '/boot/dEsports/bizRegistrationApplication/save') {
    bodies.push(JSON.parse(String(init?.body)))
    return Response.json({ ...save, data: null })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})

beforeEach(() => {
  uploads = 0
  failUpload = false
  save = { code: 0, msg: '提交成功，请等待审核！' }
  bodies.length = 0
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => vi.unstubAllGlobals())

describe('draftFrom', () => {
  it('refills the form from a rejected application, images as server paths', () => {
    expect(draftFrom(REJECTED)).toEqual({
      name: '老周',
      sex: '0',
      districtServer: '1',
      briefIntroduction: '王者荣耀巅峰2100分',
      images: [
        {
          key: '/boot/files/202611/a.png',
          url: '/boot/files/202611/a.png',
          extra: { path: '/boot/files/202611/a.png' },
        },
      ],
    })
  })

  it('starts empty otherwise', () => {
    expect(draftFrom(null)).toBe(EMPTY_DRAFT)
    expect(draftFrom({ ...REJECTED, status: 0 })).toBe(EMPTY_DRAFT)
  })
})

describe('submitDraft (spec §5, §8: worker application)', () => {
  it.each([
    ['name', { name: '  ' }],
    ['sex', { sex: '' }],
    ['region', { districtServer: '' }],
    ['intro', { briefIntroduction: '' }],
  ])('a missing %s says 请填写完整信息 and sends nothing', async (_field, change) => {
    const tell = vi.fn()
    expect(await submitDraft({ ...FILLED, ...change }, tell)).toBe('invalid')
    expect(tell).toHaveBeenCalledWith('请填写完整信息')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('uploads each picked image once, keeps carried-over paths, and sends them comma-joined', async () => {
    const tell = vi.fn()
    const draft = { ...FILLED, images: [picked('a.png'), ...draftFrom(REJECTED).images, picked('b.png')] }
    expect(await submitDraft(draft, tell)).toBe('submitted')
    expect(uploads).toBe(2)
    expect(bodies).toEqual([
      {
        ...FIELDS,
        imgsUrl: '/boot/files/202611/new-1.png,/boot/files/202611/a.png,/boot/files/202611/new-2.png',
      },
    ])
    expect(tell).toHaveBeenLastCalledWith('提交成功，请等待审核！')
  })

  it('sends no images as an empty imgsUrl', async () => {
    expect(await submitDraft(FILLED, vi.fn())).toBe('submitted')
    expect(bodies).toEqual([{ ...FIELDS, imgsUrl: '' }])
  })

  it('a failed upload says 图片上传失败，请重试 and stops the submit', async () => {
    failUpload = true
    const tell = vi.fn()
    expect(await submitDraft({ ...FILLED, images: [picked('a.png')] }, tell)).toBe('upload-failed')
    expect(tell).toHaveBeenLastCalledWith('图片上传失败，请重试')
    expect(bodies).toHaveLength(0)
  })

  it("a refusal is the server's own message (shown by the request client): no second toast", async () => {
    save = { code: 1, msg: '您的申请正在审核中' }
    const tell = vi.fn()
    expect(await submitDraft(FILLED, tell)).toBe('failed')
    expect(tell).not.toHaveBeenCalled()
  })

  it('no answer at all says 提交失败，请重试', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    const tell = vi.fn()
    expect(await submitDraft(FILLED, tell)).toBe('failed')
    expect(tell).toHaveBeenLastCalledWith('提交失败，请重试')
  })
})
