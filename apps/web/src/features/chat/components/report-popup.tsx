import { CHAT_REPORT_REASON_MAX, ChatMessages, type ChatMessageView } from '@dianjing/shared'
import { Button, Popup, TextArea } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { useReportChatMessage } from '../api/report-message.ts'
import styles from './report-popup.module.css'

const REASON_ID = 'chat-report-reason'

/** Tapped in, then edited as the user likes. */
export const QUICK_REASONS = ['引导私下交易', '辱骂、骚扰', '广告或诈骗', '发布违规内容']

/** Null when the reason may be sent, else what to say (the server's words). */
export function reportReasonProblem(reason: string): string | null {
  const length = [...reason.trim()].length
  if (length === 0) return ChatMessages.reasonRequired
  if (length > CHAT_REPORT_REASON_MAX) return ChatMessages.reasonTooLong
  return null
}

interface ReportPopupProps {
  /** The message being reported; null while closed. */
  message: ChatMessageView | null
  onClose: () => void
}

/** 举报: why the message goes to staff (required, at most CHAT_REPORT_REASON_MAX characters). */
export function ReportPopup({ message, onClose }: ReportPopupProps) {
  const report = useReportChatMessage()
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const problem = reportReasonProblem(reason)
  const length = [...reason.trim()].length

  useEffect(() => {
    if (message) {
      setReason('')
      setTried(false)
    }
  }, [message])

  const submit = () => {
    setTried(true)
    if (!message || problem || report.isPending) return
    report.mutate(
      { messageId: message.id, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(ChatMessages.reported)
          onClose()
        },
      },
    )
  }

  const excerpt = message ? message.body || (message.images.length > 0 ? '[图片]' : '') : ''
  return (
    <Popup
      visible={message !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.body}
    >
      <h2 className={styles.heading}>举报消息</h2>
      <p className={styles.quote}>
        <span className={styles.sender}>{message?.senderName}：</span>
        {excerpt}
      </p>
      <fieldset className={styles.quick} aria-label="常见原因">
        {QUICK_REASONS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={`${styles.chip} ${reason === quick ? styles.chosen : ''}`}
            onClick={() => setReason(quick)}
          >
            {quick}
          </button>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={REASON_ID}>
          举报原因
        </label>
        <TextArea
          id={REASON_ID}
          placeholder="请描述举报原因，平台将核实处理"
          value={reason}
          onChange={setReason}
          rows={3}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
        <span className={`${styles.count} ${length > CHAT_REPORT_REASON_MAX ? styles.over : ''}`}>
          {length}/{CHAT_REPORT_REASON_MAX}
        </span>
      </div>
      {tried && problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <Button block color="danger" shape="rounded" loading={report.isPending} onClick={submit}>
        提交举报
      </Button>
    </Popup>
  )
}
