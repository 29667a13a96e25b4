import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { type Config, SMS_SIMULATOR_ACCOUNT } from '../../config.ts'
import type { Executor } from '../../db/database.ts'
import { smsSimMessages } from '../../db/schema/index.ts'

/**
 * A stand-in for Tencent Cloud SMS (API 3.0, SendSms of version 2021-01-11), as strict as the service:
 * the TC3-HMAC-SHA256 signature, its five-minute clock window, the account's application, signature
 * and template, the template's parameter count, E.164 mainland numbers, and one message per number in
 * 30 seconds. Answers are Tencent Cloud's shapes: `{ Response: { …, RequestId } }`, errors as
 * `{ Response: { Error: { Code, Message }, RequestId } }`, always with HTTP 200.
 */

/** The one approved template of the simulated account. */
const TEMPLATES: Record<string, string> = {
  [SMS_SIMULATOR_ACCOUNT.templateId]: '您的验证码为{1}，{2}分钟内有效，请勿泄露给他人。',
}
const SIGNATURE_WINDOW_S = 300
const NUMBER_GAP_MS = 30_000

export interface SignedRequest {
  method: string
  /** Path and query as received, e.g. `/__sms/`. */
  url: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

type Answer = { Response: Record<string, unknown> }

const failure = (code: string, message: string): Answer => ({
  Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() },
})

const header = (request: SignedRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest()
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/\s]+)\/(\d{4}-\d{2}-\d{2})\/([^/\s]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/

/**
 * Checks the request's TC3-HMAC-SHA256 signature against the simulated account's key. `endpoint` is
 * the endpoint the caller was given (host and path, `127.0.0.1:8080/__sms`); the service in the
 * credential scope is derived from it the way the SDKs derive it (its first dot-separated label).
 */
function signatureProblem(config: Config, request: SignedRequest, endpoint: string): Answer | null {
  const authorization = header(request, 'authorization') ?? ''
  const match = AUTHORIZATION.exec(authorization)
  if (!match)
    return failure('AuthFailure.InvalidAuthorization', 'Authorization in the request header is invalid.')
  const [, secretId, date, service, signedHeaders, signature] = match as unknown as string[]
  if (secretId !== config.sms.secretId) {
    return failure(
      'AuthFailure.SecretIdNotFound',
      'The SecretId is not found, please ensure that your SecretId is correct.',
    )
  }
  const timestamp = Number(header(request, 'x-tc-timestamp'))
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_WINDOW_S) {
    return failure(
      'AuthFailure.SignatureExpire',
      'Signature expired. Timestamp and server time cannot differ by more than five minutes.',
    )
  }
  const names = signedHeaders!.split(';')
  const signsBasics = names.includes('content-type') && names.includes('host')
  const scopeDate = new Date(timestamp * 1000).toISOString().slice(0, 10)
  if (!signsBasics || date !== scopeDate || service !== endpoint.split('.')[0]) {
    return failure(
      'AuthFailure.SignatureFailure',
      'The provided credentials could not be validated. Please check your signature is correct.',
    )
  }
  const canonicalHeaders = names
    .map((name) => {
      const value =
        name === 'host' ? (header(request, 'host') ?? '').replace(/:\d+$/, '') : (header(request, name) ?? '')
      return `${name}:${value.trim()}\n`
    })
    .join('')
  const [path = '/', query = ''] = request.url.split('?')
  const canonicalRequest = [
    request.method,
    path,
    query,
    canonicalHeaders,
    signedHeaders,
    sha256(request.body),
  ].join('\n')
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(timestamp),
    `${date}/${service}/tc3_request`,
    sha256(canonicalRequest),
  ].join('\n')
  const signingKey = hmac(hmac(hmac(`TC3${config.sms.secretKey}`, date!), service!), 'tc3_request')
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest()
  const given = Buffer.from(signature!, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return failure(
      'AuthFailure.SignatureFailure',
      'The provided credentials could not be validated. Please check your signature is correct.',
    )
  }
  return null
}

/** A mainland number as SendSms accepts it (+86, 0086, 86 or bare), or null. */
function mainlandNumber(given: unknown): string | null {
  if (typeof given !== 'string') return null
  const match = /^(?:\+86|0086|86)?(1[3-9]\d{9})$/.exec(given)
  return match ? `+86${match[1]}` : null
}

interface SendSmsBody {
  PhoneNumberSet?: unknown
  SmsSdkAppId?: unknown
  SignName?: unknown
  TemplateId?: unknown
  TemplateParamSet?: unknown
  SessionContext?: unknown
}

/** One SendSms call: verified, then each number's message "delivered" (kept for the simulator's page). */
export async function handle(
  db: Executor,
  config: Config,
  request: SignedRequest,
  endpoint: string,
): Promise<Answer> {
  if (request.method !== 'POST') return failure('InvalidParameter', 'Only POST is accepted by the simulator.')
  const problem = signatureProblem(config, request, endpoint)
  if (problem) return problem
  if (header(request, 'x-tc-action') !== 'SendSms') {
    return failure(
      'InvalidAction',
      `The action \`${header(request, 'x-tc-action') ?? ''}\` is not supported by the simulator.`,
    )
  }
  if (header(request, 'x-tc-version') !== '2021-01-11') {
    return failure('NoSuchVersion', 'The requested version does not exist or is not supported.')
  }
  if (!header(request, 'x-tc-region'))
    return failure('MissingParameter', 'The request is missing a required parameter `Region`.')
  let body: SendSmsBody
  try {
    body = JSON.parse(request.body.toString('utf8')) as SendSmsBody
  } catch {
    return failure('InvalidParameter', 'The request body is not valid JSON.')
  }
  const numbers = body.PhoneNumberSet
  if (!Array.isArray(numbers) || numbers.length === 0) {
    return failure('MissingParameter', 'The request is missing a required parameter `PhoneNumberSet`.')
  }
  if (numbers.length > 200)
    return failure('LimitExceeded.PhoneNumberCountLimit', 'The number of phone numbers exceeds 200.')
  if (body.SmsSdkAppId !== config.sms.sdkAppId) {
    return failure('InvalidParameterValue.SdkAppIdNotExist', 'The SdkAppId does not exist.')
  }
  if (body.SignName !== config.sms.signName) {
    return failure(
      'FailedOperation.SignatureIncorrectOrUnapproved',
      'The signature is not approved or is incorrect.',
    )
  }
  const template = typeof body.TemplateId === 'string' ? TEMPLATES[body.TemplateId] : undefined
  if (!template)
    return failure(
      'FailedOperation.TemplateIncorrectOrUnapproved',
      'The template is not approved or is incorrect.',
    )
  const params = body.TemplateParamSet ?? []
  const placeholders = template.match(/\{\d+\}/g)?.length ?? 0
  if (!Array.isArray(params) || params.length !== placeholders || params.some((p) => typeof p !== 'string')) {
    return failure(
      'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
      'The template parameters do not match the approved template.',
    )
  }
  const content = `【${config.sms.signName}】${template.replace(/\{(\d+)\}/g, (_, n: string) => String(params[Number(n) - 1]))}`
  const sessionContext = typeof body.SessionContext === 'string' ? body.SessionContext : ''
  const statuses = []
  for (const given of numbers) {
    const phoneNumber = mainlandNumber(given)
    const status = {
      SerialNo: '',
      PhoneNumber: String(given),
      Fee: 0,
      SessionContext: sessionContext,
      IsoCode: 'CN',
    }
    if (!phoneNumber) {
      statuses.push({
        ...status,
        Code: 'InvalidParameterValue.IncorrectPhoneNumber',
        Message: 'invalid mobile number',
        IsoCode: '',
      })
    } else if (await sentWithin(db, phoneNumber, NUMBER_GAP_MS)) {
      statuses.push({
        ...status,
        Code: 'LimitExceeded.PhoneNumberThirtySecondLimit',
        Message:
          'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
      })
    } else {
      const serialNo = `2645:${randomUUID().replaceAll('-', '')}`
      await db.insert(smsSimMessages).values({ serialNo, phoneNumber, content })
      statuses.push({
        ...status,
        PhoneNumber: phoneNumber,
        SerialNo: serialNo,
        Fee: 1,
        Code: 'Ok',
        Message: 'send success',
      })
    }
  }
  return { Response: { SendStatusSet: statuses, RequestId: randomUUID() } }
}

async function sentWithin(db: Executor, phoneNumber: string, ms: number): Promise<boolean> {
  const [row] = await db
    .select({ id: smsSimMessages.id })
    .from(smsSimMessages)
    .where(
      and(
        eq(smsSimMessages.phoneNumber, phoneNumber),
        gt(smsSimMessages.createdAt, sql`now() - make_interval(secs => ${ms / 1000})`),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** The latest delivered messages, newest first, for the simulator's page (one phone's when given). */
export async function recentMessages(db: Executor, phone?: string) {
  return db
    .select()
    .from(smsSimMessages)
    .where(phone ? eq(smsSimMessages.phoneNumber, `+86${phone}`) : undefined)
    .orderBy(desc(smsSimMessages.id))
    .limit(50)
}
