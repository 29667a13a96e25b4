import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** s3rver checks signatures against these fixed keys. */
const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

export interface TestS3Server {
  endpoint: string
  bucket: string
  /** The `S3_*` settings that put an app's uploads in this server's bucket (path style, as MinIO). */
  env: Record<string, string>
  close(): Promise<void>
}

/**
 * A real S3 protocol server (s3rver, pure JavaScript, its objects in a temporary folder) on a free
 * loopback port, with one empty bucket: the store the S3 tests speak to with the official SDK.
 */
export async function startS3Server(bucket = 'dianjing-uploads'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      ...S3RVER_KEYS,
    },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
