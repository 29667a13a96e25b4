import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { simulatorKeys } from '../../lib/wechat/keys.ts'
import { rfc3339 } from '../../lib/wechat/pay.ts'
import {
  encryptResource,
  nonce,
  parseAuthorization,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaVerify,
} from '../../lib/wechat/pay-crypto.ts'
import { platformCertificatePem } from './certificate.ts'
import * as repo from './pay-repo.ts'

/**
 * The simulated WeChat Pay's keys, in the key mode the merchant is configured for (WECHAT_PAY_KEY_MODE):
 * its public key (`PUB_KEY_ID_…`), its platform certificates (served at /v3/certificates), or both
 * during the switch. It checks our merchant signature and signs its answers and notifications.
 */

/** A WeChat Pay error answer: HTTP status and the `{code, message}` body. */
export interface PayError {
  status: number
  code: string
  message: string
}

export const payError = (status: number, code: string, message: string): PayError => ({
  status,
  code,
  message,
})

export interface Signer {
  serial: string
  key: KeyObject
}

const DAY_MS = 24 * 3600_000
/** Platform certificates last five years, as WeChat's do. */
const CERTIFICATE_LIFE_MS = 5 * 365 * DAY_MS

/** Checks that a request is signed by our merchant key, as WeChat does; null when it is. */
export async function checkMerchantSignature(
  db: Db,
  config: Config,
  request: { method: string; pathWithQuery: string; body: string; authorization: string | undefined },
): Promise<PayError | null> {
  const keys = await simulatorKeys(db)
  const auth = parseAuthorization(request.authorization)
  if (!auth) return payError(401, 'SIGN_ERROR', 'Authorization 头格式错误')
  if (auth.mchid !== config.wechat.mchId) return payError(401, 'SIGN_ERROR', '商户号与签名不匹配')
  if (auth.serial_no !== keys.merchantSerial) return payError(401, 'SIGN_ERROR', '商户证书序列号有误')
  if (!/^\d+$/.test(auth.timestamp) || Math.abs(clock.now().getTime() / 1000 - Number(auth.timestamp)) > 300)
    return payError(401, 'SIGN_ERROR', '签名已过期')
  const message = requestMessage(
    request.method,
    request.pathWithQuery,
    auth.timestamp,
    auth.nonce_str,
    request.body,
  )
  if (!rsaVerify(publicKeyOf(keys.merchantPublicKey), message, auth.signature)) {
    return payError(401, 'SIGN_ERROR', '签名错误')
  }
  return null
}

/** Keys parsed once per PEM: every request the simulator answers is signed, and parsing costs as much. */
const parsedKeys = new Map<string, KeyObject>()
function parsedOnce(pem: string, parse: (pem: string) => KeyObject): KeyObject {
  let key = parsedKeys.get(pem)
  if (!key) {
    key = parse(pem)
    parsedKeys.set(pem, key)
  }
  return key
}
const privateKeyOf = (pem: string) => parsedOnce(pem, createPrivateKey)
const publicKeyOf = (pem: string) => parsedOnce(pem, createPublicKey)

async function publicKeySigner(db: Db): Promise<Signer> {
  const keys = await simulatorKeys(db)
  return { serial: keys.platformKeyId, key: privateKeyOf(keys.platformPrivateKey) }
}

/** The certificates WeChat lists for us, made at first use: one valid for five years. */
async function certificates(db: Db) {
  const now = clock.now()
  const listed = await repo.unexpiredCertificates(db, now)
  if (listed.length > 0) return listed
  await issueCertificate(db, new Date(now.getTime() - 60_000))
  return repo.unexpiredCertificates(db, now)
}

async function issueCertificate(db: Db, effectiveAt: Date) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  // 20 bytes, the first below 0x80 so the DER integer stays positive and the serial keeps 40 digits.
  const serial =
    `${(0x10 + (randomBytes(1)[0]! % 0x70)).toString(16)}${randomBytes(19).toString('hex')}`.toUpperCase()
  const expireAt = new Date(effectiveAt.getTime() + CERTIFICATE_LIFE_MS)
  await repo.insertCertificate(db, {
    serial,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificate: platformCertificatePem({
      serialHex: serial,
      publicKey,
      privateKey,
      notBefore: effectiveAt,
      notAfter: expireAt,
    }),
    effectiveAt,
    expireAt,
  })
  return serial
}

/**
 * WeChat replaces its platform certificate: the new one is listed now and signs from `effectiveAt`;
 * the ones it replaces expire 24 hours later (WeChat's certificate update guide). For tests and demos.
 */
export async function rotateCertificate(db: Db, effectiveAt = clock.now()): Promise<string> {
  await certificates(db)
  await repo.shortenCertificates(db, new Date(clock.now().getTime() + DAY_MS))
  return issueCertificate(db, effectiveAt)
}

/** The newest certificate in force signs. */
async function certificateSigner(db: Db): Promise<Signer> {
  const now = clock.now()
  const inForce = (await certificates(db)).filter((row) => row.effectiveAt <= now)
  const newest = inForce[0]!
  return { serial: newest.serial, key: privateKeyOf(newest.privateKey) }
}

/**
 * Who signs an answer: the key the request's `Wechatpay-Serial` names (WeChat signs with the key the
 * merchant says it holds), else the account's own. A serial WeChat does not hold for us is refused as
 * WeChat does: 400 INVALID_REQUEST, signed with the account's key.
 */
export async function answerSigner(
  db: Db,
  config: Config,
  requested: string | undefined,
): Promise<{ signer: Signer; problem?: PayError }> {
  const mode = config.wechat.keyMode
  const fallback = mode === 'public-key' ? await publicKeySigner(db) : await certificateSigner(db)
  if (!requested) return { signer: fallback }
  if (mode !== 'certificates') {
    const publicKey = await publicKeySigner(db)
    if (requested === publicKey.serial) return { signer: publicKey }
  }
  if (mode !== 'public-key') {
    const now = clock.now()
    const named = (await certificates(db)).find((row) => row.serial === requested && row.effectiveAt <= now)
    if (named) return { signer: { serial: named.serial, key: privateKeyOf(named.privateKey) } }
  }
  return { signer: fallback, problem: payError(400, 'INVALID_REQUEST', 'Wechatpay-Serial 无效') }
}

/**
 * Who signs a notification: the public key, or the newest certificate for a merchant on certificates
 * and, during the switch-over, too (WeChat moves notifications to the public key last).
 */
export async function notificationSigner(db: Db, config: Config): Promise<Signer> {
  return config.wechat.keyMode === 'public-key' ? publicKeySigner(db) : certificateSigner(db)
}

/** The same signer by kind, for tests that play WeChat during a switch-over. */
export function signerOfKind(db: Db, kind: 'public-key' | 'certificate'): Promise<Signer> {
  return kind === 'public-key' ? publicKeySigner(db) : certificateSigner(db)
}

/** The Wechatpay-* headers of an answer or notification. */
export function signedHeaders(signer: Signer, body: string): Record<string, string> {
  const timestamp = String(Math.floor(clock.now().getTime() / 1000))
  const nonceStr = nonce()
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonceStr,
    'Wechatpay-Serial': signer.serial,
    'Wechatpay-Signature': rsaSign(signer.key, responseMessage(timestamp, nonceStr, body)),
  }
}

/** `GET /v3/certificates`: every unexpired certificate, encrypted with the APIv3 key. */
export async function certificateListing(db: Db, config: Config): Promise<object | PayError> {
  if (config.wechat.keyMode === 'public-key') {
    return payError(404, 'RESOURCE_NOT_EXISTS', '商户未使用微信支付平台证书，请使用微信支付公钥验签')
  }
  const { apiV3Key } = await simulatorKeys(db)
  const rows = await certificates(db)
  return {
    data: rows.map((row) => {
      const { original_type: _type, ...encrypted } = encryptResource(apiV3Key, 'certificate', row.certificate)
      return {
        serial_no: row.serial,
        effective_time: rfc3339(row.effectiveAt),
        expire_time: rfc3339(row.expireAt),
        encrypt_certificate: encrypted,
      }
    }),
  }
}

/** The headers of a notification as this simulated WeChat would sign it now. */
export async function notificationHeaders(db: Db, config: Config, body: string) {
  return signedHeaders(await notificationSigner(db, config), body)
}
