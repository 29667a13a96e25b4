import { NoticeBar } from 'antd-mobile'
import { SoundOutline } from 'antd-mobile-icons'
import { htmlToText } from '@/components/html-text.ts'
import styles from './home-notice-bar.module.css'

/**
 * The scrolling notice of home (spec §2): the platform notice (平台须知, plain text, set for this bar in
 * the console), or the home notice's text on one line when none is set. While the config is on its way
 * the bar's place is kept, so the products below do not jump down when it arrives.
 */
export function HomeNoticeBar({
  text: notice,
  html,
  loading,
}: {
  text: string | undefined
  html: string | undefined
  loading: boolean
}) {
  if (loading) return <div className={styles.placeholder} aria-hidden="true" />
  const text = notice?.trim() || (html ? htmlToText(html) : '')
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
