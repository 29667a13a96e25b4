import { vi } from 'vitest'

/**
 * The test files share a worker (isolate: false), so the libraries (Fastify, Drizzle, PGlite, zod) load
 * once per worker instead of once per file. Run before every file, this loads the server's own modules
 * again, so each file builds its app from fresh modules, with its own vi.mock()s applied to them.
 */
vi.resetModules()
