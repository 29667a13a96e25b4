import { describe, expect, it } from 'vitest'
import type { ChangeFeed, ChangeListener } from '../../db/change-feed.ts'
import type { UserRow } from './repo.ts'
import { type LiveSession, noteUserWritten, SessionCache } from './session-cache.ts'

/** A feed driven by the test: what the database would announce, and whether it is connected. */
function feed() {
  const listeners = new Set<ChangeListener>()
  const control = {
    live: true,
    announce: (channel: 'user_changed' | 'session_changed', payload: string) => {
      for (const listener of listeners) listener.change(channel, payload)
    },
    reset: () => {
      for (const listener of listeners) listener.reset()
    },
  }
  const changes: ChangeFeed = {
    get live() {
      return control.live
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    flush: async () => {},
    close: async () => {},
  }
  return { changes, control }
}

function session(userId: number, balance = 0): LiveSession {
  return {
    sessionId: userId,
    lastUsedAt: Date.now(),
    expiresAt: Date.now() + 60_000,
    user: { id: userId, balance } as UserRow,
  }
}

function counted(answer: () => LiveSession | undefined) {
  const load = async () => {
    load.calls++
    return answer()
  }
  load.calls = 0
  return load
}

describe('the session cache', () => {
  it('loads a token once, and again after the database announces a change to its user or session', async () => {
    const { changes, control } = feed()
    const cache = new SessionCache(changes)
    const load = counted(() => session(7))
    await cache.get('t7', load)
    await cache.get('t7', load)
    expect(load.calls).toBe(1)

    control.announce('user_changed', '7')
    await cache.get('t7', load)
    expect(load.calls).toBe(2)
    control.announce('session_changed', 't7')
    await cache.get('t7', load)
    control.announce('user_changed', '8')
    await cache.get('t7', load)
    expect(load.calls).toBe(3)
    cache.close()
  })

  it('does not keep what was loaded while a change came in, nor an expired session', async () => {
    const { changes, control } = feed()
    const cache = new SessionCache(changes)
    let release: () => void = () => {}
    const slow = counted(() => session(9))
    const pending = cache.get('t9', () => new Promise<void>((resolve) => (release = resolve)).then(slow))
    control.announce('user_changed', '9')
    release()
    await pending
    const load = counted(() => session(9))
    await cache.get('t9', load)
    expect(load.calls).toBe(1)

    const expired = counted(() => ({ ...session(10), expiresAt: Date.now() - 1 }))
    await cache.get('t10', expired)
    await cache.get('t10', expired)
    expect(expired.calls).toBe(2)
    cache.close()
  })

  it('reads the database while the feed is down, and forgets everything when it is back', async () => {
    const { changes, control } = feed()
    const cache = new SessionCache(changes)
    const load = counted(() => session(11))
    await cache.get('t11', load)
    control.live = false
    await cache.get('t11', load)
    await cache.get('t11', load)
    expect(load.calls).toBe(3)
    control.live = true
    control.reset()
    await cache.get('t11', load)
    await cache.get('t11', load)
    expect(load.calls).toBe(4)
    cache.close()
  })

  it("reads this process's own write from the database until the database announces it", async () => {
    const { changes, control } = feed()
    const cache = new SessionCache(changes)
    const load = counted(() => session(12))
    await cache.get('t12', load)
    noteUserWritten(12)
    await cache.get('t12', load)
    await cache.get('t12', load)
    expect(load.calls).toBe(3)
    control.announce('user_changed', '12')
    await cache.get('t12', load)
    await cache.get('t12', load)
    expect(load.calls).toBe(4)
    cache.close()
  })
})
