import type { SpecClient } from '../http.ts'
import { type Context, check, yuan } from '../kit.ts'
import { payWithdrawal } from '../staff.ts'
import type { Balance, FundRecord, PaymentInfo } from '../types.ts'
import { uploadImage, WORKER } from './worker.ts'

/** Fund record type 1 and its statuses (spec §3). */
const WITHDRAWAL = 1
const WithdrawalStatus = { pending: 0, paid: 1 } as const

async function withdrawalRecord(worker: SpecClient, amount: number): Promise<FundRecord | undefined> {
  const { list } = await worker.get<{ list: FundRecord[] }>(`${WORKER}/availableBalanceServiceList`)
  return list.find((record) => record.type === WITHDRAWAL && record.amount === amount)
}

/**
 * Step 6: the worker saves their Alipay details (name, phone, payment-code image), withdraws the
 * whole balance in cents, finance pays it through the console, and the fund record shows it paid.
 */
export async function workerWithdraws(
  context: Context,
  worker: SpecClient,
  phone: string,
  amount: number,
): Promise<void> {
  const { log } = context
  const paymentCode = await uploadImage(worker, [0, 160, 230], 'alipay-code.png')
  const info: PaymentInfo = { zfbName: '规格打手', zfbPhone: phone, zfbPaymentCode: paymentCode }
  await worker.post(`${WORKER}/saveWithdrawalInformation`, info)
  const saved = await worker.get<PaymentInfo | null>(`${WORKER}/getWithdrawalInformation`)
  check(
    log,
    saved?.zfbName === info.zfbName &&
      saved.zfbPhone === info.zfbPhone &&
      saved.zfbPaymentCode === info.zfbPaymentCode,
    'the Alipay details are saved',
    saved,
  )

  await worker.get(`${WORKER}/withdrawalApply`, { amount })
  const frozen = await worker.get<Balance>(`${WORKER}/getBalance`)
  check(
    log,
    frozen.availableBalance === 0 && frozen.frozenBalance === amount,
    `${yuan(amount)} yuan moved from available to frozen`,
    frozen,
  )
  const pending = await withdrawalRecord(worker, amount)
  check(
    log,
    pending?.status === WithdrawalStatus.pending,
    'the fund record shows the withdrawal pending',
    pending,
  )

  await payWithdrawal(context.staff, log, phone, amount)
  const paid = await withdrawalRecord(worker, amount)
  check(log, paid?.status === WithdrawalStatus.paid, 'the fund record shows the withdrawal paid', paid)
  const after = await worker.get<Balance>(`${WORKER}/getBalance`)
  check(log, after.frozenBalance === 0, 'nothing stays frozen', after)
}
