import { Button } from 'antd-mobile'
import styles from './worker-order-bar.module.css'

/** The bar at the foot of a worker's page. */
export function WorkerOrderBar({ onOrder }: { onOrder: () => void }) {
  return (
    <div className={styles.bar}>
      <Button className={styles.order} color="primary" shape="rounded" onClick={onOrder}>
        立即下单
      </Button>
    </div>
  )
}
