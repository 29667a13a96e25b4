import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'admin',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/fresh-environment.ts'],
      isolate: false,
      // One worker for the whole project, beside the mobile app's (see the root vitest.config.ts).
      maxWorkers: 1,
    },
  }),
)
