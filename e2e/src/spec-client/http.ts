/**
 * The request client of spec §7, written from the spec alone: base path /boot, JSON bodies, a 5000 ms
 * timeout, the session token as `Authorization: Bearer`, GET parameters as a query string that skips
 * null, empty and undefined values and writes nested objects with bracketed keys. Every call is
 * logged; a call that fails (HTTP status not 2xx, or `code` not 0) throws a SpecCallError.
 */

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export type Params = Record<string, unknown>

/** The answer to one call, whatever it was. */
export interface Answer<T> {
  status: number
  envelope: Envelope<T> | null
  text: string
}

const BASE_PATH = '/boot'
const TIMEOUT_MS = 5000

export class SpecCallError extends Error {
  constructor(
    readonly call: string,
    readonly payload: unknown,
    readonly answer: Answer<unknown> | null,
    reason: string,
  ) {
    super(
      `${call} failed: ${reason}\n  payload: ${JSON.stringify(payload) ?? '(none)'}\n  answer: ${
        answer ? `HTTP ${answer.status} ${answer.text.slice(0, 500)}` : '(none)'
      }`,
    )
    this.name = 'SpecCallError'
  }
}

function pairs(params: Params, prefix: string | null): string[] {
  return Object.entries(params).flatMap(([name, value]) => {
    const key = prefix === null ? name : `${prefix}[${name}]`
    if (value === null || value === undefined || value === '') return []
    if (typeof value === 'object') return pairs(value as Params, key)
    return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`]
  })
}

/** `?a=1&b[c]=2`, or '' when every value is skipped. */
export function queryString(params: Params = {}): string {
  const parts = pairs(params, null)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

export class SpecClient {
  token: string | null = null

  constructor(
    readonly baseUrl: string,
    /** Who is calling, for the log: customer, worker, staff. */
    readonly actor: string,
    private readonly log: (line: string) => void,
  ) {}

  get<T>(path: string, params: Params = {}): Promise<T> {
    return this.expectOk<T>('GET', `${path}${queryString(params)}`, undefined)
  }

  /** `anonymous`: the call goes without the token header (spec §6: the customer login call). */
  post<T>(path: string, body: unknown = {}, { anonymous = false } = {}): Promise<T> {
    return this.expectOk<T>('POST', path, body, anonymous)
  }

  /** multipart/form-data with one file field (spec §7, Files). */
  upload<T>(path: string, field: string, file: Blob, fileName: string): Promise<T> {
    const form = new FormData()
    form.append(field, file, fileName)
    return this.expectOk<T>('POST', path, form)
  }

  /** A call whose answer the caller judges itself (an expected refusal). */
  async attempt<T>(method: 'GET' | 'POST', path: string, params: Params = {}): Promise<Answer<T>> {
    const target = method === 'GET' ? `${path}${queryString(params)}` : path
    const answer = await this.send<T>(method, target, method === 'POST' ? params : undefined)
    this.log(`  ${this.actor} ${method} ${BASE_PATH}${target} → ${describe(answer)}`)
    return answer
  }

  private async expectOk<T>(
    method: 'GET' | 'POST',
    target: string,
    body: unknown,
    anonymous = false,
  ): Promise<T> {
    const call = `${this.actor} ${method} ${BASE_PATH}${target}`
    let answer: Answer<T>
    try {
      answer = await this.send<T>(method, target, body, anonymous)
    } catch (error) {
      throw new SpecCallError(call, printable(body), null, (error as Error).message)
    }
    this.log(`  ${call} → ${describe(answer)}`)
    if (answer.status < 200 || answer.status > 299) {
      throw new SpecCallError(call, printable(body), answer, `HTTP ${answer.status}`)
    }
    if (!answer.envelope)
      throw new SpecCallError(call, printable(body), answer, 'the answer is not an envelope')
    if (answer.envelope.code !== 0) {
      throw new SpecCallError(call, printable(body), answer, `code ${answer.envelope.code}`)
    }
    return answer.envelope.data
  }

  private async send<T>(
    method: 'GET' | 'POST',
    target: string,
    body: unknown,
    anonymous = false,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {}
    if (this.token && !anonymous) headers.Authorization = `Bearer ${this.token}`
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const response = await fetch(`${this.baseUrl}${BASE_PATH}${target}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await response.text()
    return { status: response.status, envelope: parseEnvelope<T>(text), text }
  }
}

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const value = JSON.parse(text) as Envelope<T>
    return typeof value === 'object' && value !== null && typeof value.code === 'number' ? value : null
  } catch {
    return null
  }
}

function describe(answer: Answer<unknown>): string {
  if (!answer.envelope) return `HTTP ${answer.status}, not an envelope`
  return `HTTP ${answer.status}, code ${answer.envelope.code} ${answer.envelope.msg}`
}

/** The payload as the failure report shows it: no file bytes, no password. */
function printable(body: unknown): unknown {
  if (body instanceof FormData) return '(multipart form)'
  if (typeof body !== 'object' || body === null || !('password' in body)) return body
  return { ...body, password: '…' }
}
