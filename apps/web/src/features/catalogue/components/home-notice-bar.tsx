import { NoticeBar } from 'antd-mobile'
import { SoundOutline } from 'antd-mobile-icons'
import { htmlToText } from '@/components/rich-html.tsx'
import styles from './home-notice-bar.module.css'

/** The scrolling notice of home (spec §2): the home notice's text on one line. */
export function HomeNoticeBar({ html }: { html: string | undefined }) {
  const text = html ? htmlToText(html) : ''
  if (!text) return null
  return (
    <NoticeBar
      className={styles.bar}
      shape="rounded"
      bordered={false}
      icon={<SoundOutline />}
      content={text}
      speed={40}
    />
  )
}
