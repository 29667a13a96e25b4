import fs from 'node:fs'

/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every Linux we run). */
const TICKS_PER_SECOND = 100

/** A process's `/proc/<pid>/stat` fields after its name (which may hold spaces), or none once it is gone. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

const secondsIn = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND

/** User + system CPU seconds a process has used so far (0 once it is gone or off Linux). */
export function cpuSecondsOf(pid: number | string): number {
  const fields = statFields(pid)
  return fields ? secondsIn(fields) : 0
}

/** PostgreSQL's processes on this machine (its backends come and go with the pools' connections). */
function postgresPids(): string[] {
  const pids: string[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(entry)
    } catch {}
  }
  return pids
}

/**
 * CPU used by the server answering a target and by PostgreSQL while it runs: a measure of the work per
 * request that a busy host disturbs far less than req/s (a slower core still does the same work).
 */
export function cpuMeter(serverPid: number) {
  // By pid and start time: a backend that ended and another given its pid are two processes.
  const identity = (pid: string) => {
    const fields = statFields(pid)
    return fields ? { key: `${pid}@${fields[19]}`, seconds: secondsIn(fields) } : undefined
  }
  const pgBefore = new Map<string, number>()
  for (const pid of postgresPids()) {
    const found = identity(pid)
    if (found) pgBefore.set(found.key, found.seconds)
  }
  const serverBefore = cpuSecondsOf(serverPid)
  return {
    /** Microseconds of CPU per answered request, the server's and PostgreSQL's, since the meter began. */
    perRequest(requests: number) {
      let pgSeconds = 0
      for (const pid of postgresPids()) {
        const found = identity(pid)
        if (found) pgSeconds += found.seconds - (pgBefore.get(found.key) ?? 0)
      }
      const perRequest = (seconds: number) => (requests > 0 ? Math.round((seconds * 1e6) / requests) : 0)
      return {
        serverCpuUs: perRequest(cpuSecondsOf(serverPid) - serverBefore),
        pgCpuUs: perRequest(pgSeconds),
      }
    },
  }
}
