import { defineConfig } from 'vitest/config'

// groupOrder: `npm test` runs the projects one after another (see the root vitest.config.ts).
export default defineConfig({
  test: { name: 'shared', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 }, maxWorkers: 1 },
})
