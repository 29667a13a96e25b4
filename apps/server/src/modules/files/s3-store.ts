import type { Readable } from 'node:stream'
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Settings } from '../../config.ts'
import type { ImageType } from './image-type.ts'
import type { UploadStore } from './storage.ts'

/** As `@fastify/static` sends local uploads (`maxAge: '7d'`): a key never changes its bytes. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=604800'

/** How long a presigned GetObject URL works; the redirect to it is cached for less. */
export const SIGNED_URL_SECONDS = 300

export interface UploadObject {
  body: Readable
  length: number | undefined
  etag: string | undefined
  lastModified: Date | undefined
}

/** `inline`, and a name that is only ever our own `<32 hex>.<ext>`: nothing of the client's. */
function inlineDisposition(key: string): string {
  return `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined
}

/** Uploads in an S3-compatible bucket (AWS S3, Tencent COS, Alibaba OSS, MinIO), decision 026. */
export class S3UploadStore implements UploadStore {
  readonly kind = 's3'
  private readonly client: S3Client

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK's default CRC32 checksums on every request are refused by several S3-compatible
      // stores; a checksum is sent only where the S3 API requires one (PutObject needs none).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
    })
  }

  async put(key: string, content: Buffer, image: ImageType): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: content,
        ContentLength: content.length,
        // The type judged from the bytes; a public bucket or CDN serves the object with it.
        ContentType: image.type,
        ContentDisposition: inlineDisposition(key),
        CacheControl: UPLOAD_CACHE_CONTROL,
      }),
    )
  }

  /** The object's bytes, `'not-modified'` when `ifNoneMatch` still holds, null when there is none. */
  async get(key: string, ifNoneMatch?: string): Promise<UploadObject | 'not-modified' | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, IfNoneMatch: ifNoneMatch }),
      )
      return {
        body: object.Body as Readable,
        length: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      }
    } catch (error) {
      const status = statusOf(error)
      if (status === 304) return 'not-modified'
      if (status === 404) return null
      throw error
    }
  }

  /** Whether the object is there, and its length and validators. */
  async head(key: string): Promise<Omit<UploadObject, 'body'> | null> {
    try {
      const object = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }))
      return { length: object.ContentLength, etag: object.ETag, lastModified: object.LastModified }
    } catch (error) {
      if (statusOf(error) === 404) return null
      throw error
    }
  }

  /**
   * A presigned GetObject URL whose answer carries `type` and an inline disposition whatever the object's
   * own metadata says (the response-content-type overrides are part of the signature).
   */
  signedUrl(key: string, type: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentType: type,
      ResponseContentDisposition: inlineDisposition(key),
      ResponseCacheControl: `private, max-age=${SIGNED_URL_SECONDS}`,
    })
    return getSignedUrl(this.client, command, { expiresIn: SIGNED_URL_SECONDS })
  }

  publicUrl(key: string): string {
    return `${this.settings.publicUrl}/${key}`
  }

  close(): void {
    this.client.destroy()
  }
}
