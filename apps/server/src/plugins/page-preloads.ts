import fs from 'node:fs'
import path from 'node:path'

/**
 * The web app's pages whose code is loaded on demand, by the module their route loads
 * (apps/web/src/app/route-table.tsx), for those a visit often starts on (a shared product link).
 */
const ON_DEMAND_PAGES: Record<string, string> = {
  '/product-detail': 'src/features/catalogue/routes/product-detail.tsx',
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

/**
 * The links that fetch a page's own code with the page, beside the app's entry, where the app would
 * ask for it only once the entry has run: read from the build's manifest (`build.manifest` in
 * apps/web/vite.config.ts); none when there is no manifest. The app's loader finds the modules already
 * asked for and does not ask again.
 */
export function pagePreloads(webDist: string): Map<string, string> {
  const file = path.join(webDist, '.vite/manifest.json')
  if (!fs.existsSync(file)) return new Map()
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>
  const inEntry = new Set<string>()
  const entrySheets = new Set<string>()
  const collect = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const imported of chunk.imports ?? []) collect(imported, into, css)
  }
  collect('index.html', inEntry, entrySheets)
  const links = new Map<string, string>()
  for (const [page, module] of Object.entries(ON_DEMAND_PAGES)) {
    if (!manifest[module]) continue
    const scripts = new Set<string>()
    const sheets = new Set<string>()
    collect(module, scripts, sheets)
    const tags = [
      ...[...scripts]
        .filter((script) => !inEntry.has(script))
        .map((script) => `<link rel="modulepreload" crossorigin href="/${script}">`),
      ...[...sheets]
        .filter((sheet) => !entrySheets.has(sheet))
        .map((sheet) => `<link rel="preload" as="style" crossorigin href="/${sheet}">`),
    ]
    links.set(page, tags.join(''))
  }
  return links
}
