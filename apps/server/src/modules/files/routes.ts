import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'
import * as account from '../account/service.ts'
import * as files from './service.ts'
import { closeUploadStore, uploadStore } from './storage.ts'

/**
 * Uploads for the whole product (spec §7, Files): images only, at most 5 MB; and the avatar, an upload
 * the account then points at.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  await files.acceptUploads(app)
  app.addHook('onClose', () => closeUploadStore(app.config))
  const store = await uploadStore(app.config)
  if (store.kind === 's3') {
    // Served from the bucket (decision 026); local uploads are served by plugins/static-apps.ts.
    const { s3UploadRoutes } = await import('./s3-routes.ts')
    await app.register(s3UploadRoutes(store))
  }

  app.post(
    '/system/fileInfo/upload',
    {
      preHandler: requireUser,
      schema: {
        tags: ['files'],
        summary: 'Upload an image (multipart field `file`); answers its path',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async (request) => {
      const content = await files.readImagePart(request, 'file')
      return ok(await files.saveImage(db, app.config, request.user!.id, content), '上传成功')
    },
  )

  app.post(
    '/v1/dEsports/user/updateAvatar',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Replace the avatar (multipart field `avatarfile`); answers the new avatar path',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async (request) => {
      const content = await files.readImagePart(request, 'avatarfile')
      const avatar = await files.saveImage(db, app.config, request.user!.id, content)
      await account.updateAvatar(db, request.user!.id, avatar)
      return ok(avatar, '头像已更新')
    },
  )
}
