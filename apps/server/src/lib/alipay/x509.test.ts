import { generateKeyPairSync, X509Certificate } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { writeCertificate } from './x509.ts'

const root = generateKeyPairSync('rsa', { modulusLength: 2048 })
const app = generateKeyPairSync('rsa', { modulusLength: 2048 })
const issuer = { C: 'CN', O: 'Ant Financial (simulator)', CN: 'Root' }
const subject = { C: 'CN', O: '电竞陪练', CN: '2021000000000001' }

/** The app's certificate, issued by the root, with the serial number `hex`. */
const certificateWith = (hex: string) =>
  new X509Certificate(
    writeCertificate({
      subject,
      publicKey: app.publicKey,
      issuer,
      issuerKey: root.privateKey,
      notBefore: new Date('2026-01-01T00:00:00Z'),
      notAfter: new Date('2036-01-01T00:00:00Z'),
      serial: Buffer.from(hex, 'hex'),
    }),
  )

describe('the simulator’s certificate writer', () => {
  // About one random 16-byte serial in 256 began 00 and then a byte under 80: written as it was, OpenSSL
  // refused the certificate ("illegal padding"), and the simulator answered every call of that database
  // with a 500, so each payout by API stayed in transfer (the ledger property test's rare failure).
  it('writes a serial in its fewest bytes, so a leading zero byte never makes a certificate unreadable', () => {
    const certificate = certificateWith('0012a4f0c3b2e1d0ffeeddccbbaa9988')
    expect(certificate.serialNumber).toBe('12A4F0C3B2E1D0FFEEDDCCBBAA9988')
    expect(certificate.verify(root.publicKey)).toBe(true)
    expect(certificate.publicKey.export({ type: 'spki', format: 'pem' })).toBe(
      app.publicKey.export({ type: 'spki', format: 'pem' }),
    )
    expect(certificateWith('00000000000000000000000000000abc').serialNumber).toBe('0ABC')
  })

  it('keeps a serial positive when its first byte has the high bit set', () => {
    expect(certificateWith('85a4f0c3b2e1d0ffeeddccbbaa998877').serialNumber).toBe(
      '85A4F0C3B2E1D0FFEEDDCCBBAA998877',
    )
    expect(certificateWith('0085a4f0').serialNumber).toBe('85A4F0')
  })

  it('names the issuer and the subject it was given', () => {
    const certificate = certificateWith('12')
    expect(certificate.issuer.split('\n')).toEqual(['C=CN', 'O=Ant Financial (simulator)', 'CN=Root'])
    expect(certificate.subject.split('\n')).toEqual(['C=CN', 'O=电竞陪练', 'CN=2021000000000001'])
  })
})
