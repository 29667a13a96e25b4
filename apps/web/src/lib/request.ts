import {
  type Envelope,
  GENERIC_ERROR_MESSAGE,
  IdempotencyMessages,
  ResultCode,
  type TokenResult,
} from '@dianjing/shared'
import { getEnv } from './env.ts'
import { fetchEnvelope, type HttpOptions, TransportError, type TransportFailure } from './http.ts'
import { currentTarget, withRedirect } from './login-redirect.ts'
import { navigateTo } from './navigation.ts'
import type { QueryParams } from './query-string.ts'
import { clearToken, getOpenId, getToken, setToken } from './storage.ts'
import { showToast as toast } from './toast.ts'
import { startSilentAuth } from './wechat.ts'

/**
 * The request client of spec §7 with the global code handling of spec §8. Resolves with `data` on
 * code 0; every other outcome has been handled (toast, navigation, re-authorization) and rejects with
 * an ApiError, so callers only decide what their screen shows. A query's failure is the exception:
 * its screen shows it in an error state, so it is not toasted as well (see `toast` below).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope code, or null when no envelope arrived. */
    readonly code: number | null,
    readonly reason: 'envelope' | TransportFailure,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The server answered and said no (code 1 and the like), as opposed to no answer at all. */
export function isBusinessError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.reason === 'envelope'
}

export interface RequestOptions extends Omit<HttpOptions, 'token'> {
  /** false: send no token (the customer login call, spec §6). */
  auth?: boolean
  /**
   * Whether a refusal or a missing answer is toasted here. By default an action's is (a mutation, a
   * tap: nothing else would tell the user), and a query's is not: TanStack Query gives every query
   * function an AbortSignal, which the fetchers pass on, and the screen shows the failure in its error
   * state, so a toast over it would say it twice. Session codes (401, re-authorize, not registered)
   * are handled either way.
   */
  toast?: boolean
}

export const NOT_REGISTERED_REDIRECT_MS = 1500

/** How often a call carrying an Idempotency-Key is sent again, with the same key, when no answer came. */
export const IDEMPOTENT_RETRIES = 1
/** How long such a call, told its first attempt is still being handled, waits before asking once more. */
export const IN_PROGRESS_WAIT_MS = 2000

/** nginx's own answers when the process it chose died or did not answer (not our envelope). */
const GATEWAY_FAILURES = new Set([502, 503, 504])

let unauthorizedHandling: Promise<void> | null = null
let notRegisteredTimer: ReturnType<typeof setTimeout> | null = null

async function recoverSession(): Promise<void> {
  clearToken()
  // The login step brings the user back to the page they were on.
  const from = currentTarget()
  if (getEnv() !== 'wechat') {
    navigateTo(withRedirect('/login-register', from))
    return
  }
  const openId = getOpenId()
  if (!openId) {
    await startSilentAuth()
    return
  }
  try {
    // Straight through the transport: a failure here must not come back into this handler.
    const envelope = await fetchEnvelope<Partial<TokenResult>>('/system/public/getTokenByOpenId', {
      params: { openId },
    })
    const token = envelope.data?.token
    if (envelope.code !== ResultCode.ok || !token) throw new Error(envelope.msg)
    setToken(token)
    navigateTo('/home', { replace: true })
  } catch {
    navigateTo(withRedirect('/wxRegister', from))
  }
}

/** Several calls can fail with 401 at once (a screen fires its queries together): recover once. */
function handleUnauthorized(): void {
  if (unauthorizedHandling) return
  unauthorizedHandling = recoverSession().finally(() => {
    unauthorizedHandling = null
  })
}

function handleNotRegistered(): void {
  if (notRegisteredTimer) return
  const from = currentTarget()
  notRegisteredTimer = setTimeout(() => {
    notRegisteredTimer = null
    navigateTo(withRedirect('/wxRegister', from))
  }, NOT_REGISTERED_REDIRECT_MS)
}

function handleFailure(envelope: Envelope<unknown>, toastRefusal: boolean): void {
  switch (envelope.code) {
    case ResultCode.unauthorized:
      handleUnauthorized()
      return
    case ResultCode.reauthorize:
      void startSilentAuth()
      return
    case ResultCode.notRegistered:
      handleNotRegistered()
      return
    default:
      // Code 1, and 403 or anything unexpected likewise: the server's message, or a generic one.
      if (toastRefusal) toast(envelope.msg || GENERIC_ERROR_MESSAGE)
  }
}

/** No answer from the app: the network, a timeout, or nginx's error page for a process that died. */
function unanswered(error: unknown): boolean {
  if (!(error instanceof TransportError)) return false
  if (error.reason === 'network' || error.reason === 'timeout') return true
  return error.reason === 'malformed' && GATEWAY_FAILURES.has(error.status ?? 0)
}

/**
 * No answer does not mean the server did nothing. Only a call that carries its Idempotency-Key is sent
 * again, with that same key: the server answers a repeat of a request it has handled with the first
 * answer, and does not act twice. A repeat can find the first attempt still running ("in progress":
 * the timeout is shorter than a slow payOrder): it asks once more a moment later.
 */
async function send<T>(path: string, options: HttpOptions): Promise<Envelope<T>> {
  let retries = 0
  let waited = false
  for (;;) {
    try {
      const envelope = await fetchEnvelope<T>(path, options)
      if (!options.idempotencyKey || waited || envelope.msg !== IdempotencyMessages.inProgress)
        return envelope
      waited = true
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS))
    } catch (error) {
      const resend =
        options.idempotencyKey &&
        unanswered(error) &&
        retries < IDEMPOTENT_RETRIES &&
        !options.signal?.aborted
      if (!resend) throw error
      retries += 1
    }
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { auth = true, toast: toastFailure = options.signal === undefined, ...httpOptions } = options
  let envelope: Envelope<T>
  try {
    envelope = await send<T>(path, { ...httpOptions, token: auth ? getToken() : null })
  } catch (error) {
    if (!(error instanceof TransportError)) throw error
    if (toastFailure) toast(error.message)
    throw new ApiError(error.message, null, error.reason)
  }
  if (envelope.code === ResultCode.ok) return envelope.data
  handleFailure(envelope, toastFailure)
  throw new ApiError(envelope.msg || GENERIC_ERROR_MESSAGE, envelope.code, 'envelope')
}

type MethodOptions = Omit<RequestOptions, 'method' | 'params' | 'body'>

export const http = {
  get: <T>(path: string, params?: QueryParams, options?: MethodOptions) =>
    request<T>(path, { ...options, method: 'GET', params }),
  post: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
}
