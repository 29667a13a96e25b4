import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/fresh-environment.ts', 'src/testing/setup.ts'],
      isolate: false,
      // As the server's: a test's first render transforms the route's modules on demand, which on a busy
      // 2-core CI machine beside the other projects took past vitest's 5 s default (378 ms alone).
      testTimeout: 20_000,
      // One worker for the whole project, beside the console's (see the root vitest.config.ts).
      maxWorkers: 1,
    },
  }),
)
