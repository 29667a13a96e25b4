import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url))
export const ROOT = path.dirname(BENCH_DIR)
export const HOST = '127.0.0.1'

/**
 * Ports of this harness (BENCH_PORT_BASE + 1, + 2 and + 3, by default 8301 to 8303: the baseline, the
 * product and WeChat Pay's stand-in): the dev server on 8080 is never touched, and two runs at once (web
 * and API) each get a base of their own.
 */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8300)
export const PORTS = { baseline: PORT_BASE + 1, product: PORT_BASE + 2, wechat: PORT_BASE + 3 } as const

/** The maintenance connection: PostgreSQL on 127.0.0.1 with trust auth. */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const flag = (name: string) => process.argv.includes(`--${name}`)

export function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`)
  return value
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
