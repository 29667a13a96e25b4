import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import { UPLOAD_MAX_BYTES } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { files } from '../../db/schema/index.ts'
import { freePort } from '../../test/free-port.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer } from '../orders/testing.ts'

/**
 * The 5 MB limit over real HTTP, however the body is sent: with its length, chunked without one, or
 * with a length that lies. A refused upload stores nothing, neither a file nor a row.
 */

const port = await freePort()
const context = await useTestApp({ PORT: String(port) })
const { app, database, dataDir } = context
await app.listen({ port, host: '127.0.0.1' })
const owner = await signInStaff(context, 'owner')

// A customer of each route's own: ten uploads a route stay inside one customer's uploads a minute.
const customer = async () => `Bearer ${(await makeCustomer(database.db)).token}`

const ROUTES = [
  { url: '/boot/system/fileInfo/upload', field: 'file', authorization: await customer() },
  { url: '/boot/v1/dEsports/user/updateAvatar', field: 'avatarfile', authorization: await customer() },
  { url: '/boot/admin/files/upload', field: 'file', authorization: owner.authorization },
]

/** A PNG of exactly `size` bytes: a real one-pixel image padded after its end. */
function pngOf(size: number): Buffer {
  return Buffer.concat([PNG_PIXEL, Buffer.alloc(size - PNG_PIXEL.length)])
}

type Sending =
  | 'with its length'
  | 'chunked'
  | 'chunked, a chunk ending at the limit'
  | 'with a length that lies'

interface Answer {
  status: number
  body: { code: number; msg: string; data: unknown }
}

/** Where the file's byte number `UPLOAD_MAX_BYTES` starts in a multipart body built around `content`. */
function limitOffset(payload: Buffer, content: Buffer): number {
  return payload.indexOf(content.subarray(0, PNG_PIXEL.length)) + UPLOAD_MAX_BYTES
}

/** The body in 64 KB pieces, one of which ends where the file reaches the limit. */
function piecesOf(payload: Buffer, cut: number): Buffer[] {
  const pieces: Buffer[] = []
  for (const [start, end] of [
    [0, cut],
    [cut, payload.length],
  ] as const) {
    for (let offset = start; offset < end; offset += 64 * 1024) {
      pieces.push(payload.subarray(offset, Math.min(offset + 64 * 1024, end)))
    }
  }
  return pieces
}

/** Sends the multipart body in 64 KB writes over a connection of its own, as a browser streams it. */
function send(route: (typeof ROUTES)[number], content: Buffer, sending: Sending): Promise<Answer> {
  const { payload, headers } = multipartFile(route.field, 'big.png', 'image/png', content)
  const length =
    sending === 'with its length'
      ? { 'content-length': String(payload.length) }
      : sending === 'with a length that lies'
        ? { 'content-length': String(1024 * 1024) }
        : {}
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: route.url,
        agent: false,
        headers: { ...headers, ...length, connection: 'close', authorization: route.authorization },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          request.destroy()
          const text = Buffer.concat(chunks).toString()
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] })
        })
        response.on('error', reject)
      },
    )
    // The server may answer and close before the whole body is written: only the answer matters.
    request.on('error', reject)
    const body = sending === 'with a length that lies' ? payload.subarray(0, 1024 * 1024) : payload
    const pieces = piecesOf(body, Math.min(limitOffset(payload, content), body.length))
    const writeMore = () => {
      for (let piece = pieces.shift(); piece; piece = pieces.shift()) {
        if (!request.write(piece)) return void request.once('drain', writeMore)
      }
      request.end()
    }
    writeMore()
  })
}

function storedFiles(): string[] {
  const uploads = path.join(dataDir, 'uploads')
  if (!fs.existsSync(uploads)) return []
  return fs.readdirSync(uploads, { recursive: true, encoding: 'utf8' }).filter((name) => name.includes('.'))
}

async function stored() {
  return { rows: (await database.db.select().from(files)).length, files: storedFiles() }
}

describe.each(ROUTES)('$url', (route) => {
  it('accepts an image of exactly 5 MB, stored whole', async () => {
    const before = await stored()
    const answer = await send(route, pngOf(UPLOAD_MAX_BYTES), 'with its length')
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe(0)
    const relative = (answer.body.data as string).slice('/boot/files/'.length)
    expect(fs.statSync(path.join(dataDir, 'uploads', relative)).size).toBe(UPLOAD_MAX_BYTES)
    expect((await stored()).rows).toBe(before.rows + 1)
  })

  it.each<[string, number, Sending]>([
    ['5 MB + 1 byte', UPLOAD_MAX_BYTES + 1, 'with its length'],
    ['5 MB + 1000 bytes', UPLOAD_MAX_BYTES + 1000, 'with its length'],
    ['5 MB + 1 byte', UPLOAD_MAX_BYTES + 1, 'chunked'],
    ['5 MB + 1000 bytes', UPLOAD_MAX_BYTES + 1000, 'chunked, a chunk ending at the limit'],
    ['7 MB', 7 * 1024 * 1024, 'chunked'],
    ['7 MB', 7 * 1024 * 1024, 'chunked, a chunk ending at the limit'],
    ['7 MB', 7 * 1024 * 1024, 'with its length'],
  ])('refuses %s sent %s, and stores nothing', async (_, size, sending) => {
    const before = await stored()
    const answer = await send(route, pngOf(size), sending)
    expect(answer).toEqual({ status: 413, body: { code: 1, msg: '文件大小不能超过5MB', data: null } })
    expect(await stored()).toEqual(before)
  })

  it('refuses 7 MB sent under a length of 1 MB (cut short), and stores nothing', async () => {
    const before = await stored()
    const answer = await send(route, pngOf(7 * 1024 * 1024), 'with a length that lies')
    expect(answer).toEqual({ status: 400, body: { code: 1, msg: '上传未完成，请重试', data: null } })
    expect(await stored()).toEqual(before)
  })

  // Over the network the server's reads need not fall where the client's writes did; handed to the
  // app directly, the piece ending exactly at the limit reaches the parser as it was cut. That cut
  // is where the parser used to hand back the first 5 MB as a whole file.
  it('refuses 5 MB + 1000 bytes arriving in a piece that ends exactly at the limit', async () => {
    const before = await stored()
    const content = pngOf(UPLOAD_MAX_BYTES + 1000)
    const { payload, headers } = multipartFile(route.field, 'big.png', 'image/png', content)
    const response = await app.inject({
      method: 'POST',
      url: route.url,
      payload: Readable.from(piecesOf(payload, limitOffset(payload, content))),
      headers: { ...headers, authorization: route.authorization },
    })
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 413,
      body: { code: 1, msg: '文件大小不能超过5MB', data: null },
    })
    expect(await stored()).toEqual(before)
  })
})
