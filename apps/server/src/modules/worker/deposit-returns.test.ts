import { DepositReturnStatus, PayoutMethod, WorkerStanding } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { alipaySimTransfers, depositReturns, workerLedger, workers } from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'
import { freePort } from '../../test/free-port.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeWorker } from '../orders/testing.ts'
import { checkDepositReturns } from './deposit-returns.ts'
import { ledgerProblems, workerMoney } from './testing.ts'

// The official SDK pays through the Alipay simulator over HTTP, as it would through openapi.alipay.com.
const port = await freePort()
// The app's warnings (an Alipay answer not received says why) are kept, and shown when a test fails.
const warnings: string[] = []
const context = await useTestApp(
  { PORT: String(port), LOG_LEVEL: 'warn' },
  { logStream: { write: (line) => void warnings.push(line) } },
)
const { app, database, config } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const finance = await signInStaff(context, 'finance')
const deps = { db, config, log: app.log }

afterEach((test) => {
  clock.release()
  if (test.task.result?.state === 'fail') console.error(`the app's warnings:\n${warnings.join('')}`)
  warnings.length = 0
})

let nextLogon = 13_600_000_000

/** A worker with `deposit` cents of deposit, Alipay details set, and `owed` cents of fine owed. */
async function leavingWorker(deposit = 50_000, { alipayName = '张三', owed = 0 } = {}) {
  const worker = await makeWorker(db, { deposit })
  const logonId = String(++nextLogon)
  await db
    .update(workers)
    .set({ alipayName, alipayPhone: logonId, alipayPaymentCode: '/boot/files/code.png' })
    .where(eq(workers.userId, worker.userId))
  if (owed > 0) {
    const fined = await finance.call('POST', `/boot/admin/workers/${worker.userId}/fines`, {
      amount: owed,
      reason: '超时未完成',
    })
    expect(fined.body.code).toBe(0)
  }
  return { ...worker, logonId }
}

const leave = (workerId: number, body: unknown = { reason: '个人原因离职' }) =>
  finance.call<{ status: number | null }>('POST', `/boot/admin/workers/${workerId}/leave/transfer`, body)
const retry = (workerId: number) =>
  finance.call<{ status: number | null }>('POST', `/boot/admin/workers/${workerId}/deposit-return/transfer`)
const attempts = (workerId: number) =>
  db
    .select()
    .from(depositReturns)
    .where(eq(depositReturns.workerId, workerId))
    .orderBy(depositReturns.attempt)
const simTransfer = async (outBizNo: string) =>
  db.select().from(alipaySimTransfers).where(eq(alipaySimTransfers.outBizNo, outBizNo))
/** The deposit's steps in the worker's ledger, in order. */
const depositSteps = async (workerId: number) =>
  (await db.select().from(workerLedger).where(eq(workerLedger.workerId, workerId)).orderBy(workerLedger.id))
    .map((entry) => entry.event)
    .filter((event) => event !== 'fine')
const standing = async (workerId: number) =>
  (await db.select({ status: workers.status }).from(workers).where(eq(workers.userId, workerId)))[0]!.status
const nextOutcome = (logonId: string, outcome: string) =>
  app.inject({ method: 'POST', url: '/__alipay/test/next-outcome', payload: { logonId, outcome } })
/** The check as the job runs it, two minutes after its last run (past its wait). */
let checkedAt = Date.now()
async function runCheck() {
  checkedAt += 120_000
  clock.freeze(new Date(checkedAt))
  await checkDepositReturns(deps)
  clock.release()
}

describe('a leaving worker’s deposit is returned by Alipay’s API', () => {
  it('takes the owed fine first, transfers the rest as D<worker>-1, and books it once when Alipay pays', async () => {
    const worker = await leavingWorker(50_000, { owed: 3000 })
    const answer = await leave(worker.userId)
    expect(answer.body).toMatchObject({ code: 0, data: { status: DepositReturnStatus.paid } })
    expect(answer.body.msg).toBe(
      '已办理离职，已用保证金抵扣欠缴罚款 30.00 元。保证金 470.00 元已通过支付宝退还到账',
    )
    const [attempt] = await attempts(worker.userId)
    expect(attempt).toMatchObject({
      attempt: 1,
      outBizNo: `D${worker.userId}-1`,
      amount: 47_000,
      status: DepositReturnStatus.paid,
      payoutMethod: PayoutMethod.alipayApi,
      alipayName: '张三',
      alipayPhone: worker.logonId,
    })
    const [sent] = await simTransfer(`D${worker.userId}-1`)
    expect(sent).toMatchObject({ amountCents: 47_000, payeeIdentity: worker.logonId, payeeName: '张三' })
    expect(sent!.params).toMatchObject({ trans_amount: '470.00', order_title: '电竞陪练保证金退还' })
    expect(attempt!.alipayReference).toBe(sent!.orderId)
    expect(await depositSteps(worker.userId)).toEqual(['deposit', 'deposit_fine', 'deposit_return'])
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 0, owed: 0 })
    expect(await standing(worker.userId)).toBe(WorkerStanding.left)
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('returns once when confirmed twice, or six times at once', async () => {
    const worker = await leavingWorker(20_000)
    await leave(worker.userId)
    const again = await leave(worker.userId)
    expect(again.body).toMatchObject({ code: 1, msg: '该打手已离职' })

    const racer = await leavingWorker(30_000)
    const answers = await Promise.all(Array.from({ length: 6 }, () => leave(racer.userId)))
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.body.msg === '该打手已离职')).toHaveLength(5)
    for (const w of [worker, racer]) {
      expect(await attempts(w.userId)).toHaveLength(1)
      expect(await simTransfer(`D${w.userId}-1`)).toHaveLength(1)
      expect(await depositSteps(w.userId)).toEqual(['deposit', 'deposit_return'])
      expect(await ledgerProblems(db, w.userId)).toEqual([])
    }
  })

  it('a lost answer stays 退还中, the deposit on the books, until the check asks Alipay: paid once', async () => {
    const worker = await leavingWorker(40_000)
    await nextOutcome(worker.logonId, 'LOST')
    const answer = await leave(worker.userId)
    expect(answer.body).toMatchObject({ code: 0, data: { status: DepositReturnStatus.transferring } })
    expect(answer.body.msg).toContain('已提交支付宝转账，处理中')
    expect((await simTransfer(`D${worker.userId}-1`))[0]?.status).toBe('SUCCESS')
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 40_000 })
    // Too early for the check, and finance cannot start another attempt meanwhile.
    await checkDepositReturns(deps)
    expect((await attempts(worker.userId))[0]!.status).toBe(DepositReturnStatus.transferring)
    expect((await retry(worker.userId)).body).toMatchObject({ msg: '保证金正在通过支付宝退还，请等待结果' })
    await runCheck()
    await runCheck()
    expect((await attempts(worker.userId)).map((a) => a.status)).toEqual([DepositReturnStatus.paid])
    expect(await depositSteps(worker.userId)).toEqual(['deposit', 'deposit_return'])
    expect(await simTransfer(`D${worker.userId}-1`)).toHaveLength(1)
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 0 })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('one Alipay never recorded (system error) is sent again by the check with the same out_biz_no', async () => {
    const worker = await leavingWorker(15_000)
    await nextOutcome(worker.logonId, 'SYSTEM_ERROR')
    expect((await leave(worker.userId)).body.data.status).toBe(DepositReturnStatus.transferring)
    expect(await simTransfer(`D${worker.userId}-1`)).toHaveLength(0)
    await runCheck()
    expect((await attempts(worker.userId))[0]).toMatchObject({ status: DepositReturnStatus.paid })
    expect(await simTransfer(`D${worker.userId}-1`)).toHaveLength(1)
  })

  it('a wrong payee name fails: the deposit stays owed; fixed details and a retry pay it once as D<worker>-2', async () => {
    const worker = await leavingWorker(25_000, { alipayName: '测试姓名不符' })
    const answer = await leave(worker.userId)
    expect(answer.body).toMatchObject({ code: 0, data: { status: DepositReturnStatus.failed } })
    expect(answer.body.msg).toContain('支付宝退还保证金失败：收款支付宝账号与姓名不匹配')
    expect(await standing(worker.userId)).toBe(WorkerStanding.left)
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 25_000 })
    expect(await depositSteps(worker.userId)).toEqual(['deposit'])
    expect((await attempts(worker.userId))[0]).toMatchObject({
      status: DepositReturnStatus.failed,
      failCode: 'PAYEE_USER_INFO_ERROR',
    })

    const page = await finance.call<{ deposit: number; depositReturn: unknown }>(
      'GET',
      `/boot/admin/workers/${worker.userId}`,
    )
    expect(page.body.data).toMatchObject({
      deposit: 25_000,
      depositReturn: {
        status: DepositReturnStatus.failed,
        payoutMethod: PayoutMethod.alipayApi,
        amount: 25_000,
        outBizNo: `D${worker.userId}-1`,
        failReason: '收款支付宝账号与姓名不匹配',
      },
    })

    // The worker, who has left, corrects their Alipay name; finance retries, twice and at once.
    await db.update(workers).set({ alipayName: '张三' }).where(eq(workers.userId, worker.userId))
    const answers = await Promise.all(Array.from({ length: 4 }, () => retry(worker.userId)))
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1)
    expect(answers.find((a) => a.body.code === 0)!.body).toMatchObject({
      data: { status: DepositReturnStatus.paid },
      msg: '保证金 250.00 元已通过支付宝退还到账',
    })
    for (const refused of answers.filter((a) => a.body.code !== 0)) {
      expect(refused.status).toBe(409)
      // Refused while the winner is with Alipay, or after it was paid.
      expect(['保证金正在通过支付宝退还，请等待结果', '该打手没有退还失败的保证金']).toContain(
        refused.body.msg,
      )
    }
    expect((await attempts(worker.userId)).map((a) => [a.outBizNo, a.status, a.alipayName])).toEqual([
      [`D${worker.userId}-1`, DepositReturnStatus.failed, '测试姓名不符'],
      [`D${worker.userId}-2`, DepositReturnStatus.paid, '张三'],
    ])
    await runCheck()
    expect((await retry(worker.userId)).body.msg).toBe('该打手没有退还失败的保证金')
    expect(await depositSteps(worker.userId)).toEqual(['deposit', 'deposit_return'])
    expect(await workerMoney(db, worker.userId)).toMatchObject({ deposit: 0 })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('DEALING until Alipay fails it; then paid by hand for an outage, once, and nothing more by API', async () => {
    const worker = await leavingWorker(12_000, { alipayName: '测试处理中' })
    expect((await leave(worker.userId)).body.data.status).toBe(DepositReturnStatus.transferring)
    await runCheck()
    expect((await attempts(worker.userId))[0]!.status).toBe(DepositReturnStatus.transferring)
    await app.inject({
      method: 'POST',
      url: '/__alipay/test/finish',
      payload: { outBizNo: `D${worker.userId}-1`, status: 'FAIL', failReason: '收款账户已销户' },
    })
    await runCheck()
    expect((await attempts(worker.userId))[0]).toMatchObject({
      status: DepositReturnStatus.failed,
      failReason: '收款账户已销户',
    })
    const pay = (alipayReference: string) =>
      finance.call('POST', `/boot/admin/workers/${worker.userId}/deposit-return/pay`, { alipayReference })
    const blank = await pay('   ')
    expect(blank.status).toBe(400)
    expect(blank.body.msg).toBe('请填写支付宝转账单号')
    expect((await pay('20261124D1')).body).toMatchObject({ code: 0, msg: '已记录手动退还保证金 120.00 元' })
    expect((await pay('20261124D2')).body.msg).toBe('该打手没有退还失败的保证金')
    expect((await retry(worker.userId)).body.msg).toBe('该打手没有退还失败的保证金')
    expect((await attempts(worker.userId)).map((a) => [a.payoutMethod, a.status, a.alipayReference])).toEqual(
      [
        [PayoutMethod.alipayApi, DepositReturnStatus.failed, null],
        [PayoutMethod.manual, DepositReturnStatus.paid, '20261124D1'],
      ],
    )
    expect(await depositSteps(worker.userId)).toEqual(['deposit', 'deposit_return'])
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('refuses, changing nothing: no Alipay details, no reason; nothing to send when the fine takes it all', async () => {
    const bare = await makeWorker(db, { deposit: 10_000 })
    const refused = await leave(bare.userId)
    expect(refused.body.msg).toBe('该打手未填写支付宝收款信息，无法通过支付宝退还保证金，请使用手动退还')
    expect(await standing(bare.userId)).toBe(WorkerStanding.active)
    expect(await attempts(bare.userId)).toHaveLength(0)
    const noReason = await leave(bare.userId, {})
    expect(noReason.status).toBe(400)
    expect(noReason.body.msg).toBe('请填写离职原因')

    const fined = await leavingWorker(5000, { owed: 8000 })
    const answer = await leave(fined.userId)
    expect(answer.body).toMatchObject({ code: 0, data: { status: null } })
    expect(answer.body.msg).toBe(
      '已办理离职，无保证金需要退还，已用保证金抵扣欠缴罚款 50.00 元，仍欠罚款 30.00 元',
    )
    expect(await attempts(fined.userId)).toHaveLength(0)
    expect(await ledgerProblems(db, fined.userId)).toEqual([])
  })

  it('the manual leaving stays for outages, recorded as paid by hand', async () => {
    const worker = await leavingWorker(9000)
    const answer = await finance.call('POST', `/boot/admin/workers/${worker.userId}/leave`, {
      reason: '离职',
      payoutReference: 'ZFB-M1',
    })
    expect(answer.body.code).toBe(0)
    expect(await attempts(worker.userId)).toMatchObject([
      { status: DepositReturnStatus.paid, payoutMethod: PayoutMethod.manual, alipayReference: 'ZFB-M1' },
    ])
    expect((await retry(worker.userId)).body.msg).toBe('该打手没有退还失败的保证金')
  })
})
