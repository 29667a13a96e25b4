#!/usr/bin/env node
// `npm start`: builds the web app and the admin console when their build is missing or older than
// their sources, then runs the server (which migrates, seeds an empty database and serves all three).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
/** How Node runs the server, wherever it is started (decision 033). */
const serverNodeArgs = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/node-args.json'), 'utf8'))

/** The newest modification time of a file, or of any file under a directory. */
function newestMtime(target) {
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

const sharedSources = newestMtime(path.join(root, 'packages/shared/src'))
for (const name of ['web', 'admin']) {
  const appDir = path.join(root, 'apps', name)
  const built = path.join(appDir, 'dist/index.html')
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0
  const sourcesAt = Math.max(
    sharedSources,
    newestMtime(path.join(appDir, 'src')),
    newestMtime(path.join(appDir, 'index.html')),
  )
  if (builtAt >= sourcesAt) continue
  console.log(`Building the ${name} app…`)
  const result = spawnSync('npm', ['run', 'build', '-w', `@dianjing/${name}`], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, [...serverNodeArgs, path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
