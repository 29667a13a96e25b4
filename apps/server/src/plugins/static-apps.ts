import fs from 'node:fs'
import path from 'node:path'
import { ResultCode, WEB_ROUTE_PATHS } from '@dianjing/shared'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { appPages } from './app-page.ts'

export interface StaticDirs {
  webDist: string
  adminDist: string
  uploads: string
  seedAssets: string
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // Vite fingerprints everything under assets/; the HTML must always be revalidated.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable')
  } else if (filePath.endsWith('.html')) {
    reply.header('cache-control', 'no-cache')
  }
}

function sendIndex(reply: FastifyReply, dir: string, root: string, status: number): void {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send(`The ${root} app is not built yet: run \`npm run build\` (npm start does it for you).`)
    return
  }
  // Not returned to Fastify: the file is sent on its own, and a returned reply would be waited on too.
  void reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', dir)
}

/**
 * Serves the built web app at `/` and the admin console at `/admin`, uploaded files under `/boot/files`,
 * and answers every other path: the envelope for API paths, the app's page for app paths (with 404
 * for paths the app does not know, so crawlers and monitors see the truth).
 */
export async function registerStaticApps(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  fs.mkdirSync(dirs.uploads, { recursive: true })
  await app.register(fastifyStatic, {
    root: dirs.seedAssets,
    prefix: '/boot/files/seed/',
    decorateReply: false,
    maxAge: '7d',
  })
  await app.register(fastifyStatic, {
    root: dirs.uploads,
    prefix: '/boot/files/',
    decorateReply: false,
    maxAge: '7d',
    // Uploads are never HTML pages: stop a crafted upload from being run as a page on our origin.
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff')
      reply.header('content-security-policy', "default-src 'none'; sandbox")
    },
  })
  await app.register(fastifyStatic, {
    root: dirs.adminDist,
    prefix: '/admin/',
    decorateReply: false,
    index: 'index.html',
    // The build writes .br/.gz beside each file (scripts/compress-dist.mjs): sent as they are.
    preCompressed: true,
    setHeaders: setCacheHeaders,
  })
  await app.register(fastifyStatic, {
    root: dirs.webDist,
    prefix: '/',
    index: 'index.html',
    preCompressed: true,
    setHeaders: setCacheHeaders,
  })

  app.get('/admin', (_request, reply) => reply.redirect('/admin/'))
  // The app's own pages are routes of their own: left to the static files' catch-all, each would be
  // looked up as a file first and then handed on to the not-found handler, every step waiting on the
  // reply (a listener on the response each), where one step does. Each carries its first screen's data.
  const sendAppPage = appPages(app, dirs.webDist)
  for (const page of WEB_ROUTE_PATHS) {
    app.get(page, async (request, reply) => {
      if (!(await sendAppPage(request, reply))) sendIndex(reply, dirs.webDist, 'web', 200)
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    if (pathname.startsWith('/boot/') || pathname === '/boot' || !isPage) {
      return reply.status(404).send({
        code: ResultCode.business,
        msg: `接口不存在: ${request.method} ${pathname}`,
        data: null,
      })
    }
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      sendIndex(reply, dirs.adminDist, 'admin', 200)
      return
    }
    if (path.extname(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
    }
    sendIndex(reply, dirs.webDist, 'web', 404)
  })
}
