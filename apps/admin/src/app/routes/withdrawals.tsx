import { STAFF_REASON_MAX, WithdrawalStatus } from '@dianjing/shared'
import { useEffect, useState } from 'react'
import { useQueueBulk } from '@/components/bulk-decisions.tsx'
import { ReviewQueuePage } from '@/components/review-queue.tsx'
import { ExportButton } from '@/features/exports/components/export-button.tsx'
import {
  canHandleWithdrawals,
  usePendingWithdrawalCount,
  useRefreshWithdrawals,
  useWithdrawals,
  WITHDRAWAL_TABS,
  type Withdrawal,
  type WithdrawalListQuery,
  type WithdrawalTab,
} from '@/features/withdrawals/api/get-withdrawals.ts'
import { rejectWithdrawal } from '@/features/withdrawals/api/reject-withdrawal.ts'
import { PayWithdrawalModal } from '@/features/withdrawals/components/pay-withdrawal-modal.tsx'
import { RejectWithdrawalModal } from '@/features/withdrawals/components/reject-withdrawal-modal.tsx'
import { TransferWithdrawalModal } from '@/features/withdrawals/components/transfer-withdrawal-modal.tsx'
import { WithdrawalsTable } from '@/features/withdrawals/components/withdrawals-table.tsx'
import { useMe } from '@/lib/me.ts'
import { yuanText } from '@/lib/money.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { sortParam, useQueueSettings } from '@/lib/queues.ts'
import { tabParam } from '@/lib/search-params.ts'

const TAB_LABELS: Record<WithdrawalTab, string> = {
  pending: '待打款',
  transferring: '转账中',
  paid: '已打款',
  failed: '转账失败',
  rejected: '已驳回',
  all: '全部',
}

/** While a transfer on screen waits for Alipay, the list is asked again this often (the check job ends it). */
const TRANSFER_POLL_MS = 5_000

/** The tab, order and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): WithdrawalListQuery => ({
  status: tabParam(params.get('status'), WITHDRAWAL_TABS),
  sort: sortParam(params),
  ...readPage(params),
})

export function WithdrawalsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const role = useMe().data?.role
  // Until the role is known nobody sees the buttons, so a read-only colleague never sees them flash.
  const canHandle = canHandleWithdrawals(role)

  const withdrawals = useWithdrawals(query)
  const pendingCount = usePendingWithdrawalCount()
  const refresh = useRefreshWithdrawals()
  const [transferring, setTransferring] = useState<Withdrawal | undefined>(undefined)
  const [paying, setPaying] = useState<Withdrawal | undefined>(undefined)
  const [rejecting, setRejecting] = useState<Withdrawal | undefined>(undefined)

  const settings = useQueueSettings()
  const rows = withdrawals.data?.list ?? []
  // Rejections only: each payment is made on its own, after its payee is checked (the pay dialog).
  const bulk = useQueueBulk({
    rows: rows.filter((row) => row.status === WithdrawalStatus.pending),
    rowKey: (row) => row.id,
    label: (row) => `${row.workerName}（${yuanText(row.amount)}）`,
    enabled: canHandle && query.status === 'pending',
    refuse: {
      label: '批量驳回',
      reasonLabel: '驳回原因',
      maxLength: STAFF_REASON_MAX,
      templates: settings.reasonTemplates.withdrawalReject,
      consequence: '驳回后每笔提现金额退回对应打手的可用余额，打手会在资金明细中看到驳回原因。',
      decide: (row, reason) => rejectWithdrawal({ id: row.id, reason }),
    },
    note: '打款需逐笔核对收款人与实名，请在每一行单独打款',
    onDone: refresh,
  })

  useLastPageClamp(paged, withdrawals)

  const awaitingAlipay = rows.some((row) => row.status === WithdrawalStatus.transferring)
  useEffect(() => {
    if (!awaitingAlipay) return
    const timer = setInterval(refresh, TRANSFER_POLL_MS)
    return () => clearInterval(timer)
  }, [awaitingAlipay, refresh])

  return (
    <>
      <ReviewQueuePage
        section={section}
        subject="提现申请"
        tabs={WITHDRAWAL_TABS}
        tabLabels={TAB_LABELS}
        tab={query.status}
        onTab={(status) => paged.filter({ status })}
        waiting={pendingCount}
        list={withdrawals}
        onRefresh={refresh}
        headerExtra={<ExportButton kind="fund-records" />}
        decider={{ role, mayDecide: canHandle, decidedBy: '打款或驳回由财务处理' }}
      >
        {bulk.bar}
        <WithdrawalsTable
          tab={query.status}
          rows={rows}
          loading={withdrawals.isFetching && !awaitingAlipay}
          pagination={{ page: query.page, pageSize: query.pageSize, total: withdrawals.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          sort={query.sort}
          onSort={(sort) => paged.filter({ sort })}
          targetMinutes={settings.targets.withdrawals}
          rowSelection={bulk.rowSelection}
          canHandle={canHandle}
          onTransfer={setTransferring}
          onPay={setPaying}
          onReject={setRejecting}
        />
      </ReviewQueuePage>
      <TransferWithdrawalModal
        key={`transfer-${transferring?.id ?? 'none'}`}
        withdrawal={transferring}
        onClose={() => setTransferring(undefined)}
      />
      <PayWithdrawalModal
        key={`pay-${paying?.id ?? 'none'}`}
        withdrawal={paying}
        onClose={() => setPaying(undefined)}
      />
      <RejectWithdrawalModal
        key={`reject-${rejecting?.id ?? 'none'}`}
        withdrawal={rejecting}
        templates={settings.reasonTemplates.withdrawalReject}
        onClose={() => setRejecting(undefined)}
      />
      {bulk.dialog}
    </>
  )
}
