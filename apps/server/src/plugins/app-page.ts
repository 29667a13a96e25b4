import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { FIRST_ANSWERS_BLOCK_ID } from '@dianjing/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { accepts, compressedCopies } from '../lib/envelope.ts'
import { type FirstScreen, firstScreen } from '../modules/catalogue/first-screen.ts'
import { pagePreloads } from './page-preloads.ts'

/**
 * The answers as a data block: JSON the browser never runs (so the pages' policy, which runs no inline
 * script, allows it), keyed by the call. `<` is escaped, so no text in the catalogue can close the block.
 */
export function firstAnswersBlock(answers: FirstScreen['answers']): string {
  const entries = answers.map(({ call, envelope }) => `${JSON.stringify(call)}:${envelope.toString('utf8')}`)
  const json = `{${entries.join(',')}}`.replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${FIRST_ANSWERS_BLOCK_ID}">${json}</script>`
}

interface Page {
  etag: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

/** The same page is asked for again and again while the catalogue stays as it is: compressed once. */
const PAGES_KEPT = 64

/**
 * The web app's page with the first screen's data in it (decision 031). The built index.html is read
 * when it changes (a rebuild under a running `npm start`), the page's data from the catalogue cache
 * each time, so a catalogue change shows on the next page as it does in the next call.
 */
export function appPages(app: FastifyInstance, webDist: string) {
  const file = path.join(webDist, 'index.html')
  let template: { mtimeMs: number; html: string; preloads: Map<string, string> } | undefined
  const compressed = new Map<string, Page>()

  const readTemplate = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return null
    if (template?.mtimeMs !== stat.mtimeMs)
      template = {
        mtimeMs: stat.mtimeMs,
        html: fs.readFileSync(file, 'utf8'),
        // Built with the page: read again when the page is.
        preloads: pagePreloads(webDist),
      }
    return template
  }

  const compress = (html: string): Page => {
    const kept = compressed.get(html)
    if (kept) return kept
    const identity = Buffer.from(html)
    const page = {
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      ...compressedCopies(identity),
    }
    if (compressed.size >= PAGES_KEPT) compressed.delete(compressed.keys().next().value!)
    compressed.set(html, page)
    return page
  }

  /** Sends the page for `request.url`; false when the app is not built (the caller says so). */
  return async function sendAppPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const page = readTemplate()
    if (page === null) return false
    const { html } = page
    const screen = await firstScreen(app.catalogue, request.url)?.catch((error: unknown) => {
      // The page works without its data (the app calls for it): a catalogue failure only costs that.
      request.log.warn({ err: error }, 'the page was sent without its first screen')
      return null
    })
    const extra =
      (page.preloads.get(request.url.split('?')[0] ?? '') ?? '') +
      (screen?.answers.length ? firstAnswersBlock(screen.answers) : '')
    const head = html.indexOf('</head>')
    const body = head === -1 ? html + extra : html.slice(0, head) + extra + html.slice(head)
    // The largest first paint is fetched with the page, beside the code, not once the code has run.
    if (screen?.image?.startsWith('/'))
      reply.header('link', `<${encodeURI(screen.image)}>; rel=preload; as=image; fetchpriority=high`)
    const sent = compress(body)
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', sent.etag)
    if (request.headers['if-none-match'] === sent.etag) {
      await reply.status(304).send()
      return true
    }
    reply.type('text/html; charset=utf-8')
    const accepted = request.headers['accept-encoding']
    if (accepts(accepted, 'br')) await reply.header('content-encoding', 'br').send(sent.br)
    else if (accepts(accepted, 'gzip')) await reply.header('content-encoding', 'gzip').send(sent.gzip)
    else await reply.send(sent.identity)
    return true
  }
}
