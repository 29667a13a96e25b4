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
      // One worker for the whole project, beside the console's (see the root vitest.config.ts).
      maxWorkers: 1,
    },
  }),
)
