import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.join(import.meta.dirname, '../../..')
/** Where the code is: every workspace and the scripts. */
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts']
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'results', 'test-results', 'coverage'])
const SOURCE_FILE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/

/**
 * The name code comments used for the domain's rules before docs/domain.md held them: a brief kept
 * outside this repository. Built from its parts so that this file does not cite it.
 */
const OLD_DOMAIN_NAME = ['DOMAIN', 'md'].join('.')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) return []
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return SOURCE_FILE.test(entry.name) ? [file] : []
  })
}

/** Every source file but this one, whose comments show the patterns rather than cite anything. */
const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((file) => file !== import.meta.filename)
  .map((file) => ({
    name: path.relative(ROOT, file).split(path.sep).join('/'),
    text: fs.readFileSync(file, 'utf8'),
  }))

/**
 * A path into the repository's docs as the code writes it: `docs/operations.md`,
 * `docs/decisions/020-fine-revocation.md`. Not part of a longer path (`/boot/docs/json`, `../docs/api.md`).
 */
const DOC_PATH = /(?<![\w./-])docs\/[\w./-]*\w/g
/** A citation of a section of docs/domain.md: `docs/domain.md, Fulfilment` or `docs/domain.md, "Staff"`. */
const DOMAIN_SECTION = /(?<![\w./-])docs\/domain\.md, (?:"([^"\n]+)"|([^"`():;.,\n]+))/g

/** Where a cited doc path leads: the file itself, or for a bare `docs/decisions/NNN` the record of that number. */
function resolves(docPath: string): boolean {
  if (fs.existsSync(path.join(ROOT, docPath))) return true
  const record = /^docs\/decisions\/(\d{3})$/.exec(docPath)
  if (!record) return false
  return fs.readdirSync(path.join(ROOT, 'docs/decisions')).some((name) => name.startsWith(`${record[1]}-`))
}

describe('the docs the code cites', () => {
  it('every docs/… path in apps, packages, e2e, bench and scripts names a file of the repository', () => {
    const broken = files.flatMap(({ name, text }) =>
      [...text.matchAll(DOC_PATH)]
        .map(([docPath]) => docPath)
        .filter((docPath) => !resolves(docPath))
        .map((docPath) => `${name}: ${docPath}`),
    )
    expect(broken).toEqual([])
  })

  it('every section of docs/domain.md a comment cites is one of its headings', () => {
    const headings = fs
      .readFileSync(path.join(ROOT, 'docs/domain.md'), 'utf8')
      .split('\n')
      .filter((line) => /^#{2,4} /.test(line))
      .map((line) => line.replace(/^#+ /, '').toLowerCase())
    const cited = files.flatMap(({ name, text }) =>
      [...text.matchAll(DOMAIN_SECTION)].map((match) => ({ name, section: (match[1] ?? match[2])!.trim() })),
    )
    expect(cited.length).toBeGreaterThan(0)
    const unknown = cited
      .filter(({ section }) => !headings.some((heading) => heading.includes(section.toLowerCase())))
      .map(({ name, section }) => `${name}: "${section}"`)
    expect(unknown).toEqual([])
  })

  it(`no file cites ${OLD_DOMAIN_NAME}, which is not in the repository`, () => {
    expect(files.filter(({ text }) => text.includes(OLD_DOMAIN_NAME)).map(({ name }) => name)).toEqual([])
  })
})
