import { MINE_ORDER_COUNT_LABELS } from '@dianjing/shared'
import { RightOutline } from 'antd-mobile-icons'
import { Link } from 'react-router'
import type { OrderCountLabel, OrderCounts } from '../api/get-order-counts.ts'
import styles from './order-count-grid.module.css'

/**
 * The order list's tab (spec §2, /order-list: all, 0 unpaid, 1 paid, 4 refunded, and refund) that holds
 * the orders of each count: everything paid is under "paid", whatever its progress; 退款/售后 opens the
 * tab of that name, which lists exactly the orders it counts (applied for, refused or refunded).
 */
export const ORDER_LIST_STATUS: Record<OrderCountLabel, string> = {
  待付款: '0',
  待接单: '1',
  服务中: '1',
  待完成: '1',
  已完成: '1',
  '退款/售后': 'refund',
}

/** The order status grid of /mine with its counts; a count not loaded yet shows a dash, never a zero. */
export function OrderCountGrid({ counts }: { counts: OrderCounts | undefined }) {
  return (
    <section className={styles.card} aria-label="我的订单">
      <div className={styles.head}>
        <h2 className={styles.title}>我的订单</h2>
        <Link className={styles.all} to="/order-list?status=all">
          全部订单
          <RightOutline />
        </Link>
      </div>
      <ul className={styles.grid}>
        {MINE_ORDER_COUNT_LABELS.map((label) => (
          <li key={label}>
            <Link className={styles.cell} to={`/order-list?status=${ORDER_LIST_STATUS[label]}`}>
              <strong className={styles.count}>{counts ? counts[label] : '–'}</strong>
              <span className={styles.label}>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
