import { TeamOutlined } from '@ant-design/icons'
import { Button, Card, Col, Row } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { DetailPage } from '@/components/detail-page.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useMe } from '@/lib/me.ts'
import { idParam } from '@/lib/search-params.ts'
import { useUser } from '../api/get-user.ts'
import { BanAction } from '../components/ban-action.tsx'
import { UserStatusTag } from '../components/user-cells.tsx'
import { UserProfile } from '../components/user-profile.tsx'
import { UserRecords } from '../components/user-records.tsx'

/** One customer: profile, money, orders, balance movements and invitees, and the ban staff may impose. */
export function UserDetailsRoute() {
  const userId = idParam(useParams().userId)
  const user = useUser(userId)
  const navigate = useNavigate()
  const role = useMe().data?.role

  return (
    <DetailPage
      title="用户详情"
      subject="用户"
      list="/users"
      found={userId !== null}
      record={user}
      name={(data) => data.nickName || data.phone}
      tag={(data) => <UserStatusTag status={data.status} />}
      actions={(data) => (
        <>
          {data.isWorker && (
            <Button icon={<TeamOutlined />} onClick={() => navigate(`/workers/${userId}`)}>
              打手主页
            </Button>
          )}
          <RefreshButton loading={user.isFetching} onRefresh={user.refetch} />
          <BanAction user={data} role={role} />
        </>
      )}
      avatar
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <Card title="用户资料">
              <UserProfile user={data} />
            </Card>
          </Col>
          <Col xs={24} xl={16}>
            <Card styles={{ body: { paddingTop: 8 } }}>
              <UserRecords user={data} />
            </Card>
          </Col>
        </Row>
      )}
    </DetailPage>
  )
}
