import { type Envelope, GENERIC_ERROR_MESSAGE, REQUEST_TIMEOUT_MS } from '@dianjing/shared'
import { takeFirstAnswer } from './first-answers.ts'
import { type QueryParams, withQuery } from './query-string.ts'

/**
 * The transport under the request client: one call to `/boot`, answered with the envelope or a
 * TransportError. No toasts and no code handling here, so the request client and the WeChat bridge
 * can both use it without depending on each other.
 */
export const API_BASE = '/boot'
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试'
export const NETWORK_ERROR_MESSAGE = '网络异常，请检查网络后重试'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface HttpOptions {
  method?: HttpMethod
  /** Appended to the path through the query builder of spec §7. */
  params?: QueryParams
  /** Sent as JSON; a FormData body (uploads) is sent as multipart. */
  body?: unknown
  token?: string | null
  /** Sent as the `Idempotency-Key` header (lib/idempotency.ts). */
  idempotencyKey?: string
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the abort reason. */
  signal?: AbortSignal
  timeoutMs?: number
}

export type TransportFailure = 'timeout' | 'network' | 'malformed'

export class TransportError extends Error {
  constructor(
    readonly reason: TransportFailure,
    message: string,
    /** The HTTP status of an answer that was not an envelope (nginx's error page when no process answered). */
    readonly status?: number,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number'
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData) return body
  headers.set('Content-Type', 'application/json')
  return JSON.stringify(body)
}

export async function fetchEnvelope<T>(path: string, options: HttpOptions = {}): Promise<Envelope<T>> {
  const {
    method = 'GET',
    params,
    body,
    token,
    idempotencyKey,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = options
  const call = withQuery(path, params)
  // The page may have arrived with this call's answer (the first screen's catalogue, decision 031).
  const firstAnswer = method === 'GET' ? takeFirstAnswer<T>(call) : undefined
  if (firstAnswer) return firstAnswer
  const headers = new Headers({ Accept: 'application/json' })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey)

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const forwardAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) forwardAbort()
  else signal?.addEventListener('abort', forwardAbort, { once: true })

  try {
    const response = await fetch(`${API_BASE}${call}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : encodeBody(body, headers),
      signal: controller.signal,
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new TransportError('malformed', GENERIC_ERROR_MESSAGE, response.status)
    }
    if (!isEnvelope(parsed)) throw new TransportError('malformed', GENERIC_ERROR_MESSAGE, response.status)
    return parsed as Envelope<T>
  } catch (error) {
    if (error instanceof TransportError) throw error
    if (timedOut) throw new TransportError('timeout', TIMEOUT_MESSAGE)
    if (signal?.aborted) throw signal.reason ?? error
    throw new TransportError('network', NETWORK_ERROR_MESSAGE)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}
