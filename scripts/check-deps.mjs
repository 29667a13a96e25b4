#!/usr/bin/env node
// The dependency rules of .dependency-cruiser.cjs (issue 19). Cruises each app on its own, reports every
// one, then fails if any broke a rule.
//   node scripts/check-deps.mjs          the web app, the admin console and the server (npm run check:deps, in CI)
//   node scripts/check-deps.mjs server   one of them
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const apps = process.argv.length > 2 ? process.argv.slice(2) : ['web', 'admin', 'server']
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs')

// The server's tests and test helpers may use any module; its rule is about the production code.
const SERVER_TESTS = '(\\.test\\.ts|/testing\\.ts)$|^apps/server/src/test/'

let failed = false
for (const app of apps) {
  console.log(`== apps/${app}`)
  const exclude = app === 'server' ? { path: [...options.exclude.path, SERVER_TESTS] } : options.exclude
  // Both front ends map `@/` to their own src (tsconfig paths, vite alias). Handing the cruise their
  // tsconfig does not do: its paths plugin resolves them from the working directory, not the app's.
  const resolveOptions = { alias: { '@': resolve(`apps/${app}/src`) } }
  const result = await cruise([`apps/${app}/src`], { ...options, exclude, outputType: 'err' }, resolveOptions)
  process.stdout.write(`${result.output}\n`)
  if (result.exitCode > 0) failed = true
}
process.exitCode = failed ? 1 : 0
