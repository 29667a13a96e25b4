import { GENERIC_ERROR_MESSAGE, ResultCode } from '@dianjing/shared'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, ERROR_TYPES } from '../lib/errors.ts'
import { databaseCode, UNIQUE_VIOLATION } from '../lib/pg-errors.ts'

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'])

/**
 * Error bodies skip the route's response schema (that describes success), so a business error
 * answered with HTTP 200 is not mistaken for a malformed success.
 */
function sendEnvelope(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.status(status).serializer(JSON.stringify).send({ code, msg, data: null })
}

/** One place turns every failure into the `{code, msg, data}` envelope (ARCHITECTURE.md, the contract). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { code, status } = ERROR_TYPES[error.type]
      return sendEnvelope(reply, status, code, error.message)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? '参数错误'
      return sendEnvelope(reply, 400, ResultCode.business, message)
    }
    const dbCode = databaseCode(error)
    if (dbCode === UNIQUE_VIOLATION) {
      request.log.warn({ err: error }, 'unique violation')
      return sendEnvelope(reply, 409, ResultCode.business, '数据已存在，请勿重复提交')
    }
    if (dbCode && CONNECTION_ERRORS.has(dbCode)) {
      request.log.error({ err: error }, 'database unavailable')
      return sendEnvelope(reply, 503, ResultCode.business, '服务暂时不可用，请稍后重试')
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      request.log.info({ err: error }, 'client error')
      const message = status === 413 ? '上传内容过大' : '请求格式错误'
      return sendEnvelope(reply, status, ResultCode.business, message)
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendEnvelope(reply, 500, ResultCode.business, GENERIC_ERROR_MESSAGE)
  })
}
