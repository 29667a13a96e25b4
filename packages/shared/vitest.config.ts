import { defineConfig } from 'vitest/config'

// groupOrder: `npm test` runs the projects in two groups (see the root vitest.config.ts).
export default defineConfig({
  test: { name: 'shared', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 }, maxWorkers: 1 },
})
