// The bare baselines: the product's Fastify version with nothing registered but what each route needs.
//   GET /hello        {"hello":"world"}
//   GET /pg?id=N      one products row by primary key through a `pg` pool of the product's size
//   GET /*            a built static site (BASELINE_STATIC_DIR), through @fastify/static like the product
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import pg from 'pg'

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
}

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
  await app.close()
  await pool?.end()
  process.exit(0)
}
process.on('SIGTERM', () => void close())
process.on('SIGINT', () => void close())
