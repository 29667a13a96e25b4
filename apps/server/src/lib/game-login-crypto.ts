import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM for customers' game logins (decision 025). Each seal has a fresh random 12-byte IV and
 * binds the order id as associated data: a sealed login moved onto another order, or changed in any
 * byte, fails its tag and decrypts to nothing.
 */

export interface GameLoginKey {
  /** Names the key in GAME_LOGIN_KEYS and on every row it sealed. */
  id: string
  /** 32 bytes. */
  key: Buffer
}

/** The configured keys, the first one sealing; the others only open rows not yet rotated. */
export type GameLoginKeyring = readonly [GameLoginKey, ...GameLoginKey[]]

export interface SealedLogin {
  ciphertext: string
  iv: string
  authTag: string
  keyId: string
}

export interface PlainLogin {
  account: string
  password: string
  note: string
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/

/**
 * GAME_LOGIN_KEYS as configured: comma-separated `id:base64key`, each key 32 bytes, ids unique. Answers
 * the keyring, or what is wrong with the text (never the key material itself).
 */
export function parseGameLoginKeys(text: string): GameLoginKeyring | string {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return 'must list at least one key as id:base64key'
  const keys: GameLoginKey[] = []
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':')
    const id = colon < 0 ? '' : entry.slice(0, colon)
    if (!KEY_ID.test(id))
      return `entry ${index + 1} must be id:base64key with an id of letters, digits, _ or -`
    const encoded = entry.slice(colon + 1)
    const key = Buffer.from(encoded, 'base64')
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || key.length !== 32) {
      return `key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`
    }
    if (keys.some((known) => known.id === id)) return `key id "${id}" is listed twice`
    keys.push({ id, key })
  }
  return keys as unknown as GameLoginKeyring
}

function associatedData(orderId: number): Buffer {
  return Buffer.from(`order-game-login:${orderId}`)
}

export function sealGameLogin(keyring: GameLoginKeyring, orderId: number, login: PlainLogin): SealedLogin {
  const [current] = keyring
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', current.key, iv)
  cipher.setAAD(associatedData(orderId))
  const plain = Buffer.from(JSON.stringify({ a: login.account, p: login.password, n: login.note }))
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()])
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    authTag: cipher.getAuthTag().toString('base64'),
    keyId: current.id,
  }
}

export class GameLoginDecryptError extends Error {
  constructor(reason: string) {
    super(`game login cannot be decrypted: ${reason}`)
    this.name = 'GameLoginDecryptError'
  }
}

/** Opens a sealed login of this order; throws GameLoginDecryptError for an unknown key or any tampering. */
export function openGameLogin(keyring: GameLoginKeyring, orderId: number, sealed: SealedLogin): PlainLogin {
  const key = keyring.find((known) => known.id === sealed.keyId)
  if (!key) throw new GameLoginDecryptError(`key "${sealed.keyId}" is not configured`)
  const tag = Buffer.from(sealed.authTag, 'base64')
  if (tag.length !== 16) throw new GameLoginDecryptError('bad authentication tag')
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(sealed.iv, 'base64'), {
      authTagLength: 16,
    })
    decipher.setAAD(associatedData(orderId))
    decipher.setAuthTag(tag)
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()])
    const { a, p, n } = JSON.parse(plain.toString('utf8')) as { a: string; p: string; n: string }
    return { account: a, password: p, note: n }
  } catch {
    throw new GameLoginDecryptError('authentication failed')
  }
}
