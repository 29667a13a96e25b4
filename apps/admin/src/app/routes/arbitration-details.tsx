import { ArbitrationStatus } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, Card, Col, Flex, Row, Typography } from 'antd'
import { useLocation, useParams } from 'react-router'
import { DetailPage } from '@/components/detail-page.tsx'
import { readOnlyText } from '@/components/read-only-notice.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { type ArbitrationDetail, useArbitration } from '@/features/arbitrations/api/get-arbitration.ts'
import { canRuleArbitrations } from '@/features/arbitrations/api/get-arbitrations.ts'
import { ArbitrationSummary } from '@/features/arbitrations/components/arbitration-summary.tsx'
import { ArbitrationStateTag, EvidenceDeadline } from '@/features/arbitrations/components/dispute-labels.tsx'
import { EvidenceSides } from '@/features/arbitrations/components/evidence-sides.tsx'
import { ProposalsHistory } from '@/features/arbitrations/components/proposals-history.tsx'
import { RulingForm } from '@/features/arbitrations/components/ruling-form.tsx'
import { RulingResult } from '@/features/arbitrations/components/ruling-result.tsx'
import { useOrder } from '@/features/orders/api/get-order.ts'
import { orderKeys } from '@/features/orders/api/keys.ts'
import { OrderChatCard } from '@/features/orders/components/order-chat.tsx'
import { OrderProgressCard } from '@/features/orders/components/order-progress.tsx'
import { useMe } from '@/lib/me.ts'
import { idParam } from '@/lib/search-params.ts'

/** The ruling card: the form for those who rule, the ruling once made, and who rules for the others. */
function RulingCard({ arbitration }: { arbitration: ArbitrationDetail }) {
  const role = useMe().data?.role
  const queryClient = useQueryClient()
  if (arbitration.ruling) {
    return (
      <Card title="裁决结果">
        <RulingResult ruling={arbitration.ruling} amount={arbitration.amount} />
      </Card>
    )
  }
  if (arbitration.status !== ArbitrationStatus.open) return null
  return (
    <Card title="裁决">
      {canRuleArbitrations(role) ? (
        <RulingForm
          arbitration={arbitration}
          // The order ended 协商完成: its state, chat and progress read again here and on its page.
          onRuled={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })}
        />
      ) : (
        role && <Alert type="info" showIcon title={readOnlyText(role, '仲裁', '裁决由运营或财务处理')} />
      )}
    </Card>
  )
}

/**
 * One arbitration, everything a ruling rests on in one place: the order, the proposals that failed, both
 * sides' evidence side by side, the order's chat and progress, and the ruling.
 */
function ArbitrationPage({ arbitration }: { arbitration: ArbitrationDetail }) {
  const role = useMe().data?.role
  const { pathname } = useLocation()
  // The progress card reads the order's own times and states, from the order's page's query.
  const order = useOrder(arbitration.orderId).data
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={16}>
          <Card title="订单与仲裁">
            <ArbitrationSummary arbitration={arbitration} from={pathname} />
          </Card>
          <Card
            title="双方证据"
            extra={<EvidenceDeadline open={arbitration.evidenceOpen} dueTime={arbitration.evidenceDueTime} />}
          >
            <EvidenceSides evidence={arbitration.evidence} />
          </Card>
          <OrderChatCard orderId={arbitration.orderId} role={role} />
          {order && order.workerId !== null && <OrderProgressCard order={order} />}
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={16}>
          <RulingCard arbitration={arbitration} />
          <Card title="协商记录">
            <ProposalsHistory proposals={arbitration.proposals} />
          </Card>
        </Flex>
      </Col>
    </Row>
  )
}

export function ArbitrationDetailsRoute() {
  const id = idParam(useParams().arbitrationId)
  const arbitration = useArbitration(id)
  const queryClient = useQueryClient()
  const orderId = arbitration.data?.orderId
  const refresh = () =>
    Promise.all([
      arbitration.refetch(),
      orderId !== undefined && queryClient.refetchQueries({ queryKey: orderKeys.one(orderId) }),
      orderId !== undefined && queryClient.refetchQueries({ queryKey: orderKeys.progress(orderId) }),
    ])

  return (
    <DetailPage
      title="仲裁详情"
      subject="仲裁"
      list="/arbitrations"
      found={id !== null}
      record={arbitration}
      name={(data) => data.orderNum}
      copyableName
      tag={(data) => <ArbitrationStateTag status={data.status} />}
      actions={(data) => (
        <>
          <Typography.Text type="secondary">发起 {data.createTime}</Typography.Text>
          <RefreshButton loading={arbitration.isFetching} onRefresh={refresh} />
        </>
      )}
      actionGap={12}
    >
      {(data) => <ArbitrationPage arbitration={data} />}
    </DetailPage>
  )
}
