// Writes .br and .gz beside every compressible file of a built app, so the server sends the
// pre-compressed file (its static plugin prefers them) instead of compressing on every request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

const dist = path.resolve(process.argv[2] ?? 'dist')
let count = 0
for (const file of files(dist)) {
  const content = fs.readFileSync(file)
  if (content.length < MIN_BYTES) continue
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
  count += 1
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), dist) || dist}`)
