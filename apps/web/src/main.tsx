import { unstableSetRender } from 'antd-mobile'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/index.tsx'
import { prepareSession } from './features/account/silent-auth.ts'
import { isHomePath, primeHome } from './features/catalogue/api/prime-home.ts'
import { afterLoad } from './lib/after-load.ts'
import { renderDetached } from './lib/antd-mobile-render.ts'
import { initEnv } from './lib/env.ts'
import { loadToast } from './lib/toast.ts'

// antd-mobile's Toast, Dialog and ImageViewer mount themselves; on React 19 they need createRoot.
unstableSetRender(renderDetached)
// Spec §1: detect WeChat or h5 once and store it, before any screen or call reads it.
initEnv()

function render() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const app = createRoot(root)
  // The first render as a transition: React draws the page in slices of a few milliseconds and lets the
  // browser run between them, instead of one task as long as the whole first screen (issue 24: a
  // task over 50 ms of a slow phone's time blocks a tap). Nothing is shown before it has all been drawn.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}

// Spec §4: in WeChat, finish a return from authorization (?code) or leave for it before anything renders.
prepareSession()
  .catch((error: unknown) => {
    console.error('[session] start-up failed', error)
    return 'ready' as const
  })
  .then(async (outcome) => {
    if (outcome !== 'ready') return
    // Home's data came with the page: with it in hand, home's first render is its whole first screen.
    if (isHomePath(window.location.pathname)) await primeHome()
    render()
    // The toast's code is not part of the first download; it is fetched once the page is up.
    afterLoad(() => void loadToast())
  })
