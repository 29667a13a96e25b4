// The commit message rules (scripts/check-commit-message.mjs): node --test scripts/check-commit-message.test.mjs,
// in CI beside the range check. The root vitest config runs the workspaces' projects only, not scripts/.
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { commitsOf, messageFromEditor, problemsOf, SUBJECT_MAX, TYPES } from './check-commit-message.mjs'

const SCRIPT = fileURLToPath(new URL('check-commit-message.mjs', import.meta.url))

describe('problemsOf', () => {
  it('passes a conventional subject with or without a scope, alone or with a body after a blank line', () => {
    assert.deepEqual(problemsOf('fix(orders): a refused refund puts the order back in the hall'), [])
    assert.deepEqual(problemsOf('docs: decision records carry their status\n'), [])
    assert.deepEqual(
      problemsOf('feat(web)!: the hall scrolls by cursor\n\nWhy, in as many lines\nas it takes.\n'),
      [],
    )
    for (const type of TYPES) assert.deepEqual(problemsOf(`${type}: something`), [], type)
  })

  it('counts the subject in characters, not bytes: 72 pass, 73 do not', () => {
    const subject = (length) => `feat: ${'接'.repeat(length - 'feat: '.length)}`
    assert.deepEqual(problemsOf(subject(SUBJECT_MAX)), [])
    const [problem, ...rest] = problemsOf(subject(SUBJECT_MAX + 1))
    assert.match(problem, /the subject is 73 characters, at most 72/)
    assert.deepEqual(rest, [])
  })

  it('refuses a subject that is not conventional', () => {
    for (const subject of [
      'Update the hall',
      'feature: new hall',
      'fix:missing space',
      'fix(): empty scope',
      'fix (orders): space before the scope',
      'FIX: upper case',
      'fix: ',
    ]) {
      const problems = problemsOf(subject)
      assert.equal(problems.length, 1, subject)
      assert.match(problems[0], /must read "type\(scope\): text"/, subject)
    }
  })

  it('refuses a body that starts on the second line', () => {
    assert.deepEqual(problemsOf('fix: the hall\nbecause it was slow'), [
      'the body must be separated from the subject by a blank line',
    ])
  })

  it('reports every problem of one message, one line each', () => {
    const problems = problemsOf(`Made the hall faster by ${'x'.repeat(80)}\nand more`)
    assert.equal(problems.length, 3)
    for (const problem of problems) assert.doesNotMatch(problem, /\n/)
  })

  it('refuses an empty message', () => {
    assert.deepEqual(problemsOf('\n\n'), ['the message is empty: write a subject line'])
  })

  it("lets git's own merge and fixup subjects through the hook, not through a range", () => {
    for (const subject of [
      "Merge branch 'hall' into main",
      'fixup! fix(orders): the hall',
      'squash! docs: x',
    ]) {
      assert.deepEqual(problemsOf(subject, { fromHook: true }), [], subject)
      assert.notDeepEqual(problemsOf(subject), [], subject)
    }
  })
})

describe('messageFromEditor', () => {
  it("drops comment lines and what follows git commit -v's scissors line", () => {
    const file = [
      'fix: the hall',
      '# Please enter the commit message for your changes.',
      '',
      'The why.',
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x',
      '+a line longer than seventy-two characters a line longer than seventy-two characters',
    ].join('\n')
    assert.equal(messageFromEditor(file), 'fix: the hall\n\nThe why.')
    assert.deepEqual(problemsOf(messageFromEditor(file)), [])
  })
})

describe('the script', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-message-'))
  after(() => rmSync(dir, { recursive: true, force: true }))
  const run = (...args) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8' })

  it('checks a message file as the commit-msg hook passes it: exit 1 with one line per problem', () => {
    const bad = join(dir, 'BAD_MSG')
    writeFileSync(bad, 'Updated things\nwith a body at once\n# a comment\n')
    const refused = run(bad)
    assert.equal(refused.status, 1)
    const lines = refused.stderr.trim().split('\n')
    assert.equal(lines.length, 3)
    for (const line of lines) assert.match(line, /^commit message: /)

    const good = join(dir, 'GOOD_MSG')
    writeFileSync(good, 'fix(hall): the page keeps its place\n\nBecause the cursor was lost.\n')
    assert.equal(run(good).status, 0)
  })

  it('checks every commit of a range, bodies of many lines included, and names the offending ones', () => {
    const git = (...args) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      })
    git('init', '-q')
    const commit = (message) => {
      git('commit', '-q', '--allow-empty', '--cleanup=verbatim', '-m', message)
      return git('rev-parse', 'HEAD').trim()
    }
    const base = commit('chore: the start')
    commit('feat(hall): pages by cursor\n\nFirst line of the why.\n\nSecond paragraph,\nover two lines.')
    const long = commit(`fix: ${'a very long subject '.repeat(5)}`)
    const glued = commit('docs: the rules\nglued to the subject')
    commit('test: the rules\n\n# not a comment once committed\n')

    assert.deepEqual(
      commitsOf(`${base}..HEAD`, dir).map((c) => c.hash),
      git('rev-list', '--reverse', `${base}..HEAD`).trim().split('\n'),
    )
    const result = run('--range', `${base}..HEAD`)
    assert.equal(result.status, 1)
    assert.match(result.stdout, new RegExp(`^${long.slice(0, 10)} fix: a very long subject`, 'm'))
    assert.match(result.stdout, new RegExp(`^${glued.slice(0, 10)} docs: the rules$`, 'm'))
    assert.match(result.stdout, /2 of 4 commits in .* break the rules/)

    assert.equal(run(`--range=${glued}..HEAD`).status, 0)
    assert.equal(run('--range', 'no-such-ref..HEAD').status, 2)
    assert.equal(run().status, 2)
  })
})
