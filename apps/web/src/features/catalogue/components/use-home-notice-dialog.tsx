import { HOME_NOTICE_REPEAT_SECONDS, StorageKey } from '@dianjing/shared'
import { useEffect } from 'react'
import { afterLoadAndPaint } from '@/lib/after-load.ts'
import { getTimedFlag, setTimedFlag } from '@/lib/storage.ts'

/** The notice comes this long after the first screen has been shown, its pictures in. */
const NOTICE_DELAY_MS = 800

/** After the load event and the first screen's frame (the load event can come before the app has drawn). */
function afterFirstScreen(delayMs: number): Promise<void> {
  return new Promise((resolve) => afterLoadAndPaint(() => setTimeout(resolve, delayMs)))
}

/**
 * The home notice as a dialog, at most once per 5 minutes (spec §2, §4), tracked by a timed flag.
 * It opens a moment after the first screen has been shown, and only then loads the dialog's code and HTML
 * sanitiser, so it does not hold up the banners and products on a slow network.
 */
export function useHomeNoticeDialog(html: string | undefined): void {
  useEffect(() => {
    if (!html?.trim() || getTimedFlag(StorageKey.homeNotice)) return
    // Raised before showing, so a second mount (StrictMode, a quick back and forth) shows nothing.
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    void afterFirstScreen(NOTICE_DELAY_MS)
      .then(() => import('./home-notice-dialog.tsx'))
      .then((module) => module.showHomeNotice(html))
  }, [html])
}
