import { HOME_NOTICE_REPEAT_SECONDS, StorageKey } from '@dianjing/shared'
import { useEffect } from 'react'
import { getTimedFlag, setTimedFlag } from '@/lib/storage.ts'

/** The notice comes this long after the page has loaded, once the first screen's pictures are in. */
const NOTICE_DELAY_MS = 800

function afterPageLoad(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => setTimeout(resolve, delayMs)
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
  })
}

/**
 * The home notice as a dialog, at most once per 5 minutes (spec §2, §4), tracked by a timed flag.
 * It opens a moment after the page has loaded, and only then loads the dialog's code and HTML
 * sanitiser, so it does not hold up the banners and products on a slow network.
 */
export function useHomeNoticeDialog(html: string | undefined): void {
  useEffect(() => {
    if (!html?.trim() || getTimedFlag(StorageKey.homeNotice)) return
    // Raised before showing, so a second mount (StrictMode, a quick back and forth) shows nothing.
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    void afterPageLoad(NOTICE_DELAY_MS)
      .then(() => import('./home-notice-dialog.tsx'))
      .then((module) => module.showHomeNotice(html))
  }, [html])
}
