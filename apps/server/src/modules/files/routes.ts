import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'
import * as files from './service.ts'

/** Uploads for the whole product (spec §7, Files): images only, at most 5 MB. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

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
}
