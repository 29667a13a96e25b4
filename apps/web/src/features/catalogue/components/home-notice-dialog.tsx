import { Dialog } from 'antd-mobile'
import { RichHtml } from '@/components/rich-html.tsx'

/** The home notice in full (spec §2), as staff formatted it. */
export function showHomeNotice(html: string): void {
  Dialog.alert({
    title: '平台公告',
    content: <RichHtml html={html} />,
    confirmText: '我知道了',
  })
}
