import { Card, Col, Row, Statistic, theme } from 'antd'
import { yuanNumber } from '@/lib/money.ts'
import type { WorkerDetail } from '../api/get-worker.ts'

const CARDS = [
  { key: 'deposit', title: '保证金', hint: '接单与提现的担保，离职时退还' },
  { key: 'availableBalance', title: '可用余额', hint: '已结算的收入，可申请提现' },
  { key: 'frozenBalance', title: '冻结', hint: '提现申请中，等待打款' },
  { key: 'fineOwed', title: '欠缴罚款', hint: '之后的收入会先抵扣欠款' },
] as const

/** The four sums a worker's money is held in. */
export function WorkerMoney({ worker }: { worker: WorkerDetail }) {
  const { token } = theme.useToken()
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(({ key, title, hint }) => {
        const owed = key === 'fineOwed' && worker.fineOwed > 0
        return (
          <Col key={key} xs={12} xxl={6}>
            <Card size="small">
              <Statistic
                title={title}
                prefix="¥"
                value={yuanNumber(worker[key])}
                styles={{ content: owed ? { color: token.colorError } : undefined }}
              />
              <div style={{ fontSize: 12, color: token.colorTextSecondary, marginTop: 4 }}>{hint}</div>
            </Card>
          </Col>
        )
      })}
    </Row>
  )
}
