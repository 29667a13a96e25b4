#!/usr/bin/env node
// The commit message rules: a conventional subject of at most 72 characters, and the why in a body
// after a blank line. Node 20, no dependencies.
//   node scripts/check-commit-message.mjs <message file>      as git's commit-msg hook calls it (.githooks/commit-msg)
//   node scripts/check-commit-message.mjs --range <from>..<to>  every commit of a range (in CI, .ci/run)
// Exit 0 when every message keeps the rules, 1 when one does not (one line per problem), 2 on a usage
// or git error.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SUBJECT_MAX = 72
export const TYPES = [
  'feat',
  'fix',
  'refactor',
  'perf',
  'test',
  'docs',
  'chore',
  'style',
  'build',
  'ci',
  'bench',
  'revert',
]

/** `type(scope): text` or `type: text`, with `!` allowed before the colon for a breaking change. */
const CONVENTIONAL = new RegExp(`^(${TYPES.join('|')})(\\([\\w./,-]+\\))?!?: \\S`)

/** Subjects git writes itself for commits that never land as they are: `git commit --fixup` and friends. */
const SQUASHED_LATER = /^(fixup|squash|amend)! /

/** Git's own subject for a merge commit (`git merge`, `git pull`). */
const MERGE = /^Merge /

/**
 * The message as git will store it from a commit-msg hook's file: the lines from the scissors line of
 * `git commit -v` on dropped, and comment lines (`#`) dropped, as git's default cleanup does.
 */
export function messageFromEditor(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line))
  return (scissors === -1 ? lines : lines.slice(0, scissors))
    .filter((line) => !line.startsWith('#'))
    .join('\n')
}

/**
 * What is wrong with a commit message, one line each; empty when nothing is. `fromHook`: the message
 * is about to be committed, so git's own subjects for merges and for commits squashed later pass.
 */
export function problemsOf(message, { fromHook = false } = {}) {
  const lines = message.replace(/\r\n/g, '\n').replace(/\s+$/, '').split('\n')
  while (lines.length > 0 && lines[0].trim() === '') lines.shift()
  const subject = lines[0] ?? ''
  if (subject === '') return ['the message is empty: write a subject line']
  if (fromHook && (MERGE.test(subject) || SQUASHED_LATER.test(subject))) return []
  const problems = []
  const length = [...subject].length
  if (length > SUBJECT_MAX) {
    problems.push(
      `the subject is ${length} characters, at most ${SUBJECT_MAX}: say what changed there, and why in the body`,
    )
  }
  if (!CONVENTIONAL.test(subject)) {
    problems.push(`the subject must read "type(scope): text" or "type: text", type one of ${TYPES.join(' ')}`)
  }
  if (lines.length > 1 && lines[1].trim() !== '') {
    problems.push('the body must be separated from the subject by a blank line')
  }
  return problems
}

/** The commits of a range, oldest first: `{ hash, message }`, merges left out. */
export function commitsOf(range, cwd = process.cwd()) {
  // -z ends each commit with a NUL, which a message cannot hold, so a body of any lines stays whole.
  const output = execFileSync('git', ['log', '-z', '--no-merges', '--reverse', '--format=%H%n%B', range], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return output
    .split('\0')
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const newline = record.indexOf('\n')
      return { hash: record.slice(0, newline), message: record.slice(newline + 1) }
    })
}

function checkFile(file) {
  const problems = problemsOf(messageFromEditor(readFileSync(file, 'utf8')), { fromHook: true })
  for (const problem of problems) console.error(`commit message: ${problem}`)
  if (problems.length > 0) {
    console.error(`commit message: not committed; your message is kept in ${file}`)
    return 1
  }
  return 0
}

function checkRange(range) {
  let commits
  try {
    commits = commitsOf(range)
  } catch (error) {
    const why = String(error.stderr ?? error.message)
      .trim()
      .split('\n')[0]
    console.error(`commit messages: cannot read the range ${range}: ${why}`)
    return 2
  }
  let offending = 0
  for (const { hash, message } of commits) {
    const problems = problemsOf(message)
    if (problems.length === 0) continue
    offending += 1
    console.log(`${hash.slice(0, 10)} ${message.trim().split('\n')[0] ?? ''}`)
    for (const problem of problems) console.log(`  ${problem}`)
  }
  const checked = `${commits.length} commit${commits.length === 1 ? '' : 's'} in ${range}`
  if (offending > 0) {
    console.log(`commit messages: ${offending} of ${checked} break the rules`)
    return 1
  }
  console.log(`commit messages: ${checked}, all keep the rules`)
  return 0
}

function main(args) {
  const usage =
    'usage: check-commit-message.mjs <commit message file> | check-commit-message.mjs --range <from>..<to>'
  const [first, second] = args
  if (first === '--range' && second && args.length === 2) return checkRange(second)
  if (first?.startsWith('--range=') && args.length === 1) return checkRange(first.slice('--range='.length))
  if (first && !first.startsWith('-') && args.length === 1) return checkFile(first)
  console.error(usage)
  return 2
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
