import { UserOutlined } from '@ant-design/icons'
import { Button, Card, Col, Flex, Row } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { DetailPage } from '@/components/detail-page.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useMe } from '@/lib/me.ts'
import { idParam } from '@/lib/search-params.ts'
import { useWorker, type WorkerDetail } from '../api/get-worker.ts'
import { WorkerActions } from '../components/worker-actions.tsx'
import { WorkerMoney } from '../components/worker-money.tsx'
import { WorkerApplication, WorkerPayout } from '../components/worker-payout.tsx'
import { WorkerProfile } from '../components/worker-profile.tsx'
import { WorkerRecords } from '../components/worker-records.tsx'
import { WorkerStatusTag } from '../components/worker-status-tag.tsx'

function WorkerPage({ worker }: { worker: WorkerDetail }) {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Card title="打手资料" style={{ height: '100%' }}>
            <WorkerProfile worker={worker} />
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <WorkerMoney worker={worker} />
            <Card title="支付宝收款信息" size="small">
              <WorkerPayout worker={worker} />
            </Card>
            <Card title="入驻申请" size="small">
              <WorkerApplication application={worker.application} />
            </Card>
          </Flex>
        </Col>
      </Row>
      <Card styles={{ body: { paddingTop: 8 } }}>
        <WorkerRecords worker={worker} />
      </Card>
    </Flex>
  )
}

/** One worker: who they are, their money and payout account, the application, ledger, orders and reviews. */
export function WorkerDetailsRoute() {
  const userId = idParam(useParams().userId)
  const worker = useWorker(userId)
  const role = useMe().data?.role
  const navigate = useNavigate()

  return (
    <DetailPage
      title="打手详情"
      subject="打手"
      list="/workers"
      found={userId !== null}
      record={worker}
      name={(data) => `${data.nickName || data.phone}${data.realName ? `（${data.realName}）` : ''}`}
      tag={(data) => <WorkerStatusTag status={data.status} />}
      actions={(data) => (
        <>
          <Button icon={<UserOutlined />} onClick={() => navigate(`/users/${userId}`)}>
            用户资料
          </Button>
          <RefreshButton loading={worker.isFetching} onRefresh={worker.refetch} />
          <WorkerActions worker={data} role={role} />
        </>
      )}
      avatar
    >
      {(data) => <WorkerPage worker={data} />}
    </DetailPage>
  )
}
