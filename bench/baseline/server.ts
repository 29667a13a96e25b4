// The bare baselines: the product's Fastify version with nothing registered but what each route needs.
//   GET /hello        {"hello":"world"}
//   GET /pg?id=N      one products row by primary key through a `pg` pool of the product's size
//   GET /*            a built static site (BASELINE_STATIC_DIR), through @fastify/static like the product
//   GET /sse?key=K    a server-sent events stream of key K, held open (the chat bench's bare listener)
//   POST /echo        {key, body}: writes `event: message` with {id, key, body} to every stream of the key, in
//                     process (no database), and answers {id} — the irreducible work of "send → delivered"
//   /pg-update, /prepay, /notify, /withdraw   the product's writes, bare (writes.ts); /prepay asks WeChat Pay's
//                     stand-in on BASELINE_WECHAT_PORT (else the simulator inside the product on
//                     BASELINE_PRODUCT_PORT), whose notifications go to the product
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import pg from 'pg'
import { registerWriteBaselines } from './writes.ts'

const port = Number(process.env.PORT ?? 8301)
const app = Fastify({ logger: false })
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : undefined

app.get('/hello', async () => ({ hello: 'world' }))

if (pool) {
  app.get<{ Querystring: { id?: string } }>('/pg', async (request, reply) => {
    const { rows } = await pool.query('select * from products where id = $1', [Number(request.query.id)])
    if (!rows[0]) return reply.status(404).send({ error: 'not found' })
    return rows[0]
  })
  registerWriteBaselines(app, pool, {
    databaseUrl: process.env.DATABASE_URL!,
    productPort: Number(process.env.BASELINE_PRODUCT_PORT ?? 8302),
    ...(process.env.BASELINE_WECHAT_PORT ? { wechatPort: Number(process.env.BASELINE_WECHAT_PORT) } : {}),
  })
}

const streams = new Map<string, Set<(frame: string) => void>>()
const openStreams = new Set<{ end: () => void }>()
let lastMessageId = 0

app.get<{ Querystring: { key?: string } }>('/sse', (request, reply) => {
  const key = String(request.query.key ?? '')
  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
  })
  raw.write('retry: 3000\n\n')
  const push = (frame: string) => raw.write(frame)
  const listeners = streams.get(key) ?? new Set()
  listeners.add(push)
  streams.set(key, listeners)
  const open = { end: () => raw.end() }
  openStreams.add(open)
  raw.on('close', () => {
    openStreams.delete(open)
    listeners.delete(push)
    if (listeners.size === 0) streams.delete(key)
  })
})

app.post<{ Body: { key?: string; body?: string } }>('/echo', async (request) => {
  const key = String(request.body?.key ?? '')
  const id = ++lastMessageId
  const frame = `id: ${id}\nevent: message\ndata: ${JSON.stringify({ id, key, body: request.body?.body ?? '' })}\n\n`
  for (const push of streams.get(key) ?? []) push(frame)
  return { id }
})

const staticDir = process.env.BASELINE_STATIC_DIR
if (staticDir) {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    index: 'index.html',
    // Only for trials of serving precompressed files (.br/.gz beside each file), as the product might.
    preCompressed: process.env.BASELINE_PRECOMPRESSED === '1',
  })
  // A single-page app: every unknown GET gets the shell, as the product does for its routes.
  app.setNotFoundHandler((_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  )
}

await app.listen({ host: '127.0.0.1', port })
const close = async () => {
  // Streams never end by themselves: end them, as the product's ChatHub does when it stops.
  for (const open of [...openStreams]) open.end()
  await app.close()
  await pool?.end()
  process.exit(0)
}
process.on('SIGTERM', () => void close())
process.on('SIGINT', () => void close())
