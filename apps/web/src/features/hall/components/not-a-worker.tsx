import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'

/**
 * The server refused the worker pages to this user ('您还不是打手，请先申请入驻', or suspended): its
 * words, and the way back to 我的, where the worker-center entry tells them what to do next.
 */
export function NotAWorker({ message }: { message: string }) {
  const navigate = useNavigate()
  return (
    <EmptyState title="暂时无法接单" description={message} page>
      <Button color="primary" shape="rounded" onClick={() => navigate('/mine', { replace: true })}>
        返回我的
      </Button>
    </EmptyState>
  )
}
