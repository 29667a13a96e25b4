import { createSign, type KeyObject } from 'node:crypto'

/**
 * A self-signed X.509 certificate for the simulated WeChat Pay platform, written in DER by hand:
 * Node can read certificates but not make them, and a real certificate is what our client must parse.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n])
  const bytes: number[] = []
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}

const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content)
  return Buffer.concat([Buffer.from([tag]), length(body.length), body])
}
const sequence = (...items: Buffer[]) => tlv(0x30, ...items)

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [first * 40 + second]
  for (const arc of rest) {
    const chunk = [arc & 0x7f]
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift(0x80 | (value & 0x7f))
    bytes.push(...chunk)
  }
  return tlv(0x06, Buffer.from(bytes))
}

function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14)
  // UTCTime up to 2049, GeneralizedTime after (RFC 5280 §4.1.2.5).
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`))
}

const name = (commonName: string) =>
  sequence(
    tlv(0x31, sequence(oid('2.5.4.6'), tlv(0x13, Buffer.from('CN')))),
    tlv(0x31, sequence(oid('2.5.4.10'), tlv(0x0c, Buffer.from('Tenpay.com')))),
    tlv(0x31, sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(commonName)))),
  )

const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]))

/** A PEM certificate for `publicKey`, signed by `privateKey`; `serialHex` is 40 hex digits, first below 8. */
export function platformCertificatePem(options: {
  serialHex: string
  publicKey: KeyObject
  privateKey: KeyObject
  notBefore: Date
  notAfter: Date
}): string {
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.from(options.serialHex, 'hex')),
    SHA256_WITH_RSA,
    name('Tenpay.com Root CA (simulator)'),
    sequence(time(options.notBefore), time(options.notAfter)),
    name('Tenpay.com platform certificate (simulator)'),
    options.publicKey.export({ type: 'spki', format: 'der' }),
  )
  const signature = createSign('RSA-SHA256').update(tbs).sign(options.privateKey)
  const der = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.from([0]), signature))
  const lines = der.toString('base64').match(/.{1,64}/g) ?? []
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`
}
