import { Button } from 'antd-mobile'
import styles from './submit-button.module.css'

/** The one big action at the bottom of a form; spins while the call is under way. */
export function SubmitButton({ loading, children }: { loading: boolean; children: string }) {
  return (
    <Button
      className={styles.button}
      type="submit"
      block
      color="primary"
      shape="rounded"
      size="large"
      loading={loading}
      loadingText={`${children}中`}
    >
      {children}
    </Button>
  )
}
