import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build } from 'vite'
import { BENCH_DIR, ROOT } from '../lib/env.ts'

export const WEB_ROOT = path.join(ROOT, 'apps/web')
export const SHELL_ROOT = path.join(BENCH_DIR, 'web-shell')
const PRODUCT_CONFIG = path.join(WEB_ROOT, 'vite.config.ts')

/** Each measured page and the module its lazy route loads (none: the page is in the entry). */
export const ROUTES: Record<string, string | null> = {
  '/home': null,
  '/product-detail': 'src/features/catalogue/routes/product-detail.tsx',
  '/order-pay': 'src/app/routes/order-pay.tsx',
  '/reception-hall': 'src/features/hall/routes/reception-hall.tsx',
}
export const SHELL_ROUTES: Record<string, string | null> = {
  '/home': null,
  '/product-detail': 'src/detail.tsx',
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * Builds `root` with the product's own Vite config (apps/web/vite.config.ts) plus only a manifest and a
 * scratch output directory, so the product build is untouched and the shell gets the same setup.
 */
export async function buildWithManifest(root: string, outDir: string): Promise<Manifest> {
  await build({
    configFile: PRODUCT_CONFIG,
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  })
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'))
}

/** The entry, its static imports, and the route's lazy chunk with its static imports: the first load. */
function firstLoadFiles(manifest: Manifest, lazyKey: string | null): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`)
    if (js.has(chunk.file)) return
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  if (lazyKey) visit(lazyKey)
  return { js, css }
}

export interface RouteSize {
  route: string
  jsGzip: number
  cssGzip: number
  jsFiles: number
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

export function routeSizes(
  manifest: Manifest,
  outDir: string,
  routes: Record<string, string | null>,
): RouteSize[] {
  return Object.entries(routes).map(([route, lazyKey]) => {
    const { js, css } = firstLoadFiles(manifest, lazyKey)
    const sum = (files: Set<string>) =>
      [...files].reduce((total, file) => total + gzipSize(path.join(outDir, file)), 0)
    return { route, jsGzip: sum(js), cssGzip: sum(css), jsFiles: js.size }
  })
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
