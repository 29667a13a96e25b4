import { formatCents } from '@dianjing/shared'
import { Typography } from 'antd'

/** ¥12.34 */
export const yuanText = (cents: number) => `¥${formatCents(cents)}`

/** A signed change: +¥12.34 in green, −¥12.34 in red, nothing for zero. */
export function SignedAmount({ cents }: { cents: number }) {
  if (cents === 0) return null
  return (
    <Typography.Text type={cents > 0 ? 'success' : 'danger'} style={{ whiteSpace: 'nowrap' }}>
      {cents > 0 ? '+' : '−'}¥{formatCents(Math.abs(cents))}
    </Typography.Text>
  )
}
