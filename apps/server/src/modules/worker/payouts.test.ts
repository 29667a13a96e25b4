import { generateKeyPairSync } from 'node:crypto'
import { type FundRecordPage, PayoutMethod, WithdrawalStatus } from '@dianjing/shared'
import { AlipaySdk } from 'alipay-sdk'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { alipaySimTransfers, withdrawals, workerLedger, workers } from '../../db/schema/index.ts'
import { alipaySimulatorKeys } from '../../lib/alipay/keys.ts'
import { clock } from '../../lib/clock.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeWorker } from '../orders/testing.ts'
import { creditSettlement } from './ledger.ts'
import { checkTransfers } from './payouts.ts'
import { ledgerProblems, workerMoney } from './testing.ts'

// The official SDK pays through the Alipay simulator over HTTP, as it would through openapi.alipay.com.
const port = await freePort()
const context = await useTestApp({ PORT: String(port) })
const { app, database, config } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const call = apiCaller(app)
const finance = await signInStaff(context, 'finance')
const deps = { db, config, log: app.log }

afterEach(() => clock.release())

let nextOrder = 1
let nextLogon = 13_700_000_000

/** A worker with `income` cents settled, Alipay details set, who asks to withdraw `amount`. */
async function withdrawalOf(amount: number, alipayName = '李四', income = 10_000) {
  const worker = await makeWorker(db)
  const logonId = String(++nextLogon)
  await db
    .update(workers)
    .set({ alipayName, alipayPhone: logonId, alipayPaymentCode: '/boot/files/code.png' })
    .where(eq(workers.userId, worker.userId))
  const id = nextOrder++
  await db.transaction((tx) =>
    creditSettlement(tx, worker.userId, { id: 900_000 + id, orderNum: `PO${id}`, workerAmount: income }),
  )
  const asked = await call('GET', `/boot/v1/dEsports/worker/withdrawalApply?amount=${amount}`, worker.token)
  expect(asked).toMatchObject({ code: 0 })
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.workerId, worker.userId))
  return { ...worker, logonId, withdrawalId: row!.id }
}

const transfer = (id: number) =>
  finance.call<{ status: number }>('POST', `/boot/admin/withdrawals/${id}/transfer`)
const withdrawal = async (id: number) =>
  (await db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!
const simTransfers = (outBizNo: string) =>
  db.select().from(alipaySimTransfers).where(eq(alipaySimTransfers.outBizNo, outBizNo))
const steps = async (id: number) =>
  (await db.select().from(workerLedger).where(eq(workerLedger.withdrawalId, id))).map((e) => e.event).sort()
const nextOutcome = (logonId: string, outcome: string) =>
  app.inject({ method: 'POST', url: '/__alipay/test/next-outcome', payload: { logonId, outcome } })
async function records(token: string) {
  const url = '/boot/v1/dEsports/worker/availableBalanceServiceList?pageNum=1&pageSize=10'
  return (await call<FundRecordPage>('GET', url, token)).data.list
}
/** The payout check as the job runs it, two minutes after its last run (past its wait). */
let checkedAt = Date.now()
async function runCheck() {
  checkedAt += 120_000
  clock.freeze(new Date(checkedAt))
  await checkTransfers(deps)
  clock.release()
}

describe('a withdrawal approved in the console is paid by Alipay’s API', () => {
  it('reaches 已到账 with Alipay’s order id, the frozen amount gone, one ledger step', async () => {
    const worker = await withdrawalOf(1230)
    const answer = await transfer(worker.withdrawalId)
    expect(answer.body).toMatchObject({
      code: 0,
      msg: '支付宝转账成功，已到账',
      data: { status: WithdrawalStatus.paid },
    })
    const row = await withdrawal(worker.withdrawalId)
    expect(row).toMatchObject({
      status: WithdrawalStatus.paid,
      payoutMethod: PayoutMethod.alipayApi,
      outBizNo: `W${row.id}`,
    })
    const [sent] = await simTransfers(`W${row.id}`)
    expect(sent).toMatchObject({
      amountCents: 1230,
      payeeIdentity: worker.logonId,
      payeeName: '李四',
      status: 'SUCCESS',
    })
    expect(sent!.params).toMatchObject({
      trans_amount: '12.30',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
    })
    expect(row.alipayReference).toBe(sent!.orderId)
    expect(await steps(row.id)).toEqual(['withdraw', 'withdraw_paid'])
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 10_000 - 1230, frozen: 0 })
    expect((await records(worker.token))[0]).toMatchObject({ status: WithdrawalStatus.paid })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('pays once when approved twice, or six times at once', async () => {
    const worker = await withdrawalOf(500)
    await transfer(worker.withdrawalId)
    const again = await transfer(worker.withdrawalId)
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
    expect(again.body.msg).toBe('该提现申请已处理')

    const racer = await withdrawalOf(700)
    const answers = await Promise.all(Array.from({ length: 6 }, () => transfer(racer.withdrawalId)))
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.body.msg === '该提现申请已处理')).toHaveLength(5)
    for (const w of [worker, racer]) {
      expect(await simTransfers(`W${w.withdrawalId}`)).toHaveLength(1)
      expect(await steps(w.withdrawalId)).toEqual(['withdraw', 'withdraw_paid'])
      expect(await ledgerProblems(db, w.userId)).toEqual([])
    }
  })

  it('a wrong payee name fails: the money back to available with Alipay’s reason, shown to the worker; no retry pays it', async () => {
    const worker = await withdrawalOf(2000, '测试姓名不符')
    const answer = await transfer(worker.withdrawalId)
    expect(answer.body).toMatchObject({ code: 0, data: { status: WithdrawalStatus.failed } })
    expect(answer.body.msg).toContain('支付宝转账失败：收款支付宝账号与姓名不匹配')
    expect(await withdrawal(worker.withdrawalId)).toMatchObject({
      status: WithdrawalStatus.failed,
      failCode: 'PAYEE_USER_INFO_ERROR',
    })
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 10_000, frozen: 0 })
    expect((await records(worker.token))[0]).toMatchObject({
      status: WithdrawalStatus.failed,
      rejectReason: '收款支付宝账号与姓名不匹配',
    })
    // Finance retries by API and by hand, the job runs: nothing is paid or credited again.
    expect((await transfer(worker.withdrawalId)).body.msg).toBe('该提现申请已处理')
    const manual = await finance.call('POST', `/boot/admin/withdrawals/${worker.withdrawalId}/pay`, {
      alipayReference: 'X1',
    })
    expect(manual.body.msg).toBe('该提现申请已处理')
    await runCheck()
    expect(await steps(worker.withdrawalId)).toEqual(['withdraw', 'withdraw_failed'])
    expect(await simTransfers(`W${worker.withdrawalId}`)).toHaveLength(0)
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('a closed account fails the same way', async () => {
    const worker = await withdrawalOf(900)
    await nextOutcome(worker.logonId, 'PAYEE_ACCOUNT_STATUS_ERROR')
    expect((await transfer(worker.withdrawalId)).body.data.status).toBe(WithdrawalStatus.failed)
    expect((await withdrawal(worker.withdrawalId)).failReason).toBe(
      '收款支付宝账户状态异常（已注销或被冻结）',
    )
  })

  it('a lost answer stays 转账中 until the check asks Alipay, which paid it: paid once', async () => {
    const worker = await withdrawalOf(3000)
    await nextOutcome(worker.logonId, 'LOST')
    const answer = await transfer(worker.withdrawalId)
    expect(answer.body).toMatchObject({ code: 0, data: { status: WithdrawalStatus.transferring } })
    expect((await simTransfers(`W${worker.withdrawalId}`))[0]?.status).toBe('SUCCESS')
    expect((await records(worker.token))[0]).toMatchObject({ status: WithdrawalStatus.transferring })
    // Too early for the check: the answer of a fresh transfer is awaited first.
    await checkTransfers(deps)
    expect((await withdrawal(worker.withdrawalId)).status).toBe(WithdrawalStatus.transferring)
    await runCheck()
    expect((await withdrawal(worker.withdrawalId)).status).toBe(WithdrawalStatus.paid)
    await runCheck()
    expect(await steps(worker.withdrawalId)).toEqual(['withdraw', 'withdraw_paid'])
    expect(await simTransfers(`W${worker.withdrawalId}`)).toHaveLength(1)
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('a transfer Alipay never recorded (system error) is sent again by the check with the same out_biz_no', async () => {
    const worker = await withdrawalOf(1500)
    await nextOutcome(worker.logonId, 'SYSTEM_ERROR')
    expect((await transfer(worker.withdrawalId)).body.data.status).toBe(WithdrawalStatus.transferring)
    expect(await simTransfers(`W${worker.withdrawalId}`)).toHaveLength(0)
    await runCheck()
    expect((await withdrawal(worker.withdrawalId)).status).toBe(WithdrawalStatus.paid)
    expect(await simTransfers(`W${worker.withdrawalId}`)).toHaveLength(1)
  })

  it('DEALING is asked about until Alipay ends it; a FAIL then returns the money once', async () => {
    const worker = await withdrawalOf(4000, '测试处理中')
    expect((await transfer(worker.withdrawalId)).body.data.status).toBe(WithdrawalStatus.transferring)
    await runCheck()
    expect((await withdrawal(worker.withdrawalId)).status).toBe(WithdrawalStatus.transferring)
    await app.inject({
      method: 'POST',
      url: '/__alipay/test/finish',
      payload: { outBizNo: `W${worker.withdrawalId}`, status: 'FAIL', failReason: '收款账户已销户' },
    })
    await runCheck()
    await runCheck()
    expect(await withdrawal(worker.withdrawalId)).toMatchObject({
      status: WithdrawalStatus.failed,
      failReason: '收款账户已销户',
    })
    expect(await steps(worker.withdrawalId)).toEqual(['withdraw', 'withdraw_failed'])
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 10_000, frozen: 0 })
  })

  it('the manual path stays for outages, marked as manual, and then no transfer is sent', async () => {
    const worker = await withdrawalOf(800)
    const manual = await finance.call('POST', `/boot/admin/withdrawals/${worker.withdrawalId}/pay`, {
      alipayReference: '20261124M1',
    })
    expect(manual.body.code).toBe(0)
    expect(await withdrawal(worker.withdrawalId)).toMatchObject({
      status: WithdrawalStatus.paid,
      payoutMethod: PayoutMethod.manual,
      alipayReference: '20261124M1',
    })
    expect((await transfer(worker.withdrawalId)).body.msg).toBe('该提现申请已处理')
    expect(await simTransfers(`W${worker.withdrawalId}`)).toHaveLength(0)
    const listed = await finance.call<{
      list: { id: number; payoutMethod: number | null; workerRealName: string }[]
    }>('GET', '/boot/admin/withdrawals?status=paid&pageSize=100')
    expect(listed.body.data.list.find((row) => row.id === worker.withdrawalId)).toMatchObject({
      payoutMethod: PayoutMethod.manual,
      workerRealName: '打手',
    })
  })

  it('a withdrawal being transferred blocks leaving', async () => {
    const worker = await withdrawalOf(3000, '测试处理中')
    await transfer(worker.withdrawalId)
    const leave = await finance.call('POST', `/boot/admin/workers/${worker.userId}/leave`, {
      reason: '离职',
      payoutReference: 'L1',
    })
    expect(leave.body.msg).toContain('待处理的提现申请')
  })
})

describe('the Alipay simulator is as strict as Alipay, checked with the official SDK', async () => {
  const keys = await alipaySimulatorKeys(db)
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const sdk = (changes: Partial<{ appId: string; privateKey: string; alipayCert: string }> = {}) =>
    new AlipaySdk({
      appId: changes.appId ?? keys.appId,
      privateKey: changes.privateKey ?? keys.appPrivateKey,
      keyType: 'PKCS8',
      appCertContent: keys.appCert,
      alipayPublicCertContent: changes.alipayCert ?? keys.alipayCert,
      alipayRootCertContent: keys.rootCert,
      endpoint: config.alipay.endpoint,
    })
  let seq = 0
  const body = (changes: Record<string, unknown> = {}) => ({
    out_biz_no: `SIM${++seq}-${Date.now()}`,
    trans_amount: '1.00',
    product_code: 'TRANS_ACCOUNT_NO_PWD',
    biz_scene: 'DIRECT_TRANSFER',
    order_title: '测试',
    payee_info: { identity: '13800001111', identity_type: 'ALIPAY_LOGON_ID', name: '王五' },
    ...changes,
  })
  async function refusal(call: Promise<unknown>) {
    try {
      await call
    } catch (error) {
      return (error as { code?: string }).code
    }
    throw new Error('accepted')
  }
  const post = (client: AlipaySdk, payload: Record<string, unknown>) =>
    client.curl('POST', '/v3/alipay/fund/trans/uni/transfer', { body: payload })

  it('refuses a bad signature, a wrong app id and a wrong method', async () => {
    const wrongKey = other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    expect(await refusal(post(sdk({ privateKey: wrongKey }), body()))).toBe('invalid-signature')
    expect(await refusal(post(sdk({ appId: '2021000000009999' }), body()))).toBe('isv.invalid-app-id')
    expect(await refusal(sdk().curl('GET', '/v3/alipay/fund/trans/uni/transfer'))).toBe('api-not-found')
    expect(await refusal(sdk().curl('POST', '/v3/alipay/fund/trans/common/query', { body: {} }))).toBe(
      'api-not-found',
    )
  })

  it('refuses an amount that is not a positive 2-decimal string, and a missing out_biz_no', async () => {
    for (const trans_amount of ['12.3', '12', '-1.00', '0.00', 12.3, '1e2', ' 1.00']) {
      expect(await refusal(post(sdk(), body({ trans_amount }))), String(trans_amount)).toBe(
        'INVALID_PARAMETER',
      )
    }
    expect(await refusal(post(sdk(), body({ out_biz_no: undefined })))).toBe('MISSING_REQUIRED_ARGUMENTS')
  })

  it('answers a repeat the same, refuses a repeat with other parameters; its answers verify only with Alipay’s certificate', async () => {
    const first = body()
    const answer = await post(sdk(), first)
    expect(await post(sdk(), first)).toMatchObject({ data: answer.data })
    expect(await refusal(post(sdk(), { ...first, trans_amount: '2.00' }))).toBe('PAYMENT_INFO_INCONSISTENCY')
    // An SDK that trusts another certificate refuses the simulator's signed answer.
    expect(await refusal(post(sdk({ alipayCert: keys.appCert }), first))).toBe(
      'response-alipay-sn-verify-error',
    )
    const query = await sdk().curl('GET', '/v3/alipay/fund/trans/common/query', {
      query: {
        out_biz_no: first.out_biz_no,
        product_code: 'TRANS_ACCOUNT_NO_PWD',
        biz_scene: 'DIRECT_TRANSFER',
      },
    })
    expect(query.data).toMatchObject({
      status: 'SUCCESS',
      trans_amount: '1.00',
      order_id: answer.data.order_id,
    })
    const [row] = await db
      .select()
      .from(alipaySimTransfers)
      .where(and(eq(alipaySimTransfers.outBizNo, first.out_biz_no)))
    expect(row?.amountCents).toBe(100)
  })
})
