import { defineConfig } from 'vitest/config'

/**
 * `npm test` runs the projects in two groups (each project's sequence.groupOrder), so the two cores
 * are never asked for more than two workers: first the front ends and the shared package (the mobile
 * app and the console each on one worker, sharing one jsdom page across their files), then the API
 * tests on two workers.
 */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/admin'],
  },
})
