import { GENERIC_ERROR_MESSAGE, hasChinese, ResultCode } from '@dianjing/shared'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, ERROR_TYPES } from '../lib/errors.ts'
import { databaseCode, UNIQUE_VIOLATION, UNSTORABLE_TEXT } from '../lib/pg-errors.ts'
import { CONTROL_CHARACTER_MESSAGE } from './control-characters.ts'

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'])

const BAD_REQUEST_MESSAGE = '请求参数有误'
const BAD_FORMAT_MESSAGE = '请求格式错误'

/** Fastify's own refusals of a request it could not read, in the user's words. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '上传内容过大',
  FST_REQ_FILE_TOO_LARGE: '上传内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
}

/**
 * Error bodies skip the route's response schema (that describes success), so a business error
 * answered with HTTP 200 is not mistaken for a malformed success. Users read Chinese only: a message
 * with none in it (a library's English) is replaced by the plain words for its kind.
 */
function sendEnvelope(reply: FastifyReply, status: number, code: number, msg: string) {
  const shown = hasChinese(msg) ? msg : status >= 500 ? GENERIC_ERROR_MESSAGE : BAD_REQUEST_MESSAGE
  return reply.status(status).serializer(JSON.stringify).send({ code, msg: shown, data: null })
}

/**
 * The router's refusals (a malformed or overlong path) come before any route and skip the error
 * handler; Fastify's `frameworkErrors` option hands them here for the same envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status >= 500) {
    request.log.error({ err: error }, 'router error')
    return sendEnvelope(reply, status, ResultCode.business, GENERIC_ERROR_MESSAGE)
  }
  request.log.info({ err: error }, 'client error')
  return sendEnvelope(
    reply,
    status,
    ResultCode.business,
    CLIENT_ERROR_MESSAGES[error.code] ?? BAD_FORMAT_MESSAGE,
  )
}

/** One place turns every failure into the `{code, msg, data}` envelope (ARCHITECTURE.md, the contract). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { code, status } = ERROR_TYPES[error.type]
      return sendEnvelope(reply, status, code, error.message)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendEnvelope(
        reply,
        400,
        ResultCode.business,
        error.validation[0]?.message ?? BAD_REQUEST_MESSAGE,
      )
    }
    const dbCode = databaseCode(error)
    if (dbCode === UNIQUE_VIOLATION) {
      request.log.warn({ err: error }, 'unique violation')
      return sendEnvelope(reply, 409, ResultCode.business, '数据已存在，请勿重复提交')
    }
    if (dbCode && UNSTORABLE_TEXT.has(dbCode)) {
      // The user's text that slipped past the request guard (a multipart field, a header): their input,
      // not a fault, so the error and its parameters stay out of the error log.
      request.log.info({ code: dbCode }, 'text the database cannot store')
      return sendEnvelope(reply, 400, ResultCode.business, CONTROL_CHARACTER_MESSAGE)
    }
    if (dbCode && CONNECTION_ERRORS.has(dbCode)) {
      request.log.error({ err: error }, 'database unavailable')
      return sendEnvelope(reply, 503, ResultCode.business, '服务暂时不可用，请稍后重试')
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, empty body, body too large, unsupported media type).
      request.log.info({ err: error }, 'client error')
      const message =
        CLIENT_ERROR_MESSAGES[error.code] ?? (status === 413 ? '上传内容过大' : BAD_FORMAT_MESSAGE)
      return sendEnvelope(reply, status, ResultCode.business, message)
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendEnvelope(reply, 500, ResultCode.business, GENERIC_ERROR_MESSAGE)
  })
}
