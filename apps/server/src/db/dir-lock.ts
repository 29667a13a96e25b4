import fs from 'node:fs'
import path from 'node:path'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it.
 * A lock file holding the owner's pid keeps a second server out; a stale lock (dead pid) is taken over.
 */
export function lockDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true })
  const lockPath = path.join(dir, '..', `${path.basename(dir)}.lock`)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(fs.readFileSync(lockPath, 'utf8'))
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database at ${dir} is in use by process ${owner}. Stop that server, or set DATA_DIR to another directory (or DATABASE_URL to a PostgreSQL server) to run a second one.`,
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${dir}`)
}
