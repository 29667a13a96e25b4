import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { openSupportDialog } from '@/components/on-demand.ts'
import { isWechat } from '@/lib/env.ts'
import { useSystemConfig } from '../api/get-system-config.ts'
import styles from './product-buy-bar.module.css'

interface ProductBuyBarProps {
  productId: number
  soldOut: boolean
}

/**
 * Support and pay-now (spec §2). Paying needs WeChat's payment bridge, so in a plain browser pay-now
 * opens the support dialog instead of the order page.
 */
export function ProductBuyBar({ productId, soldOut }: ProductBuyBarProps) {
  const navigate = useNavigate()
  const supportWechatId = useSystemConfig().data?.supportWechatId ?? ''
  const showSupport = () => openSupportDialog(supportWechatId)
  const payNow = () => {
    if (isWechat()) navigate(`/order-pay?productId=${productId}`)
    else showSupport()
  }
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.support} onClick={showSupport}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            d="M5 15.5V11a7 7 0 0 1 14 0v4.5M5 12.5h2.5v5H6a1 1 0 0 1-1-1v-4Zm14 0h-2.5v5H18a1 1 0 0 0 1-1v-4Zm-1 5a4 4 0 0 1-4 3h-1.5"
          />
        </svg>
        <span>客服</span>
      </button>
      <Button className={styles.buy} color="primary" shape="rounded" disabled={soldOut} onClick={payNow}>
        {soldOut ? '已售罄' : '立即购买'}
      </Button>
    </div>
  )
}
