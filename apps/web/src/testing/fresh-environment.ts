import { vi } from 'vitest'

/**
 * The test files share one worker and one jsdom page (isolate: false): starting each file from a fresh
 * page here costs far less than a new worker and page per file. Runs before every file, ahead of
 * setup.ts: the app's modules are loaded again, so each file has its own module state and mocks, while
 * the libraries (React, antd-mobile) stay loaded; and what a file left in the page is cleared.
 */
vi.resetModules()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
// Set by testing/render.tsx for the files that render with act.
delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
runFramesOnRealTimers()
document.head.replaceChildren()
document.body.replaceChildren()
localStorage.clear()
sessionStorage.clear()
history.replaceState(null, '', '/')

/**
 * jsdom runs animation frames on one interval from the global setInterval, started by the first frame
 * asked for while none waits. Started under a file's fake timers, that interval never fires once the
 * timers are real again, and no frame runs after: antd-mobile's animations (react-spring's frame loop,
 * which keeps a frame waiting while it runs) stall in every later file. The page shared by the files
 * runs its frames on the real clock instead, whatever a file does with the timers, every 16 ms as jsdom
 * does; installed once, before antd-mobile loads and keeps a reference to it.
 * antd-mobile's animation loop itself (react-spring, a library, loaded once) is shared by the files:
 * a test does not wait for an animation to end, it clears the toast or dialog instead.
 */
function runFramesOnRealTimers() {
  const page = globalThis as { framesOnRealTimers?: boolean }
  if (page.framesOnRealTimers) return
  page.framesOnRealTimers = true
  const realSetTimeout = globalThis.setTimeout
  const realClearTimeout = globalThis.clearTimeout
  const waiting = new Map<number, ReturnType<typeof setTimeout>>()
  let lastHandle = 0
  const request = (callback: FrameRequestCallback) => {
    const handle = ++lastHandle
    waiting.set(
      handle,
      realSetTimeout(() => {
        waiting.delete(handle)
        callback(performance.now())
      }, 16),
    )
    return handle
  }
  const cancel = (handle: number) => {
    realClearTimeout(waiting.get(handle))
    waiting.delete(handle)
  }
  window.requestAnimationFrame = globalThis.requestAnimationFrame = request
  window.cancelAnimationFrame = globalThis.cancelAnimationFrame = cancel
}
