import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDirectory } from './dir-lock.ts'

const dirs: string[] = []
function tempDbDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-lock-'))
  dirs.push(root)
  return path.join(root, 'db')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('lockDirectory', () => {
  it('keeps a second process out while the owner lives', async () => {
    const dir = tempDbDir()
    const other = spawn('sleep', ['30'])
    try {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(`${dir}.lock`, String(other.pid))
      expect(() => lockDirectory(dir)).toThrow(`in use by process ${other.pid}`)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock whose owner is gone, and releases it', async () => {
    const dir = tempDbDir()
    const gone = spawn('true')
    await new Promise((resolve) => gone.on('exit', resolve))
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(`${dir}.lock`, String(gone.pid))
    const release = lockDirectory(dir)
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(`${dir}.lock`)).toBe(false)
  })
})
