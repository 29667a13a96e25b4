import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './env.ts'

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

/** `npm run build -w @dianjing/web`, only when apps/web/dist is missing or older than its sources (as npm start). */
export function ensureWebBuilt(): 'built' | 'up to date' {
  const appDir = path.join(ROOT, 'apps/web')
  const built = path.join(appDir, 'dist/index.html')
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0
  const sourcesAt = Math.max(
    newestMtime(path.join(ROOT, 'packages/shared/src')),
    newestMtime(path.join(appDir, 'src')),
    newestMtime(path.join(appDir, 'index.html')),
  )
  if (builtAt >= sourcesAt) return 'up to date'
  const result = spawnSync('npm', ['run', 'build', '-w', '@dianjing/web'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build -w @dianjing/web failed')
  return 'built'
}
