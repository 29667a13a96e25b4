// The bare baselines of the product's writes: each route does the irreducible work of one product call
// and nothing else (no session, no schema, no guard), through the same `pg` pool as `/pg`.
//   GET  /pg-update?id=N          acceptOrder's: BEGIN; one conditional UPDATE of an orders row by key; COMMIT
//   GET  /prepay?user=N&amount=C  payOrder's: one JSAPI prepay at WeChat Pay's stand-in (the product's simulator), signed
//                                 and verified by the server's own client, then one INSERT
//   POST /notify                  a payment notification's: the server's RSA-SHA256 check and AES-256-GCM
//                                 decrypt of WeChat's body, then one conditional UPDATE of the payment
//   GET  /withdraw?worker=N&amount=C  withdrawalApply's: BEGIN; one UPDATE locking the worker's row and
//                                 moving the amount between two balances; one INSERT (the ledger entry); COMMIT
import { FundRecordType } from '@dianjing/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type pg from 'pg'
import type { Transaction, WechatPayClient } from '../../apps/server/src/lib/wechat/pay.ts'
import { payClient } from '../lib/wechat.ts'

/** How long an order may wait for payment, as the product gives WeChat (PAYMENT_TTL_MS). */
const PAYMENT_TTL_MS = 30 * 60_000

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ error: 'not found' })

export function registerWriteBaselines(
  app: FastifyInstance,
  pool: pg.Pool,
  wechat: { databaseUrl: string; productPort: number; wechatPort?: number },
) {
  app.get<{ Querystring: { id?: string } }>('/pg-update', async (request, reply) => {
    const updated = await inTransaction(pool, (client) =>
      client.query('update orders set updated_at = now() where id = $1 and status = 1', [
        Number(request.query.id),
      ]),
    )
    return updated.rowCount === 1 ? { ok: true } : notFound(reply)
  })

  // Made at the first call, as the product makes its client: the simulator's keys exist once it has started.
  let client: Promise<WechatPayClient> | undefined
  const wechatPay = () => {
    client ??= payClient(wechat.databaseUrl, wechat.productPort, wechat.wechatPort)
    client.catch(() => {
      client = undefined
    })
    return client
  }
  const notifyUrl = `http://127.0.0.1:${wechat.productPort}/boot/wxPay/notify`
  let prepays = 0
  const prefix = `BB${process.pid.toString(36)}${Date.now().toString(36)}`

  app.get<{ Querystring: { user?: string; amount?: string } }>('/prepay', async (request) => {
    const outTradeNo = `${prefix}${(++prepays).toString(36)}`
    const amount = Number(request.query.amount)
    const prepayId = await (await wechatPay()).jsapiPrepay({
      description: '基准下单',
      outTradeNo,
      totalFen: amount,
      openid: 'o-bench-baseline',
      notifyUrl,
      timeExpire: new Date(Date.now() + PAYMENT_TTL_MS),
    })
    await pool.query(
      'insert into bench_prepays (out_trade_no, user_id, amount, prepay_id) values ($1, $2, $3, $4)',
      [outTradeNo, Number(request.query.user), amount, prepayId],
    )
    return { prepayId }
  })

  // WeChat signs the raw bytes: this scope reads JSON as text, as the product's notification routes do.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    scope.post('/notify', async (request, reply) => {
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      const check = await (await wechatPay()).verifyNotification(
        {
          timestamp: header('wechatpay-timestamp'),
          nonce: header('wechatpay-nonce'),
          signature: header('wechatpay-signature'),
          serial: header('wechatpay-serial'),
        },
        String(request.body ?? ''),
      )
      if (!check.ok) return reply.status(401).send({ code: 'FAIL', message: check.reason })
      const transaction = check.plaintext as Transaction
      // Conditional like the product's, but it leaves the payment pending so the next round finds it again.
      const updated = await pool.query(
        'update payments set paid_at = now(), transaction_id = $2 where out_trade_no = $1 and status = 0',
        [transaction.out_trade_no, transaction.transaction_id],
      )
      return updated.rowCount === 1 ? reply.status(204).send() : notFound(reply)
    })
  })

  app.get<{ Querystring: { worker?: string; amount?: string } }>('/withdraw', async (request, reply) => {
    const worker = Number(request.query.worker)
    const amount = Number(request.query.amount)
    const entry = await inTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ available: string; frozen: string; owed: string; deposit: string }>(
        `update workers set available_balance = available_balance - $2, frozen_balance = frozen_balance + $2
         where user_id = $1 and available_balance >= $2
         returning available_balance as available, frozen_balance as frozen, fine_owed as owed, deposit`,
        [worker, amount],
      )
      const after = rows[0]
      if (!after) return null
      return tx.query(
        `insert into worker_ledger (worker_id, type, event, amount, available_change, frozen_change,
           available_after, frozen_after, owed_after, deposit_after, remarks)
         values ($1, $2, 'withdraw', $3, -$3::bigint, $3, $4, $5, $6, $7, '提现至支付宝')`,
        [worker, FundRecordType.withdrawal, amount, after.available, after.frozen, after.owed, after.deposit],
      )
    })
    return entry ? { ok: true } : notFound(reply)
  })
}
