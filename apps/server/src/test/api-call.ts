import type { App } from '../app.ts'

/** An answer of the API as a client reads it: the HTTP status and the envelope's fields. */
export interface ApiAnswer<T> {
  status: number
  code: number
  msg: string
  data: T
}

/** Calls `app` as a client would, with the bearer token when given; answers the status and the envelope. */
export function apiCaller(app: App) {
  return async <T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>> => {
    const response = await app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    return { status: response.statusCode, ...(response.json() as Omit<ApiAnswer<T>, 'status'>) }
  }
}
