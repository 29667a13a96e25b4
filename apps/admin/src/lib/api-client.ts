import { type Envelope, GENERIC_ERROR_MESSAGE, ResultCode } from '@dianjing/shared'
import { clearToken, getToken } from './auth-token.ts'
import { absolutePath, LOGIN_PATH } from './paths.ts'

const API_BASE = '/boot/admin'
const TIMEOUT_MS = 10_000
/** An image of up to 5 MB over a slow office line. */
const UPLOAD_TIMEOUT_MS = 60_000

/** A failed call: `message` is the Chinese text for staff, `code` the envelope code (or 1 for transport). */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    message: string,
    readonly code: number = ResultCode.business,
    readonly httpStatus?: number,
  ) {
    super(message)
  }

  get isUnauthorized(): boolean {
    return this.code === ResultCode.unauthorized
  }

  /** The server refuses this role (403): staff should be told why, not offered a retry. */
  get isForbidden(): boolean {
    return this.code === ResultCode.forbidden
  }
}

/** A query's or mutation's failure as the server (or the network) worded it; undefined for anything else. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  return error instanceof ApiError ? error : undefined
}

type Query = Record<string, string | number | boolean | undefined>

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Query
  signal?: AbortSignal
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

/** Where the reason a session ended waits for the login page, across the full load. */
export const SIGNED_OUT_REASON_KEY = 'dianjing-admin-signed-out-reason'

/**
 * The session is gone: drop the token and start over at the login page (a full load clears all caches),
 * which says why (the account disabled, the session expired).
 */
function endSession(reason: string): void {
  clearToken()
  try {
    window.sessionStorage.setItem(SIGNED_OUT_REASON_KEY, reason)
  } catch {
    // Storage refused (private mode): the login page just says nothing.
  }
  const loginUrl = absolutePath(LOGIN_PATH)
  if (window.location.pathname !== loginUrl) window.location.replace(loginUrl)
}

async function send(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs)
  const onCallerAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onCallerAbort, { once: true })
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } catch (error) {
    if (signal?.aborted) throw error
    if (controller.signal.aborted) throw new ApiError('请求超时，请稍后重试')
    throw new ApiError('网络连接失败，请检查网络后重试')
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
  }
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    const body: unknown = await response.json()
    if (body && typeof body === 'object' && 'code' in body) return body as Envelope<T>
  } catch {
    // Not JSON: a proxy error page or a route the server does not have yet.
  }
  const message =
    response.status === 404
      ? '接口不存在，服务端可能尚未更新'
      : `${GENERIC_ERROR_MESSAGE}（HTTP ${response.status}）`
  throw new ApiError(message, ResultCode.business, response.status)
}

/** Calls `/boot/admin{path}` and returns the envelope's `data`, or throws an `ApiError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithMessage<T>(path, options)).data
}

/** As `apiRequest`, with the server's `msg` too, for actions whose outcome the server words (a fine's split). */
export async function apiRequestWithMessage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; msg: string }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const form = options.body instanceof FormData
  // A FormData body sets its own multipart content type with the boundary.
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json'

  const response = await send(
    buildUrl(path, options.query),
    {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    },
    options.signal,
    form ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS,
  )
  const envelope = await readEnvelope<T>(response)

  if (envelope.code === ResultCode.ok) return { data: envelope.data, msg: envelope.msg }
  if (envelope.code === ResultCode.unauthorized) endSession(envelope.msg)
  throw new ApiError(envelope.msg || GENERIC_ERROR_MESSAGE, envelope.code, response.status)
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /** A POST whose success message is shown to staff as the server wrote it. */
  postForMessage: (path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequestWithMessage<unknown>(path, { ...options, method: 'POST', body }).then(({ msg }) => msg),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
