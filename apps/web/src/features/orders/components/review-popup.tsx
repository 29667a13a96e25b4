import { FulfilmentMessages, REVIEW_COMMENT_MAX, reviewBody } from '@dianjing/shared'
import { Button, Popup, Rate, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { type ReviewOrderBody, useReviewOrder } from '../api/review-order.ts'
import styles from './review-popup.module.css'

interface ReviewPopupProps {
  /** The order being rated; null keeps the popup closed. */
  orderId: number | null
  onClose: () => void
}

export const STAR_WORDS = ['', '非常不满意', '不满意', '一般', '满意', '非常满意'] as const

/** The form's checks, as the server makes them: stars 1–5 required, the comment at most 200. */
export function checkReview(orderId: number | null, stars: number, comment: string) {
  return validate<ReviewOrderBody>(reviewBody, { orderId, stars: stars || undefined, comment })
}

/** Rate the worker of a settled order (once): 1–5 stars and an optional comment. */
export function ReviewPopup({ orderId, onClose }: ReviewPopupProps) {
  const [stars, setStars] = useState(0)
  const [comment, setComment] = useState('')
  const review = useReviewOrder()
  const close = () => {
    setStars(0)
    setComment('')
    onClose()
  }
  const submit = () => {
    if (review.isPending) return
    const checked = checkReview(orderId, stars, comment)
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    review.mutate(checked.data, {
      onSuccess: () => {
        showToast(FulfilmentMessages.reviewThanks)
        close()
      },
    })
  }
  return (
    <Popup
      visible={orderId !== null}
      onClose={close}
      onMaskClick={close}
      showCloseButton
      bodyClassName={styles.body}
    >
      <h2 className={styles.heading}>评价本次服务</h2>
      <p className={styles.hint}>您的评价将帮助其他老板挑选打手</p>
      <div className={styles.stars}>
        <Rate value={stars} onChange={setStars} aria-label="评分" />
        <span className={styles.starWord} aria-live="polite">
          {stars > 0 ? STAR_WORDS[stars] : '请点击星星评分'}
        </span>
      </div>
      <label className={styles.label} htmlFor="review-comment">
        评价内容<span className={styles.optional}>（选填）</span>
      </label>
      <TextArea
        id="review-comment"
        className={styles.comment}
        placeholder="说说打手的技术、态度和准时情况吧"
        maxLength={REVIEW_COMMENT_MAX}
        showCount
        rows={4}
        value={comment}
        onChange={setComment}
      />
      <Button block color="primary" shape="rounded" loading={review.isPending} onClick={submit}>
        提交评价
      </Button>
    </Popup>
  )
}
