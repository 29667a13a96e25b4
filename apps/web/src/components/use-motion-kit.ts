import { startTransition, useEffect, useState } from 'react'
import { afterLoadAndPaint } from '@/lib/after-load.ts'
import { loadedOnce } from '@/lib/loaded-once.ts'

type MotionKit = typeof import('./motion-kit.ts')

/** The kit, downloaded once; a failed download (a lost connection) is tried again by the next caller. */
const motionKit = loadedOnce(() => import('./motion-kit.ts'))

/**
 * The gesture components (motion-kit.ts) once they are loaded, undefined before: the caller draws the
 * same frame without them meanwhile. Loading starts once the page has loaded (its first images shown),
 * so the first screen is drawn and painted before anything replaces part of it; once loaded, later
 * pages get the kit at once.
 */
export function useMotionKit(): MotionKit | undefined {
  const [loaded, setLoaded] = useState(motionKit.loaded)
  useEffect(() => {
    if (loaded) return
    let mounted = true
    afterLoadAndPaint(() =>
      motionKit.load().then(
        // A transition: the swap is rendered in slices that leave the page free to answer a tap.
        (module) => mounted && startTransition(() => setLoaded(module)),
        // Without the gestures the first frame still shows everything and its taps still work.
        (error: unknown) => console.error('[motion] the gesture components did not load', error),
      ),
    )
    return () => {
      mounted = false
    }
  }, [loaded])
  return loaded
}
