import { randomBytes } from 'node:crypto'
import { UPLOAD_MAX_BYTES, UploadMessages } from '@dianjing/shared'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db, Executor } from '../../db/database.ts'
import { countCustomerAction } from '../../lib/action-limits.ts'
import { AppError } from '../../lib/errors.ts'
import { sniffImage } from './image-type.ts'
import * as repo from './repo.ts'
import { uploadStore } from './storage.ts'

export { uploadsDir } from './storage.ts'

/**
 * Public URL prefix of stored uploads: served by the static plugin from uploadsDir, or from the bucket
 * by s3-routes.ts.
 */
export const UPLOADS_URL_PREFIX = '/boot/files/'

const INCOMPLETE_UPLOAD_MESSAGE = '上传未完成，请重试'

/** Multipart framing around a 5 MB file stays well under this. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * Lets the routes of `scope` read a multipart body. Registered only in the scopes of upload routes: the
 * plugin adds two hooks and a listener to every request of the scope it is registered in.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })
}

/**
 * Reads the one image of a multipart request from `field`. A request announcing more than the limit is
 * refused before its body is read; a body that grows past it, however it is sent, is refused whole.
 * A customer's uploads are counted first, so one past `limits.uploadPerMinute` costs no bytes read;
 * staff (no customer on the request) upload the catalogue's images without that limit.
 */
export async function readImagePart(request: FastifyRequest, field: string): Promise<Buffer> {
  const { server, user } = request
  if (user) {
    await countCustomerAction(server.database.db, 'upload', user.id, server.config.limits.uploadPerMinute)
  }
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw new AppError('tooLarge', UploadMessages.tooLarge)
  if (!request.isMultipart()) throw new AppError('validation', UploadMessages.noFile)
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })
  if (!part || part.fieldname !== field) throw new AppError('validation', UploadMessages.noFile)
  let content: Buffer
  try {
    content = await part.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('tooLarge', UploadMessages.tooLarge)
    }
    // Whatever else the parser meets is the client's body ending early or malformed (a length that
    // lies, a dropped connection): a refusal, never a server fault.
    throw new AppError('validation', INCOMPLETE_UPLOAD_MESSAGE)
  }
  // The parser cuts a file at the limit and marks it truncated; when the cut falls exactly on a chunk
  // boundary, `toBuffer` answers the first 5 MB without an error, and that would be stored as a
  // corrupt image.
  if (part.file.truncated || content.length > UPLOAD_MAX_BYTES) {
    throw new AppError('tooLarge', UploadMessages.tooLarge)
  }
  return content
}

/** Stores an image under a random name, judged by its content; answers its public path. */
export async function saveImage(
  db: Db,
  config: Config,
  userId: number | null,
  content: Buffer,
): Promise<string> {
  if (content.length === 0) throw new AppError('validation', UploadMessages.noFile)
  const image = sniffImage(content)
  if (!image) throw new AppError('validation', UploadMessages.notImage)
  const month = new Date().toISOString().slice(0, 7).replace('-', '')
  const relative = `${month}/${randomBytes(16).toString('hex')}.${image.ext}`
  await (await uploadStore(config)).put(relative, content, image)
  await repo.insertFile(db, { userId, path: relative, contentType: image.type, size: content.length })
  return `${UPLOADS_URL_PREFIX}${relative}`
}

/**
 * Whether every one of `urls` is an upload of `userId`: what a user submits as their own images
 * (application material, payment code) must be files they uploaded, not any address.
 */
export async function ownsUploads(db: Executor, userId: number, urls: string[]): Promise<boolean> {
  if (urls.length === 0) return true
  const relative = urls.map((url) =>
    url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '',
  )
  if (relative.some((path) => path === '')) return false
  return (await repo.countOwnedFiles(db, userId, [...new Set(relative)])) === new Set(relative).size
}
