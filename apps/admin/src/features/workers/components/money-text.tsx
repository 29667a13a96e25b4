import { Typography } from 'antd'
import { signedYuanText } from '@/lib/money.ts'

/** A signed change: +¥12.34 in green, −¥12.34 in red, nothing for zero. */
export function SignedAmount({ cents }: { cents: number }) {
  if (cents === 0) return null
  return (
    <Typography.Text type={cents > 0 ? 'success' : 'danger'} style={{ whiteSpace: 'nowrap' }}>
      {signedYuanText(cents)}
    </Typography.Text>
  )
}
