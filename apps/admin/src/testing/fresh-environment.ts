import type { EventEmitter } from 'node:events'
import { vi } from 'vitest'

/**
 * The test files share one worker and one jsdom page (isolate: false): starting each file from a fresh
 * page here costs far less than a new worker and page per file. Runs before every file: the console's
 * modules are loaded again, so each file has its own module state and mocks, while the libraries
 * (React, antd) stay loaded; and what a file left in the page is cleared.
 */
vi.resetModules()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
// Set by testing/console-test-kit.tsx for the files that render with act.
delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
// jsdom runs animation frames on one interval from the global setInterval: a frame asked for under fake
// timers leaves it waiting for an interval that never fires, and no frame runs again. Cancelling every
// frame asked for so far stops that interval (the next frame starts a real one).
const lastFrame = window.requestAnimationFrame(() => {})
for (let frame = 1; frame <= lastFrame; frame++) window.cancelAnimationFrame(frame)
document.head.replaceChildren()
document.body.replaceChildren()
localStorage.clear()
sessionStorage.clear()
history.replaceState(null, '', '/')

// jsdom's CSS parser (@acemir/cssom) rejects a custom property with an empty value, which CSS allows and
// browsers accept; antd's Tabs styles hold two (--ant-tabs-horizontal-item-margin:;), so every page with
// tabs printed "Could not parse CSS stylesheet". jsdom reports those as "css-parsing" errors on the page's
// virtual console (vitest exposes the JSDOM object as the global jsdom); forward its other errors as jsdom
// does by default (as forwardTo's jsdomErrors option would). What the tests print is untouched. This can go
// once jsdom's parser accepts empty custom properties.
const { virtualConsole } = (globalThis as unknown as { jsdom: { virtualConsole: EventEmitter } }).jsdom
virtualConsole.removeAllListeners('jsdomError')
virtualConsole.on('jsdomError', (error: Error & { type: string; cause?: { stack?: string } }) => {
  if (error.type === 'css-parsing') return
  console.error(error.type === 'unhandled-exception' ? error.cause?.stack : error.message)
})
