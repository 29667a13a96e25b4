import type { InjectOptions } from 'fastify'
import type { App } from '../app.ts'

/** An answer of the API as a client reads it: the HTTP status and the envelope's fields. */
export interface ApiAnswer<T> {
  status: number
  code: number
  msg: string
  data: T
}

/** What a call sends besides its token and body. */
export interface CallOptions {
  /**
   * More request headers: a multipart body's content type, `x-forwarded-for`, an `idempotency-key`, or
   * an `authorization` of the test's own making (a staff member's, a forged one); it wins over the token.
   */
  headers?: Record<string, string>
  /** The caller's address (inject's own is 127.0.0.1). */
  remoteAddress?: string
}

/**
 * Calls `app` as a client would, with the bearer token when given; answers the status and the envelope.
 * The body is sent as JSON, unless it is a string or a Buffer (a multipart body, broken JSON), sent as is.
 */
export function apiCaller(app: App) {
  return async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: unknown,
    { headers = {}, remoteAddress }: CallOptions = {},
  ): Promise<ApiAnswer<T>> => {
    const response = await app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    })
    return { status: response.statusCode, ...(response.json() as Omit<ApiAnswer<T>, 'status'>) }
  }
}
