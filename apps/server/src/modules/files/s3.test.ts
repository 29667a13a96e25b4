import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { files } from '../../db/schema/index.ts'
import { apiCaller } from '../../test/api-call.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { type TestContext, useTestApp } from '../../test/test-app.ts'
import { makeCustomer } from '../orders/testing.ts'
import { S3UploadStore } from './s3-store.ts'
import { ownsUploads } from './service.ts'
import { startS3Server } from './testing.ts'

/**
 * Uploads in a bucket (decision 026), against a real S3 protocol server (s3rver) spoken to with the
 * official SDK: the same URLs, the same headers and the same refusals as on the local disk.
 */

const s3 = await startS3Server()
// Registered first, so it runs after every app built below has closed.
afterAll(() => s3.close())

const local = await useTestApp()
const streamed = await useTestApp(s3.env)
const signed = await useTestApp({ ...s3.env, S3_SIGNED_URLS: 'true' })
const publicBase = `${s3.endpoint}/${s3.bucket}`
const publicBucket = await useTestApp({ ...s3.env, S3_PUBLIC_URL: publicBase })

const bucket = new S3Client({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})
afterAll(() => bucket.destroy())

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

async function upload(context: TestContext, content: Buffer, authorization?: string) {
  const customer = authorization ?? `Bearer ${(await makeCustomer(context.database.db)).token}`
  const { payload, headers } = multipartFile('file', 'me.png', 'image/png', content)
  return apiCaller(context.app)<string>('POST', '/boot/system/fileInfo/upload', undefined, payload, {
    headers: { ...headers, authorization: customer },
  })
}

const keyOf = (url: string) => url.slice('/boot/files/'.length)

async function objectIn(key: string) {
  try {
    return await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
  } catch {
    return null
  }
}

function localUploads(context: TestContext): string[] {
  const dir = path.join(context.dataDir, 'uploads')
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []
}

const SANDBOX = "default-src 'none'; sandbox"
const MISSING = `/boot/files/202611/${'0'.repeat(32)}.png`

describe('uploads in a bucket, streamed by the app (the default)', () => {
  it('stores the image in the bucket under the same URL shape, typed and inline, nothing on disk', async () => {
    const uploaded = await upload(streamed, PNG_PIXEL)
    expect(uploaded.code).toBe(0)
    expect(uploaded.data).toMatch(/^\/boot\/files\/\d{6}\/[0-9a-f]{32}\.png$/)
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: keyOf(uploaded.data) }))
    expect(stored.ContentType).toBe('image/png')
    expect(stored.ContentDisposition).toBe(`inline; filename="${path.basename(uploaded.data)}"`)
    expect(stored.CacheControl).toBe('public, max-age=604800')
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(PNG_PIXEL)).toBe(true)
    expect(localUploads(streamed)).toEqual([])
    const [row] = await streamed.database.db
      .select()
      .from(files)
      .where(eq(files.path, keyOf(uploaded.data)))
    expect(row).toMatchObject({ contentType: 'image/png', size: PNG_PIXEL.length })
  })

  it('serves it back with the local files’ headers: its type, nosniff, the sandbox policy, the cache', async () => {
    const uploaded = await upload(streamed, PNG_PIXEL)
    const served = await streamed.app.inject({ method: 'GET', url: uploaded.data })
    expect(served.statusCode).toBe(200)
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG_PIXEL.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': SANDBOX,
      'cache-control': 'public, max-age=604800',
    })
    expect(served.rawPayload.equals(PNG_PIXEL)).toBe(true)

    const again = await streamed.app.inject({
      method: 'GET',
      url: uploaded.data,
      headers: { 'if-none-match': String(served.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.headers['content-security-policy']).toBe(SANDBOX)

    const head = await streamed.app.inject({ method: 'HEAD', url: uploaded.data })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/png')
    expect(head.rawPayload.length).toBe(0)
  })

  it('answers with the type its checked name gives, whatever the bucket’s metadata says', async () => {
    const key = `202611/${'a'.repeat(32)}.gif`
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: GIF, ContentType: 'text/html' }),
    )
    const served = await streamed.app.inject({ method: 'GET', url: `/boot/files/${key}` })
    expect(served.headers['content-type']).toBe('image/gif')
    expect(served.headers['content-security-policy']).toBe(SANDBOX)
  })

  it('answers a missing object as the local disk answers a missing file: 404 in Chinese', async () => {
    const fromDisk = await local.app.inject({ method: 'GET', url: MISSING })
    const fromBucket = await streamed.app.inject({ method: 'GET', url: MISSING })
    expect(fromDisk.statusCode).toBe(404)
    expect(fromBucket.statusCode).toBe(404)
    expect(fromBucket.json()).toEqual(fromDisk.json())
    expect(fromBucket.json()).toEqual({ code: 1, msg: `接口不存在: GET ${MISSING}`, data: null })
  })

  it.each([
    '/boot/files/202611/..%2f..%2fsecret.png',
    '/boot/files/..%2f202611/abc.png',
    `/boot/files/2026/${'a'.repeat(32)}.png`,
    `/boot/files/202611/${'a'.repeat(32)}.svg`,
    `/boot/files/202611/${'a'.repeat(32)}.png%00.html`,
    '/boot/files/%2e%2e/secret.txt',
  ])('%s never reaches the bucket and answers 4xx', async (url) => {
    const answer = await streamed.app.inject({ method: 'GET', url })
    expect(answer.statusCode).toBeGreaterThanOrEqual(400)
    expect(answer.statusCode).toBeLessThan(500)
  })

  it('still serves the seed images from the app', async () => {
    const seed = await streamed.app.inject({ method: 'GET', url: '/boot/files/seed/avatar-default.svg' })
    expect(seed.statusCode).toBe(200)
  })

  it('refuses what is not an image with the same message, and stores nothing in the bucket or in files', async () => {
    const before = (await streamed.database.db.select().from(files)).length
    expect(await upload(streamed, Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({
      status: 400,
      code: 1,
      msg: '只能上传图片（JPG、PNG、GIF、WEBP）',
      data: null,
    })
    expect((await streamed.database.db.select().from(files)).length).toBe(before)
  })

  it('keeps the ownership rule: an upload is its uploader’s own, no one else’s', async () => {
    const owner = await makeCustomer(streamed.database.db)
    const other = await makeCustomer(streamed.database.db)
    const uploaded = await upload(streamed, PNG_PIXEL, `Bearer ${owner.token}`)
    expect(await objectIn(keyOf(uploaded.data))).not.toBeNull()
    const { db } = streamed.database
    expect(await ownsUploads(db, owner.userId, [uploaded.data])).toBe(true)
    expect(await ownsUploads(db, other.userId, [uploaded.data])).toBe(false)
    // An object in the bucket that no upload recorded belongs to nobody.
    expect(await ownsUploads(db, owner.userId, [`/boot/files/202611/${'a'.repeat(32)}.gif`])).toBe(false)
  })

  it('the avatar goes to the bucket too', async () => {
    const customer = await makeCustomer(streamed.database.db)
    const { payload, headers } = multipartFile('avatarfile', 'a.png', 'image/png', PNG_PIXEL)
    const { data } = await apiCaller(streamed.app)<string>(
      'POST',
      '/boot/v1/dEsports/user/updateAvatar',
      customer.token,
      payload,
      { headers },
    )
    expect(await objectIn(keyOf(data))).not.toBeNull()
  })

  it('leaves the pages’ image policy to our own origin', async () => {
    const page = await streamed.app.inject({ method: 'GET', url: '/home' })
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:;")
  })
})

describe('uploads in a private bucket, served by signed URLs (S3_SIGNED_URLS=true)', () => {
  it('redirects to a short-lived presigned URL that serves the bytes with the forced type', async () => {
    const uploaded = await upload(signed, PNG_PIXEL)
    const answer = await signed.app.inject({ method: 'GET', url: uploaded.data })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers['cache-control']).toBe('private, max-age=240')
    const location = new URL(String(answer.headers.location))
    expect(location.origin).toBe(signed.config.s3?.imageOrigin)
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300')

    const fetched = await fetch(location)
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get('content-type')).toBe('image/png')
    expect(fetched.headers.get('content-disposition')).toBe(
      `inline; filename="${path.basename(uploaded.data)}"`,
    )
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG_PIXEL)).toBe(true)
    // The forced type travels in the query the URL's signature covers (SigV4 signs the whole query;
    // s3rver does not check V4 signatures, so that refusal is the real store's, decision 026).
    expect(location.searchParams.get('response-content-type')).toBe('image/png')
  })

  it('forces the type from the name over an object stored as HTML', async () => {
    const key = `202611/${'b'.repeat(32)}.gif`
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: GIF, ContentType: 'text/html' }),
    )
    const answer = await signed.app.inject({ method: 'GET', url: `/boot/files/${key}` })
    const fetched = await fetch(String(answer.headers.location))
    expect(fetched.headers.get('content-type')).toBe('image/gif')
  })

  it('answers a missing object 404 in Chinese instead of redirecting', async () => {
    const answer = await signed.app.inject({ method: 'GET', url: MISSING })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({ code: 1, msg: `接口不存在: GET ${MISSING}`, data: null })
  })

  it('lets the pages load images from the bucket’s origin, and from nowhere else', async () => {
    const page = await signed.app.inject({ method: 'GET', url: '/home' })
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${s3.endpoint};`)
  })
})

describe('uploads in a public bucket or behind a CDN (S3_PUBLIC_URL)', () => {
  it('redirects to the public base, cached as long as a local file', async () => {
    const uploaded = await upload(publicBucket, PNG_PIXEL)
    const answer = await publicBucket.app.inject({ method: 'GET', url: uploaded.data })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe(`${publicBase}/${keyOf(uploaded.data)}`)
    expect(answer.headers['cache-control']).toBe('public, max-age=604800')
    const fetched = await fetch(String(answer.headers.location))
    expect(fetched.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG_PIXEL)).toBe(true)
    expect((await publicBucket.app.inject({ method: 'GET', url: MISSING })).statusCode).toBe(404)
  })
})

describe('the origin the pages allow is the one the SDK signs for', () => {
  it.each([
    { S3_ENDPOINT: 'https://cos.ap-guangzhou.myqcloud.com', S3_REGION: 'ap-guangzhou' },
    { S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_REGION: 'oss-cn-hangzhou' },
    { S3_ENDPOINT: 'http://minio.internal:9000', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' },
    { S3_REGION: 'ap-east-1' },
    { S3_REGION: 'ap-east-1', S3_BUCKET: 'img.example.com' },
  ])('%j', async (settings) => {
    const config = loadConfig({
      S3_BUCKET: 'dianjing-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_SIGNED_URLS: 'true',
      ...settings,
    })
    const store = new S3UploadStore(config.s3!)
    const url = new URL(await store.signedUrl(`202611/${'c'.repeat(32)}.png`, 'image/png'))
    store.close()
    expect(url.origin).toBe(config.s3?.imageOrigin)
  })
})
