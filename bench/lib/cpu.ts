import fs from 'node:fs'

/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every Linux we run). */
const TICKS_PER_SECOND = 100

/** User + system CPU seconds a process has used so far (0 once it is gone or off Linux). */
export function cpuSecondsOf(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name, in parentheses, may hold spaces: the fields are counted from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
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
  const pgBefore = new Map(postgresPids().map((pid) => [pid, cpuSecondsOf(pid)]))
  const serverBefore = cpuSecondsOf(serverPid)
  return {
    /** Microseconds of CPU per answered request, the server's and PostgreSQL's, since the meter began. */
    perRequest(requests: number) {
      let pgSeconds = 0
      for (const pid of postgresPids()) pgSeconds += cpuSecondsOf(pid) - (pgBefore.get(pid) ?? 0)
      const perRequest = (seconds: number) => (requests > 0 ? Math.round((seconds * 1e6) / requests) : 0)
      return {
        serverCpuUs: perRequest(cpuSecondsOf(serverPid) - serverBefore),
        pgCpuUs: perRequest(pgSeconds),
      }
    },
  }
}
