import fs from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../../config.ts'
import type { ImageType } from './image-type.ts'
import type { S3UploadStore } from './s3-store.ts'

/**
 * Where checked uploads are written, by their key (`<yyyymm>/<32 hex>.<ext>`, also the path in their
 * URL and in `files`, whichever store holds them, so stored URLs and ownership checks never change).
 */
export interface UploadStore {
  readonly kind: 'local' | 's3'
  /** Writes a new upload; keys are random, so one never replaces another. */
  put(key: string, content: Buffer, image: ImageType): Promise<void>
  close(): void
}

export function uploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads')
}

/** Today's store: `DATA_DIR/uploads`, served by `@fastify/static` (plugins/static-apps.ts). */
class LocalUploadStore implements UploadStore {
  readonly kind = 'local'

  constructor(private readonly root: string) {}

  async put(key: string, content: Buffer): Promise<void> {
    const target = path.join(this.root, key)
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(target, content, { flag: 'wx' })
  }

  close(): void {}
}

// One store per configuration, so that every caller of `saveImage` (the customers' routes, the staff's)
// shares the S3 client and its connections; the app closes it with itself.
const stores = new WeakMap<Config, Promise<LocalUploadStore | S3UploadStore>>()

/**
 * The store `config` names. The AWS SDK is loaded only when a bucket is configured: the local disk costs
 * no start-up time for it (nor its warning about Node 20, decision 026).
 */
export function uploadStore(config: Config): Promise<LocalUploadStore | S3UploadStore> {
  let store = stores.get(config)
  if (!store) {
    const { s3 } = config
    store = s3
      ? import('./s3-store.ts').then(({ S3UploadStore }) => new S3UploadStore(s3))
      : Promise.resolve(new LocalUploadStore(uploadsDir(config)))
    stores.set(config, store)
  }
  return store
}

export async function closeUploadStore(config: Config): Promise<void> {
  const store = stores.get(config)
  stores.delete(config)
  ;(await store)?.close()
}
