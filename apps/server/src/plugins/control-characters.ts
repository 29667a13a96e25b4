import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/errors.ts'

export const CONTROL_CHARACTER_MESSAGE = '内容包含无法识别的字符'

/**
 * Control characters no text of the product holds: PostgreSQL refuses NUL in text outright, and the
 * rest would be stored as invisible garbage. A body keeps tab and line breaks for the fields that hold
 * lines (remarks, intros, reasons, descriptions), a carriage return only before a newline; a query
 * string or path is one line, so it keeps none, and neither does a customer's or worker's one-line field
 * (a name, a phone, a game id): only the fields in LINE_FIELDS take lines there. The console's bodies
 * (rich text, notices, notes) keep the body rule.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_BODY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\r(?!\n)/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_LINE = /[\u0000-\u001F\u007F]/

/** The customer and worker fields typed in a multi-line box (TextArea) of the web app. */
export const LINE_FIELDS = new Set(['briefIntroduction', 'orderRemarks', 'refundReason', 'comment'])

/** Whether a customer's or worker's body has a one-line field holding a tab or line break. */
function breaksALine(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false
  return Object.entries(body).some(
    ([key, value]) => typeof value === 'string' && !LINE_FIELDS.has(key) && /[\t\n\r]/.test(value),
  )
}

/** Whether any string of `value`, key or value, at any depth, matches `pattern`. */
function holds(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value)
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false
  if (Array.isArray(value)) return value.some((item) => holds(item, pattern))
  for (const [key, item] of Object.entries(value)) {
    if (pattern.test(key) || holds(item, pattern)) return true
  }
  return false
}

/**
 * Refuses, before any route validates or reads it, a request whose parsed query string, path or body
 * carries a control character: one answer for every route, and nothing reaches the database.
 * Multipart bodies are read by their routes and are not seen here; the error handler's last guard
 * answers what the database itself refuses.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here, and most need no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      holds(request.query, IN_LINE) ||
      holds(request.params, IN_LINE) ||
      holds(request.body, IN_BODY) ||
      (!request.url.startsWith('/boot/admin/') && breaksALine(request.body))
    ) {
      done(new AppError('validation', CONTROL_CHARACTER_MESSAGE))
      return
    }
    done()
  })
}
