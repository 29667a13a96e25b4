import { startTransition, useEffect, useState } from 'react'
import { afterLoadAndPaint } from './after-load.ts'
import { loadedOnce } from './loaded-once.ts'

export type QueryLibrary = typeof import('./query-library.ts')

const library = loadedOnce(() => import('./query-library.ts'))
const listeners = new Set<() => void>()

/** The query library if it has been downloaded, else undefined. */
export const loadedQueryLibrary = library.loaded

/**
 * Downloads the query library and the app's cache once (a failed download is tried again by the next
 * caller); whoever follows it (`subscribeToQueryLibrary`) hears of it before the caller does.
 */
export function loadQueryLibrary(): Promise<QueryLibrary> {
  return library.load().then((loaded) => {
    for (const listener of listeners) listener()
    return loaded
  })
}

export function subscribeToQueryLibrary(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The query library once a screen may use it, undefined before: a first screen is drawn from the
 * page's answers meanwhile (lib/first-screen.ts). It is downloaded once the page has loaded and its
 * first frame has been drawn, as the gesture code is (use-motion-kit.ts), or at once when `now` (the
 * screen needs a call the page did not answer). The hand-over renders as a transition, so the page stays
 * free to answer a tap while its queries take over.
 */
export function useQueryLibrary({ now }: { now: boolean }): {
  library: QueryLibrary | undefined
  failure: unknown
  retry: () => void
} {
  const [loaded, setLoaded] = useState(library.loaded)
  const [failure, setFailure] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (loaded) return
    let mounted = true
    const handOver = () =>
      loadQueryLibrary().then(
        (module) => mounted && startTransition(() => setLoaded(module)),
        (error: unknown) => {
          console.error('[queries] the query library did not load', error)
          // Only a screen waiting for a call shows it: a first screen drawn from the page's answers
          // simply stays as it is.
          if (mounted && now) setFailure(error)
        },
      )
    if (now || attempt > 0) void handOver()
    else afterLoadAndPaint(() => void handOver())
    return () => {
      mounted = false
    }
  }, [loaded, now, attempt])
  const retry = () => {
    setFailure(null)
    setAttempt((count) => count + 1)
  }
  return { library: loaded, failure, retry }
}
