import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The reliability suite: real server processes on one PostgreSQL (TEST_DATABASE_URL). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'reliability',
    include: ['reliability/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
