import styles from './wechat-pay-notice.module.css'

/**
 * Said as the order page opens in a plain browser (a shared link): WeChat Pay works only inside
 * WeChat, so the customer learns it before filling the form, with support one tap away.
 */
export function WechatPayNotice({ onContactSupport }: { onContactSupport: () => void }) {
  return (
    <section className={styles.notice} role="note" aria-label="支付提示">
      <div className={styles.text}>
        <strong className={styles.title}>请在微信中打开本页完成支付</strong>
        <p className={styles.hint}>当前浏览器无法使用微信支付，可找客服下单</p>
      </div>
      <button type="button" className={styles.support} onClick={onContactSupport}>
        联系客服
      </button>
    </section>
  )
}
