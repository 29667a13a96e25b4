import { createPrivateKey, createPublicKey, createSign, type KeyObject, randomBytes } from 'node:crypto'

/**
 * A small X.509 (v3, sha256WithRSAEncryption) certificate writer, enough for the Alipay simulator's
 * certificate chain in development and tests: Alipay's public-key certificate mode identifies each
 * certificate by its issuer and serial number, which node:crypto can read but not write.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n])
  const bytes: number[] = []
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}

const tlv = (tag: number, content: Buffer) =>
  Buffer.concat([Buffer.from([tag]), length(content.length), content])
const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items))
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items))
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'))
const printable = (text: string) => tlv(0x13, Buffer.from(text, 'ascii'))

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [first * 40 + second]
  for (const part of rest) {
    const chunk = [part & 0x7f]
    for (let value = part >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return tlv(0x06, Buffer.from(bytes))
}

/**
 * A DER INTEGER of the non-negative number in `bytes` (big-endian): in the fewest bytes, so without
 * leading zeros, but with one zero before a first byte whose high bit would make it negative. OpenSSL
 * refuses a certificate whose serial keeps a needless leading zero ("illegal padding").
 */
function integer(bytes: Buffer): Buffer {
  let start = 0
  while (start < bytes.length - 1 && bytes[start] === 0) start++
  const minimal = bytes.subarray(start)
  return tlv(0x02, minimal[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal)
}

const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'))

const ATTRIBUTES = { C: '2.5.4.6', O: '2.5.4.10', OU: '2.5.4.11', CN: '2.5.4.3' } as const
export type DistinguishedName = Partial<Record<keyof typeof ATTRIBUTES, string>>

function name(dn: DistinguishedName): Buffer {
  const parts = (Object.keys(ATTRIBUTES) as (keyof typeof ATTRIBUTES)[])
    .filter((key) => dn[key])
    .map((key) => set(sequence(oid(ATTRIBUTES[key]), key === 'C' ? printable(dn[key]!) : utf8(dn[key]!))))
  return sequence(...parts)
}

const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), tlv(0x05, Buffer.alloc(0)))

export interface CertificateRequest {
  subject: DistinguishedName
  /** The certificate's own public key. */
  publicKey: KeyObject | string
  issuer: DistinguishedName
  /** The issuer's private key (the subject's own for a self-signed root). */
  issuerKey: KeyObject | string
  notBefore: Date
  notAfter: Date
  /** The serial number's bytes, big-endian; 16 random bytes when not given. */
  serial?: Buffer
}

/** A PEM certificate signed by the issuer's key. */
export function writeCertificate(request: CertificateRequest): string {
  const key = typeof request.publicKey === 'string' ? createPublicKey(request.publicKey) : request.publicKey
  const spki = key.export({ type: 'spki', format: 'der' })
  const serial = request.serial ?? randomBytes(16)
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    SHA256_WITH_RSA,
    name(request.issuer),
    sequence(utcTime(request.notBefore), utcTime(request.notAfter)),
    name(request.subject),
    spki,
  )
  const signature = createSign('sha256')
    .update(tbs)
    .sign(typeof request.issuerKey === 'string' ? createPrivateKey(request.issuerKey) : request.issuerKey)
  const der = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])))
  const base64 = der.toString('base64').replace(/(.{64})/g, '$1\n')
  return `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`
}
