import { describe, expect, it } from 'vitest'
import { files } from '../../db/schema/index.ts'
import { apiCaller } from '../../test/api-call.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { useTestApp } from '../../test/test-app.ts'

const { app, database } = await useTestApp()

const call = apiCaller(app)
const registered = await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
  phone: '13700000001',
  password: 'secret123',
})
const { token } = registered.data

async function upload(url: string, field: string, name: string, type: string, content: Buffer, auth = true) {
  const { payload, headers } = multipartFile(field, name, type, content)
  return call<string>('POST', url, auth ? token : undefined, payload, { headers })
}

describe('image uploads', () => {
  it('stores an image under a random name and serves it back with its type and nosniff', async () => {
    const stored = await upload('/boot/system/fileInfo/upload', 'file', 'me.png', 'image/png', PNG_PIXEL)
    expect(stored.code).toBe(0)
    expect(stored.data).toMatch(/^\/boot\/files\/\d{6}\/[0-9a-f]{32}\.png$/)

    const served = await app.inject({ method: 'GET', url: stored.data })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(PNG_PIXEL)).toBe(true)
  })

  it('judges by content: a renamed text file, an SVG and HTML are refused and nothing is stored', async () => {
    const before = (await database.db.select().from(files)).length
    const renamed = await upload(
      '/boot/system/fileInfo/upload',
      'file',
      'photo.png',
      'image/png',
      Buffer.from('hello'),
    )
    expect(renamed).toMatchObject({ code: 1, msg: '只能上传图片（JPG、PNG、GIF、WEBP）', data: null })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await upload('/boot/system/fileInfo/upload', 'file', 'a.svg', 'image/svg+xml', svg)).code).toBe(1)
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    expect((await upload('/boot/system/fileInfo/upload', 'file', 'a.jpg', 'image/jpeg', html)).code).toBe(1)
    expect((await database.db.select().from(files)).length).toBe(before)
  })

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([PNG_PIXEL, Buffer.alloc(5 * 1024 * 1024)])
    const refused = await upload('/boot/system/fileInfo/upload', 'file', 'big.png', 'image/png', big)
    expect(refused).toEqual({ status: 413, code: 1, msg: '文件大小不能超过5MB', data: null })
  })

  it('needs a signed-in user and the right field', async () => {
    const anonymous = await upload(
      '/boot/system/fileInfo/upload',
      'file',
      'me.png',
      'image/png',
      PNG_PIXEL,
      false,
    )
    expect(anonymous.status).toBe(401)
    const wrongField = await upload('/boot/system/fileInfo/upload', 'image', 'me.png', 'image/png', PNG_PIXEL)
    expect(wrongField.msg).toBe('请选择图片')
  })

  it('updateAvatar stores the image and makes it the avatar', async () => {
    const avatar = await upload(
      '/boot/v1/dEsports/user/updateAvatar',
      'avatarfile',
      'a.png',
      'image/png',
      PNG_PIXEL,
    )
    expect(avatar.code).toBe(0)
    const me = await call<{ avatar: string }>('GET', '/boot/system/info', token)
    expect(me.data.avatar).toBe(avatar.data)
  })
})
