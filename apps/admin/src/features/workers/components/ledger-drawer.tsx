import { Descriptions, Drawer, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'
import type { Worker } from '../api/get-workers.ts'
import { LedgerTable } from './ledger-table.tsx'
import { workerLabel } from './worker-picker.tsx'

/** A worker's balances and ledger, opened from a row of the list without leaving it. */
export function LedgerDrawer({ worker, onClose }: { worker?: Worker; onClose: () => void }) {
  return (
    <Drawer
      title={worker ? `资金流水 · ${workerLabel(worker)}` : '资金流水'}
      open={worker !== undefined}
      onClose={onClose}
      size={1180}
      destroyOnHidden
    >
      {worker && (
        <Descriptions
          size="small"
          column={5}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'deposit', label: '保证金', children: yuanText(worker.deposit) },
            { key: 'available', label: '可用余额', children: yuanText(worker.availableBalance) },
            { key: 'frozen', label: '冻结', children: yuanText(worker.frozenBalance) },
            {
              key: 'owed',
              label: '欠缴罚款',
              children: (
                <Typography.Text type={worker.fineOwed > 0 ? 'danger' : undefined}>
                  {yuanText(worker.fineOwed)}
                </Typography.Text>
              ),
            },
            { key: 'orders', label: '完成单数', children: worker.completedOrders },
          ]}
        />
      )}
      {worker && <LedgerTable userId={worker.userId} />}
    </Drawer>
  )
}
