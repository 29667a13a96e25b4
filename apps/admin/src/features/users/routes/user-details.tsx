import { ArrowLeftOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons'
import { ResultCode } from '@dianjing/shared'
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd'
import { useLocation, useNavigate, useParams } from 'react-router'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { useUser } from '../api/get-user.ts'
import { BanAction } from '../components/ban-action.tsx'
import { UserStatusTag } from '../components/user-cells.tsx'
import { UserProfile } from '../components/user-profile.tsx'
import { UserRecords } from '../components/user-records.tsx'

function userIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null
}

/** Where "back" goes: the list staff came from, with its search and page. */
function backPath(state: unknown): string {
  const search = (state as { search?: unknown } | null)?.search
  return typeof search === 'string' && search.startsWith('?') ? `/users${search}` : '/users'
}

/** One customer: profile, money, orders, balance movements and invitees, and the ban staff may impose. */
export function UserDetailsRoute() {
  const { userId: param } = useParams()
  const userId = userIdOf(param)
  const user = useUser(userId)
  const navigate = useNavigate()
  const back = backPath(useLocation().state)
  const role = useMe().data?.role

  const header = (
    <Flex align="center" justify="space-between" gap={12} style={{ marginBottom: 24 }}>
      <Flex align="center" gap={12} wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={() => navigate(back)} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          用户详情
        </Typography.Title>
        {user.data && (
          <>
            <Typography.Text style={{ fontSize: 16 }}>
              {user.data.nickName || user.data.phone}
            </Typography.Text>
            <UserStatusTag status={user.data.status} />
          </>
        )}
      </Flex>
      {user.data && (
        <Flex align="center" gap={8}>
          {user.data.isWorker && (
            <Button icon={<TeamOutlined />} onClick={() => navigate(`/workers/${userId}`)}>
              打手主页
            </Button>
          )}
          <Button icon={<ReloadOutlined />} loading={user.isFetching} onClick={() => user.refetch()}>
            刷新
          </Button>
          <BanAction user={user.data} role={role} />
        </Flex>
      )}
    </Flex>
  )

  if (userId === null || (user.isError && !user.data)) {
    const error = user.error instanceof ApiError ? user.error : undefined
    const forbidden = error?.code === ResultCode.forbidden
    return (
      <>
        {header}
        <Card>
          <Result
            status={forbidden ? '403' : 'warning'}
            title={forbidden ? '无权查看用户' : '无法打开该用户'}
            subTitle={error?.message ?? '用户不存在'}
            extra={
              <Flex gap={8} justify="center">
                {error && !forbidden && <Button onClick={() => user.refetch()}>重试</Button>}
                <Button type="primary" onClick={() => navigate(back)}>
                  返回用户列表
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
      {user.data ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <Card title="用户资料">
              <UserProfile user={user.data} />
            </Card>
          </Col>
          <Col xs={24} xl={16}>
            <Card styles={{ body: { paddingTop: 8 } }}>
              <UserRecords user={user.data} />
            </Card>
          </Col>
        </Row>
      ) : (
        <Card>
          <Skeleton active avatar paragraph={{ rows: 12 }} />
        </Card>
      )}
    </>
  )
}
