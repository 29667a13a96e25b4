import { type KeyObject, X509Certificate } from 'node:crypto'
import { decryptResource, type EncryptedResource } from './pay-crypto.ts'

/**
 * Which of WeChat Pay's keys sign for a merchant (docs/operations.md): its public key (`PUB_KEY_ID_…`),
 * its platform certificates (downloaded from `/v3/certificates`), or both while WeChat moves the
 * merchant from one to the other.
 */
export type KeyMode = 'public-key' | 'certificates' | 'both'

/** WeChat lists a new certificate 24 hours before it signs with it, and asks for a download at least every 12. */
export const CERTIFICATE_REFRESH_MS = 6 * 3600_000
/** An unknown serial starts a download at most this often, so forged serials cannot make us flood WeChat. */
export const UNKNOWN_SERIAL_PAUSE_MS = 60_000

export interface CertificateListing {
  data: Array<{
    serial_no: string
    effective_time: string
    expire_time: string
    encrypt_certificate: Omit<EncryptedResource, 'original_type'> & { original_type?: string }
  }>
}

export interface PlatformCertificate {
  serial: string
  effective: number
  expires: number
  key: KeyObject
}

/**
 * Decrypts a `/v3/certificates` answer with the APIv3 key. The AEAD tag proves each certificate came
 * from WeChat (only WeChat and we hold the key); a certificate whose serial is not the one it is listed
 * under is refused.
 */
export function readCertificates(apiV3Key: string, listing: CertificateListing): PlatformCertificate[] {
  return listing.data.map((entry) => {
    const pem = decryptResource(apiV3Key, {
      original_type: entry.encrypt_certificate.original_type ?? 'certificate',
      ...entry.encrypt_certificate,
    })
    const certificate = new X509Certificate(pem)
    if (certificate.serialNumber.toUpperCase() !== entry.serial_no.toUpperCase()) {
      throw new Error(`certificate listed as ${entry.serial_no} has serial ${certificate.serialNumber}`)
    }
    return {
      serial: entry.serial_no,
      effective: Date.parse(entry.effective_time),
      expires: Date.parse(entry.expire_time),
      key: certificate.publicKey,
    }
  })
}

/**
 * WeChat Pay's keys by serial. The public key is configured; platform certificates are downloaded
 * (through `download`), again before the next is due to sign and whenever a signature names a serial
 * we do not hold. A certificate past its expiry verifies nothing.
 */
export class PlatformKeys {
  #certificates = new Map<string, PlatformCertificate>()
  #downloadedAt = Number.NEGATIVE_INFINITY
  #unknownTriedAt = Number.NEGATIVE_INFINITY
  #downloading: Promise<void> | null = null
  #download: (() => Promise<PlatformCertificate[]>) | null = null

  constructor(
    readonly mode: KeyMode,
    private readonly publicKey: { id: string; key: KeyObject } | null,
    private readonly now: () => number,
  ) {
    if (mode !== 'certificates' && !publicKey)
      throw new Error(`key mode ${mode} needs WeChat Pay's public key`)
  }

  /** How certificates are fetched: the client's signed `GET /v3/certificates`. */
  downloadWith(download: () => Promise<PlatformCertificate[]>) {
    this.#download = download
  }

  get usesCertificates() {
    return this.mode !== 'public-key'
  }

  /**
   * The serial sent as `Wechatpay-Serial`, naming the key WeChat should sign its answer with: the
   * public key whenever we have it (WeChat then signs with it), else the newest certificate.
   */
  async requestSerial(): Promise<string | undefined> {
    if (this.publicKey) return this.publicKey.id
    await this.refreshIfDue()
    return this.newestCertificate()?.serial
  }

  /** The newest certificate held, without downloading: for the download request itself. */
  newestCertificate(): PlatformCertificate | undefined {
    const now = this.now()
    return [...this.#certificates.values()]
      .filter((certificate) => certificate.effective <= now && now < certificate.expires)
      .sort((a, b) => b.expires - a.expires)[0]
  }

  /** The key a signature's serial names, or null when WeChat holds no such key for us. */
  async keyFor(serial: string): Promise<KeyObject | null> {
    if (this.publicKey && this.mode !== 'certificates' && serial === this.publicKey.id)
      return this.publicKey.key
    if (!this.usesCertificates) return null
    await this.refreshIfDue()
    if (!this.#certificates.has(serial) && this.now() - this.#unknownTriedAt >= UNKNOWN_SERIAL_PAUSE_MS) {
      this.#unknownTriedAt = this.now()
      await this.refresh()
    }
    return this.validCertificate(serial)?.key ?? null
  }

  /** A certificate the `/v3/certificates` answer itself is signed with, among those it lists. */
  validCertificate(serial: string, among: Iterable<PlatformCertificate> = this.#certificates.values()) {
    const now = this.now()
    for (const certificate of among) {
      if (certificate.serial === serial && certificate.effective <= now && now < certificate.expires)
        return certificate
    }
    return undefined
  }

  private async refreshIfDue() {
    if (!this.usesCertificates) return
    if (this.now() - this.#downloadedAt >= CERTIFICATE_REFRESH_MS) await this.refresh()
  }

  /** One download at a time; a failed one keeps the certificates held and is tried again when due. */
  private refresh(): Promise<void> {
    if (!this.#download) return Promise.resolve()
    this.#downloading ??= this.#download()
      .then((certificates) => {
        this.#certificates = new Map(certificates.map((certificate) => [certificate.serial, certificate]))
        this.#downloadedAt = this.now()
      })
      .catch((error: unknown) => {
        // Held certificates stay usable; with none, nothing verifies until a download succeeds.
        this.#downloadedAt = this.now() - CERTIFICATE_REFRESH_MS + UNKNOWN_SERIAL_PAUSE_MS
        if (this.#certificates.size === 0) throw error
      })
      .finally(() => {
        this.#downloading = null
      })
    return this.#downloading
  }
}
