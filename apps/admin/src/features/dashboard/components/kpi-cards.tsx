import { Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd'
import { yuanText } from '@/lib/money.ts'
import type { Dashboard, DashboardTotals } from '../api/get-dashboard.ts'
import { countText, percentText } from './numbers.ts'

interface Kpi {
  key: keyof DashboardTotals
  label: string
  format: (value: number) => string
  /** What the number counts, under the figure. */
  hint: string
}

export const KPIS: Kpi[] = [
  { key: 'paidAmount', label: '支付金额', format: yuanText, hint: '客户实际支付的订单金额' },
  { key: 'paidOrders', label: '支付订单', format: countText, hint: '完成支付的订单数' },
  { key: 'newUsers', label: '新增用户', format: countText, hint: '新注册的用户' },
  { key: 'newWorkers', label: '新增打手', format: countText, hint: '入驻审核通过的打手' },
  { key: 'refundRate', label: '退款率', format: percentText, hint: '退款订单占支付订单的比例' },
]

function KpiCard({ kpi, today, month }: { kpi: Kpi; today: number; month: number }) {
  const { token } = theme.useToken()
  return (
    <Card size="small" styles={{ body: { padding: '16px 20px' } }} style={{ height: '100%' }}>
      <Typography.Text type="secondary">今日{kpi.label}</Typography.Text>
      <div
        style={{
          margin: '6px 0 12px',
          fontSize: 26,
          fontWeight: 600,
          lineHeight: '34px',
          fontVariantNumeric: 'tabular-nums',
          color: token.colorTextHeading,
        }}
      >
        {kpi.format(today)}
      </div>
      <Flex
        justify="space-between"
        align="baseline"
        gap={8}
        style={{ paddingTop: 10, borderTop: `1px solid ${token.colorBorderSecondary}`, fontSize: 13 }}
      >
        <Typography.Text type="secondary">本月</Typography.Text>
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {kpi.format(month)}
        </Typography.Text>
      </Flex>
    </Card>
  )
}

/** Today's figures, each with this month's beside it. */
export function KpiCards({ dashboard }: { dashboard: Dashboard | undefined }) {
  return (
    <Row gutter={[16, 16]}>
      {KPIS.map((kpi) => (
        <Col key={kpi.key} flex="1 1 200px">
          {dashboard ? (
            <KpiCard kpi={kpi} today={dashboard.today[kpi.key]} month={dashboard.month[kpi.key]} />
          ) : (
            <Card size="small">
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </Card>
          )}
        </Col>
      ))}
    </Row>
  )
}
