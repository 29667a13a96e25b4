import { ArrowLeftOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons'
import { ResultCode } from '@dianjing/shared'
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd'
import { useLocation, useNavigate, useParams } from 'react-router'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { useWorker, type WorkerDetail } from '../api/get-worker.ts'
import { WorkerActions } from '../components/worker-actions.tsx'
import { WorkerMoney } from '../components/worker-money.tsx'
import { WorkerApplication, WorkerPayout } from '../components/worker-payout.tsx'
import { WorkerProfile } from '../components/worker-profile.tsx'
import { WorkerRecords } from '../components/worker-records.tsx'
import { WorkerStatusTag } from '../components/worker-status-tag.tsx'

function userIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null
}

/** Where "back" goes: the list staff came from with its search and page, else the workers list. */
function backPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') ? from : '/workers'
}

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
  const { userId: param } = useParams()
  const userId = userIdOf(param)
  const worker = useWorker(userId)
  const role = useMe().data?.role
  const navigate = useNavigate()
  const back = backPath(useLocation().state)

  const header = (
    <Flex align="center" justify="space-between" gap={12} style={{ marginBottom: 24 }}>
      <Flex align="center" gap={12} wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={() => navigate(back)} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          打手详情
        </Typography.Title>
        {worker.data && (
          <>
            <Typography.Text style={{ fontSize: 16 }}>
              {worker.data.nickName || worker.data.phone}
              {worker.data.realName ? `（${worker.data.realName}）` : ''}
            </Typography.Text>
            <WorkerStatusTag status={worker.data.status} />
          </>
        )}
      </Flex>
      {worker.data && (
        <Flex align="center" gap={8}>
          <Button icon={<UserOutlined />} onClick={() => navigate(`/users/${userId}`)}>
            用户资料
          </Button>
          <Button icon={<ReloadOutlined />} loading={worker.isFetching} onClick={() => worker.refetch()}>
            刷新
          </Button>
          <WorkerActions worker={worker.data} role={role} />
        </Flex>
      )}
    </Flex>
  )

  if (userId === null || (worker.isError && !worker.data)) {
    const error = worker.error instanceof ApiError ? worker.error : undefined
    const forbidden = error?.code === ResultCode.forbidden
    return (
      <>
        {header}
        <Card>
          <Result
            status={forbidden ? '403' : 'warning'}
            title={forbidden ? '无权查看打手' : '无法打开该打手'}
            subTitle={error?.message ?? '打手不存在'}
            extra={
              <Flex gap={8} justify="center">
                {error && !forbidden && <Button onClick={() => worker.refetch()}>重试</Button>}
                <Button type="primary" onClick={() => navigate(back)}>
                  返回打手列表
                </Button>
              </Flex>
            }
          />
        </Card>
      </>
    )
  }

  return (
    <>
      {header}
      {worker.data ? (
        <WorkerPage worker={worker.data} />
      ) : (
        <Card>
          <Skeleton active avatar paragraph={{ rows: 12 }} />
        </Card>
      )}
    </>
  )
}
