import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { simulatorKeys } from '../../lib/wechat/keys.ts'
import { rfc3339 } from '../../lib/wechat/pay.ts'
import { encryptResource } from '../../lib/wechat/pay-crypto.ts'
import * as repo from './pay-repo.ts'
import { notificationSigner, signedHeaders } from './signing.ts'
import { refundNotice, transactionView } from './views.ts'

/** WeChat's retry schedule for notifications, in seconds (WECHAT.md). */
const RETRY_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600]
/** How long the simulated refund takes before WeChat confirms it. */
const REFUND_PROCESSING_MS = 2000

export type RefundOutcome = 'SUCCESS' | 'ABNORMAL' | 'CLOSED'

const REFUND_SUMMARY: Record<RefundOutcome, string> = {
  SUCCESS: '退款成功',
  ABNORMAL: '退款异常',
  CLOSED: '退款关闭',
}

/**
 * Sends notifications the way WeChat does: signed, the resource encrypted with the APIv3 key, retried
 * on WeChat's schedule (scaled by WECHAT_SIM_TIME_SCALE) until the merchant answers 200 or 204. It also
 * ends refunds: as the cashier (or a test) chose for the payment, else successfully.
 */
export class Notifier {
  readonly #timers = new Set<NodeJS.Timeout>()
  /** How this process ends the refunds of a payment (out_trade_no → outcome); a restart forgets it. */
  readonly #refundOutcomes = new Map<string, RefundOutcome>()

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  later(delayMs: number, task: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      task().catch((error) => this.log.error({ err: error }, 'wechat simulator task failed'))
    }, delayMs * this.config.wechat.simulatorTimeScale)
    this.#timers.add(timer)
  }

  async paymentSucceeded(outTradeNo: string) {
    const row = await repo.findTransaction(this.db, outTradeNo)
    if (!row) return
    this.send(row.notifyUrl, 'TRANSACTION.SUCCESS', 'transaction', '支付成功', transactionView(row), 0)
  }

  /** The payer's account decides how refunds of this payment end: ABNORMAL (a closed card), CLOSED. */
  refundsOf(outTradeNo: string, outcome: RefundOutcome) {
    if (outcome === 'SUCCESS') this.#refundOutcomes.delete(outTradeNo)
    else this.#refundOutcomes.set(outTradeNo, outcome)
  }

  /** Ends a refund after WeChat's processing time and tells the merchant. */
  processRefund(outRefundNo: string, outTradeNo: string) {
    this.later(REFUND_PROCESSING_MS, async () => {
      await this.endRefund(outRefundNo, this.#refundOutcomes.get(outTradeNo) ?? 'SUCCESS')
    })
  }

  /** Ends a processing refund now (the test hook and the delayed processing); false when none is. */
  async endRefund(outRefundNo: string, outcome: RefundOutcome): Promise<boolean> {
    const row = await repo.endRefund(this.db, outRefundNo, outcome, clock.now())
    if (!row) return false
    const transaction = await repo.findTransaction(this.db, row.outTradeNo)
    if (transaction && outcome === 'SUCCESS')
      await repo.moveTransaction(this.db, row.outTradeNo, 'SUCCESS', { tradeState: 'REFUND' })
    if (row.notifyUrl) {
      const event = `REFUND.${outcome}`
      this.send(row.notifyUrl, event, 'refund', REFUND_SUMMARY[outcome], refundNotice(row, transaction), 0)
    }
    return true
  }

  private send(
    url: string,
    eventType: string,
    originalType: string,
    summary: string,
    plaintext: object,
    attempt: number,
  ) {
    const deliver = async () => {
      const keys = await simulatorKeys(this.db)
      const body = JSON.stringify({
        id: `EV-${clock.now().getTime()}${randomBytes(4).toString('hex')}`,
        create_time: rfc3339(clock.now()),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary,
        resource: encryptResource(keys.apiV3Key, originalType, JSON.stringify(plaintext)),
      })
      const signer = await notificationSigner(this.db, this.config)
      let delivered = false
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...signedHeaders(signer, body) },
          body,
          signal: AbortSignal.timeout(5000),
        })
        delivered = response.status === 200 || response.status === 204
      } catch {
        delivered = false
      }
      const next = RETRY_SECONDS[attempt]
      if (!delivered && next !== undefined) {
        this.log.warn({ url, eventType, attempt }, 'wechat simulator: notification not accepted, will retry')
        this.send(url, eventType, originalType, summary, plaintext, attempt + 1)
      }
    }
    if (attempt === 0) this.later(0, deliver)
    else this.later((RETRY_SECONDS[attempt - 1] ?? 0) * 1000, deliver)
  }

  close() {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
  }
}
