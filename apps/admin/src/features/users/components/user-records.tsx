import { Empty, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import { OrderStateLabelTag } from '@/components/order-state-tag.tsx'
import { signedYuanText, yuanText } from '@/lib/money.ts'
import type { UserDetail } from '../api/get-user.ts'
import { Muted, minutes, nickNameOf, small } from './user-cells.tsx'

type UserOrder = UserDetail['orders'][number]
type BalanceRecord = UserDetail['balanceRecords'][number]
type Invitee = UserDetail['invitations'][number]

/** What moved the customer's balance (balance_records.kind). */
const BALANCE_KINDS: Record<string, { label: string; color: string }> = {
  topup: { label: '充值', color: 'green' },
  order: { label: '下单', color: 'blue' },
  refund: { label: '退款', color: 'orange' },
}

/** A signed movement: +¥12.34 in green, −¥12.34 in red. */
export function SignedYuan({ cents }: { cents: number }) {
  return (
    <Typography.Text type={cents > 0 ? 'success' : cents < 0 ? 'danger' : undefined} strong>
      {signedYuanText(cents)}
    </Typography.Text>
  )
}

const empty = (text: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />,
})

const orderColumns: TableColumnsType<UserOrder> = [
  {
    title: '订单号',
    dataIndex: 'orderNum',
    width: 196,
    render: (orderNum: string, order) => <Link to={`/orders/${order.id}`}>{orderNum}</Link>,
  },
  {
    title: '商品',
    dataIndex: 'title',
    render: (title: string) => <Typography.Text ellipsis={{ tooltip: title }}>{title}</Typography.Text>,
  },
  { title: '金额', dataIndex: 'amount', width: 96, align: 'right', render: yuanText },
  {
    title: '状态',
    dataIndex: 'stateLabel',
    width: 90,
    render: (label: string) => <OrderStateLabelTag label={label} />,
  },
  { title: '下单时间', dataIndex: 'createTime', width: 156, render: minutes },
]

const balanceColumns: TableColumnsType<BalanceRecord> = [
  { title: '时间', dataIndex: 'createTime', width: 170 },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 90,
    render: (kind: string) => {
      const known = BALANCE_KINDS[kind]
      return known ? <Tag color={known.color}>{known.label}</Tag> : <Tag>{kind}</Tag>
    },
  },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 120,
    align: 'right',
    render: (cents: number) => <SignedYuan cents={cents} />,
  },
  { title: '变动后余额', dataIndex: 'balanceAfter', width: 120, align: 'right', render: yuanText },
  {
    title: '支付单号',
    dataIndex: 'outTradeNo',
    render: (outTradeNo: string) =>
      outTradeNo ? (
        <Typography.Text copyable style={small}>
          {outTradeNo}
        </Typography.Text>
      ) : (
        <Muted>—</Muted>
      ),
  },
]

const inviteeColumns: TableColumnsType<Invitee> = [
  {
    title: '用户',
    key: 'user',
    render: (_, invitee) => <Link to={`/users/${invitee.id}`}>{nickNameOf(invitee)}</Link>,
  },
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: '手机号', dataIndex: 'phone', width: 140 },
  { title: '注册时间', dataIndex: 'createTime', width: 180 },
]

/** The server sends at most this many of each list, newest first. */
const LATEST = 50

function Latest({ shown, total, unit }: { shown: number; total?: number; unit: string }) {
  if (total !== undefined ? shown >= total : shown < LATEST) return null
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', ...small }}>
      仅显示最近 {shown} {unit}
      {total !== undefined ? `，共 ${total} ${unit}` : ''}
    </Typography.Paragraph>
  )
}

/** The user's latest orders, balance movements and invitees, one tab each. */
export function UserRecords({ user }: { user: UserDetail }) {
  return (
    <Tabs
      items={[
        {
          key: 'orders',
          label: `订单（${user.orderCount}）`,
          children: (
            <>
              <Table<UserOrder>
                rowKey="id"
                size="small"
                columns={orderColumns}
                dataSource={user.orders}
                pagination={false}
                tableLayout="fixed"
                locale={empty('暂无订单')}
              />
              <Latest shown={user.orders.length} total={user.orderCount} unit="笔" />
              {user.orderCount > 0 && (
                <Link
                  to={`/orders?keyword=${user.phone}`}
                  style={{ display: 'inline-block', marginTop: 12, ...small }}
                >
                  在订单列表中查看该用户的全部订单
                </Link>
              )}
            </>
          ),
        },
        {
          key: 'balance',
          label: '余额明细',
          children: (
            <>
              <Table<BalanceRecord>
                rowKey={(record) => `${record.createTime}-${record.outTradeNo}-${record.amount}`}
                size="small"
                columns={balanceColumns}
                dataSource={user.balanceRecords}
                pagination={false}
                tableLayout="fixed"
                locale={empty('暂无余额变动')}
              />
              <Latest shown={user.balanceRecords.length} unit="条" />
            </>
          ),
        },
        {
          key: 'invitations',
          label: `邀请（${user.invitations.length}${user.invitations.length >= LATEST ? '+' : ''}）`,
          children: (
            <>
              <Table<Invitee>
                rowKey="id"
                size="small"
                columns={inviteeColumns}
                dataSource={user.invitations}
                pagination={false}
                tableLayout="fixed"
                locale={empty('暂未邀请用户')}
              />
              <Latest shown={user.invitations.length} unit="位" />
            </>
          ),
        },
      ]}
    />
  )
}
