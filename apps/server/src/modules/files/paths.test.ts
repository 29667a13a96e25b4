import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { files } from '../../db/schema/index.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { useTestApp } from '../../test/test-app.ts'

const port = await freePort()
const { app, database, dataDir } = await useTestApp({ PORT: String(port) })
await app.listen({ port, host: '127.0.0.1' })

// A file beside the uploads folder: no URL under /boot/files/ may reach it.
const SECRET = 'secret-outside-the-uploads-folder'
fs.writeFileSync(path.join(dataDir, 'secret.txt'), SECRET)

const call = apiCaller(app)
const registered = await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
  phone: '13700000002',
  password: 'secret123',
})
const { token } = registered.data

function upload(filename: string) {
  const { payload, headers } = multipartFile('file', filename, 'image/png', PNG_PIXEL)
  return call<string>('POST', '/boot/system/fileInfo/upload', token, payload, { headers })
}

/**
 * A GET with the request target sent byte for byte: HTTP clients (and `inject`) resolve `..` and
 * backslashes before sending, which would hide what an attacker can really send.
 */
function rawGet(target: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1')
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      resolve({
        status: Number(head.split(' ')[1]),
        headers: head.toLowerCase(),
        body: rest.join('\r\n\r\n'),
      })
    })
  })
}

const stored = await upload('me.png')
const storedName = stored.data.slice('/boot/files/'.length)

describe('served uploads', () => {
  it('carry the sandbox policy and nosniff, so an upload never runs as a page', async () => {
    const served = await rawGet(stored.data)
    expect(served.status).toBe(200)
    expect(served.headers).toContain('content-type: image/png')
    expect(served.headers).toContain("content-security-policy: default-src 'none'; sandbox")
    expect(served.headers).toContain('x-content-type-options: nosniff')
  })

  it.each([
    '/boot/files/../secret.txt',
    '/boot/files/../../../../../../etc/passwd',
    '/boot/files/%2e%2e/secret.txt',
    '/boot/files/%2E%2E%2Fsecret.txt',
    '/boot/files/..%2fsecret.txt',
    '/boot/files/%252e%252e%252fsecret.txt',
    '/boot/files/..\\secret.txt',
    '/boot/files/..%5csecret.txt',
    '/boot/files/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
    '/boot/files//etc/passwd',
    '/boot/files/%2fetc%2fpasswd',
    `/boot/files/${dataDir}/secret.txt`,
    `/boot/files/${encodeURIComponent(path.join(dataDir, 'secret.txt'))}`,
    '/boot/files/seed/../../secret.txt',
    '/boot/files/seed/..%2f..%2fsecret.txt',
    `/boot/files/${storedName}%00.txt`,
    `/boot/files/${storedName}\u0000.txt`,
    '/boot/files/%00../secret.txt',
  ])('%s is refused and serves nothing from outside the uploads folder', async (target) => {
    const answer = await rawGet(target)
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.body).not.toContain(SECRET)
    expect(answer.body).not.toMatch(/root:.*:0:0:/)
  })
})

describe('upload names', () => {
  it.each([
    '../../secret.png',
    '..\\..\\secret.png',
    '/tmp/evil.png',
    'C:\\Windows\\evil.png',
    '%2e%2e%2fevil.png',
    'evil.png\u0000.html',
    '.htaccess',
  ])('%j is never used: the image is stored under a random name inside the uploads folder', async (name) => {
    const before = fs.readdirSync(dataDir).sort()
    const answer = await upload(name)
    expect(answer.code).toBe(0)
    expect(answer.data).toMatch(/^\/boot\/files\/\d{6}\/[0-9a-f]{32}\.png$/)
    const relative = answer.data.slice('/boot/files/'.length)
    expect(fs.readFileSync(path.join(dataDir, 'uploads', relative)).equals(PNG_PIXEL)).toBe(true)
    expect(fs.readdirSync(dataDir).sort()).toEqual(before)
    const [row] = await database.db.select().from(files).where(eq(files.path, relative))
    expect(row?.contentType).toBe('image/png')
  })
})
