import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto'

/**
 * The cryptography of WeChat Pay API v3 (WECHAT.md), shared by our client and the simulator so both
 * sides build the very same messages: SHA256withRSA signatures and AES-256-GCM resources.
 */

export function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

export function rsaSign(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64')
}

/**
 * `rsaSign` on libuv's thread pool: our client signs every request it sends and every bridge it
 * hands out, and a 2048-bit signature is about a millisecond of CPU that would otherwise hold up every
 * other request of the process while it is made.
 */
export function rsaSignOffThread(privateKey: KeyObject, message: string): Promise<string> {
  return new Promise((resolve, reject) =>
    sign('sha256', Buffer.from(message), privateKey, (error, signature) =>
      error ? reject(error) : resolve(signature.toString('base64')),
    ),
  )
}

export function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

/** What a request signature covers: `METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nBODY\n`. */
export function requestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonceStr: string,
  body: string,
) {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonceStr}\n${body}\n`
}

/** What a response or notification signature covers: `TIMESTAMP\nNONCE\nBODY\n`. */
export function responseMessage(timestamp: string, nonceStr: string, body: string) {
  return `${timestamp}\n${nonceStr}\n${body}\n`
}

export interface AuthorizationParts {
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

const SCHEME = 'WECHATPAY2-SHA256-RSA2048'

export function authorizationHeader(parts: AuthorizationParts): string {
  const fields = (['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const)
    .map((name) => `${name}="${parts[name]}"`)
    .join(',')
  return `${SCHEME} ${fields}`
}

export function parseAuthorization(header: string | undefined): AuthorizationParts | null {
  if (!header?.startsWith(`${SCHEME} `)) return null
  const fields = Object.fromEntries(
    [...header.slice(SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  )
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null
  return { mchid, nonce_str, signature, timestamp, serial_no }
}

export interface EncryptedResource {
  original_type: string
  algorithm: 'AEAD_AES_256_GCM'
  ciphertext: string
  associated_data: string
  nonce: string
}

/** AES-256-GCM with the APIv3 key; `ciphertext` is base64 of the ciphertext followed by the 16-byte tag. */
export function encryptResource(
  apiV3Key: string,
  originalType: string,
  plaintext: string,
): EncryptedResource {
  const iv = randomBytes(6).toString('hex')
  const associatedData = originalType
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(iv))
  cipher.setAAD(Buffer.from(associatedData))
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return {
    original_type: originalType,
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encrypted.toString('base64'),
    associated_data: associatedData,
    nonce: iv,
  }
}

export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length < 17) throw new Error('resource ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(resource.nonce))
  decipher.setAAD(Buffer.from(resource.associated_data ?? ''))
  decipher.setAuthTag(data.subarray(data.length - 16))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  )
}
