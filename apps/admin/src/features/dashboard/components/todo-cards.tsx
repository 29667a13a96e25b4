import {
  AuditOutlined,
  RightOutlined,
  RollbackOutlined,
  TransactionOutlined,
  WalletOutlined,
} from '@ant-design/icons'
import { Card, Col, Flex, Row, Typography, theme } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Dashboard } from '../api/get-dashboard.ts'
import { countText } from './numbers.ts'

export interface Todo {
  key: keyof Dashboard['todo']
  title: string
  unit: string
  /** The section that handles it. */
  path: string
  icon: ReactNode
  color: string
}

export const TODOS: Todo[] = [
  {
    key: 'applications',
    title: '入驻审核',
    unit: '份申请待审核',
    path: '/applications',
    icon: <AuditOutlined />,
    color: '#6d28d9',
  },
  {
    key: 'refunds',
    title: '退款审核',
    unit: '笔退款待处理',
    path: '/refunds',
    icon: <RollbackOutlined />,
    color: '#e11d48',
  },
  {
    key: 'withdrawals',
    title: '提现审核',
    unit: '笔提现待打款',
    path: '/withdrawals',
    icon: <WalletOutlined />,
    color: '#0891b2',
  },
  {
    key: 'toSettle',
    title: '待结算',
    unit: '笔订单待结算',
    path: '/settlements',
    icon: <TransactionOutlined />,
    color: '#d97706',
  },
]

function TodoCard({ todo, count }: { todo: Todo; count: number }) {
  const { token } = theme.useToken()
  const waiting = count > 0
  return (
    <Link to={todo.path} aria-label={`${todo.title}：${count}`} style={{ display: 'block', height: '100%' }}>
      <Card hoverable size="small" styles={{ body: { padding: '16px 20px' } }} style={{ height: '100%' }}>
        <Flex align="center" gap={16}>
          <Flex
            align="center"
            justify="center"
            style={{
              flex: 'none',
              width: 44,
              height: 44,
              borderRadius: 12,
              fontSize: 20,
              color: todo.color,
              background: `${todo.color}14`,
            }}
          >
            {todo.icon}
          </Flex>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text type="secondary">{todo.title}</Typography.Text>
            <Flex align="baseline" gap={6}>
              <span
                style={{
                  fontSize: 24,
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  color: waiting ? todo.color : token.colorTextQuaternary,
                }}
              >
                {countText(count)}
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {waiting ? todo.unit : '暂无待办'}
              </Typography.Text>
            </Flex>
          </div>
          <RightOutlined style={{ color: token.colorTextQuaternary }} />
        </Flex>
      </Card>
    </Link>
  )
}

/** What is waiting for someone, each card opening the page that handles it; only pages the role may open. */
export function TodoCards({ todo, todos }: { todo: Dashboard['todo']; todos: Todo[] }) {
  return (
    <Row gutter={[16, 16]}>
      {todos.map((item) => (
        <Col key={item.key} xs={24} sm={12} xl={6}>
          <TodoCard todo={item} count={todo[item.key]} />
        </Col>
      ))}
    </Row>
  )
}
