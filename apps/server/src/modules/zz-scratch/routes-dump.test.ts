import type { RouteOptions } from 'fastify'
import { it, vi } from 'vitest'
import { z } from 'zod'
const seen = vi.hoisted(() => [] as RouteOptions[])
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>()
  const observed = ((options: object) => {
    const app = actual.default(options)
    app.addHook('onRoute', (route) => { seen.push(route) })
    return app
  }) as typeof actual.default
  return { ...actual, default: observed }
})
const { useTestApp } = await import('../../test/test-app.ts')
const { app } = await useTestApp()
it('dump', () => {
  for (const r of seen) {
    const s = r.schema as any
    const names = (x: any) => x ? Object.keys((z.toJSONSchema(x, { io: 'input', unrepresentable: 'any' }) as any).properties ?? {}) : []
    if (String(r.url).startsWith('/boot/') && !String(r.url).startsWith('/boot/admin')) console.log('R', r.method, r.url, s?.hide ? 'hidden' : '', JSON.stringify([...names(s?.params), ...names(s?.querystring), ...names(s?.body)]))
  }
})
