import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { imageTypeOfName } from './image-type.ts'
import { type S3UploadStore, SIGNED_URL_SECONDS, UPLOAD_CACHE_CONTROL } from './s3-store.ts'

/** What plugins/static-apps.ts sends with every local upload: never run as a page on our origin. */
const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
}

/**
 * Only a key `saveImage` could have made; anything else (`..`, encoded separators, NUL, other names) is
 * never sent to the bucket.
 */
const MONTH = /^\d{6}$/
const NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/

/**
 * Uploads under `/boot/files/<yyyymm>/<name>` when they live in a bucket (decision 026): streamed with
 * the local files' headers, or a redirect to a presigned or public URL. This parametric route wins over
 * the static files' `/boot/files/*`, which still answers every other path (the seed images have their
 * own prefix); a missing object gets the same not-found answer as a missing local file.
 */
export function s3UploadRoutes(store: S3UploadStore): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { month: string; name: string } }>(
      '/files/:month/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { month, name } = request.params
        const type = imageTypeOfName(name)
        if (!MONTH.test(month) || !NAME.test(name) || !type) return reply.callNotFound()
        const key = `${month}/${name}`
        const { serving } = store.settings
        if (serving === 'stream' && request.method === 'GET') {
          return stream(reply, store, key, type, request.headers['if-none-match'])
        }
        const found = await store.head(key)
        if (!found) return reply.callNotFound()
        if (serving === 'stream') {
          return reply.headers(objectHeaders(type, found)).send()
        }
        if (serving === 'signed') {
          // Cached for less than the URL lives, so a cached redirect never points at an expired URL.
          reply.header('cache-control', `private, max-age=${SIGNED_URL_SECONDS - 60}`)
          return reply.redirect(await store.signedUrl(key, type), 302)
        }
        reply.header('cache-control', UPLOAD_CACHE_CONTROL)
        return reply.redirect(store.publicUrl(key), 302)
      },
    )
  }
}

function objectHeaders(
  type: string,
  object: { length: number | undefined; etag: string | undefined; lastModified: Date | undefined },
) {
  return {
    ...UPLOAD_HEADERS,
    // From the name, which the checked type gave it, not from the bucket's metadata.
    'content-type': type,
    'cache-control': UPLOAD_CACHE_CONTROL,
    ...(object.length === undefined ? {} : { 'content-length': object.length }),
    ...(object.etag ? { etag: object.etag } : {}),
    ...(object.lastModified ? { 'last-modified': object.lastModified.toUTCString() } : {}),
  }
}

async function stream(
  reply: FastifyReply,
  store: S3UploadStore,
  key: string,
  type: string,
  ifNoneMatch: string | undefined,
) {
  const object = await store.get(key, ifNoneMatch)
  if (object === null) return reply.callNotFound()
  if (object === 'not-modified') {
    return reply
      .status(304)
      .headers({ ...UPLOAD_HEADERS, 'cache-control': UPLOAD_CACHE_CONTROL })
      .send()
  }
  return reply.headers(objectHeaders(type, object)).send(object.body)
}
