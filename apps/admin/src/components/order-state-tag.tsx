import { ORDER_STATE_LABELS } from '@dianjing/shared'
import { Tag } from 'antd'

/** The orders list's colours, keyed by the state's name, for lists that carry only the server's label. */
const LABEL_COLORS: Record<string, string> = {
  [ORDER_STATE_LABELS.awaitingPayment]: 'orange',
  [ORDER_STATE_LABELS.waitingForWorker]: 'blue',
  [ORDER_STATE_LABELS.inService]: 'purple',
  [ORDER_STATE_LABELS.awaitingClose]: 'gold',
  [ORDER_STATE_LABELS.completed]: 'green',
  [ORDER_STATE_LABELS.refunded]: 'magenta',
  [ORDER_STATE_LABELS.negotiated]: 'cyan',
  [ORDER_STATE_LABELS.ruled]: 'cyan',
}

/** An order's state as the server words it (`stateLabel`); what needs someone is bright. */
export function OrderStateLabelTag({ label }: { label: string }) {
  return <Tag color={LABEL_COLORS[label] ?? 'default'}>{label}</Tag>
}
