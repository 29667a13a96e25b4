import { HOME_NOTICE_REPEAT_SECONDS, StorageKey } from '@dianjing/shared'
import { Dialog } from 'antd-mobile'
import { useEffect } from 'react'
import { RichHtml } from '@/components/rich-html.tsx'
import { getTimedFlag, setTimedFlag } from '@/lib/storage.ts'

/** The home notice as a dialog, at most once per 5 minutes (spec §2, §4), tracked by a timed flag. */
export function useHomeNoticeDialog(html: string | undefined): void {
  useEffect(() => {
    if (!html?.trim() || getTimedFlag(StorageKey.homeNotice)) return
    // Raised before showing, so a second mount (StrictMode, a quick back and forth) shows nothing.
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    Dialog.alert({
      title: '平台公告',
      content: <RichHtml html={html} />,
      confirmText: '我知道了',
    })
  }, [html])
}
