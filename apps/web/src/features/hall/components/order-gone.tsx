import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'

/** The order cannot be shown here any more (taken by another worker, refunded, not this worker's). */
export function OrderGone({ message, backTo }: { message: string; backTo: { label: string; to: string } }) {
  const navigate = useNavigate()
  return (
    <EmptyState title={message} page>
      <Button color="primary" shape="rounded" onClick={() => navigate(backTo.to, { replace: true })}>
        {backTo.label}
      </Button>
    </EmptyState>
  )
}
