import {
  type ApplicationView,
  type FundRecordPage,
  MEMBERSHIP_FEE,
  type WorkerBalance,
  type WorkerCenterSummary,
  WorkerMessages,
} from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { auditLog, payments, workerLedger, workers } from '../../db/schema/index.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { signInWechatCustomer } from '../../test/wechat-customer.ts'
import { creditSettlement } from './ledger.ts'
import { Messages } from './service.ts'
import { ledgerProblems, workerMoney } from './testing.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

const call = apiCaller(app)

let nextPhone = 13_500_000_000
const newPhone = () => String(++nextPhone)

async function registerCustomer() {
  const answer = await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
    phone: newPhone(),
    password: 'secret-123',
  })
  if (answer.code !== 0) throw new Error(answer.msg)
  return answer.data.token
}

async function upload(token: string) {
  const file = multipartFile('file', 'proof.png', 'image/png', PNG_PIXEL)
  return (
    await call<string>('POST', '/boot/system/fileInfo/upload', token, file.payload, { headers: file.headers })
  ).data
}

const application = (overrides: Record<string, unknown> = {}) => ({
  name: '张三',
  sex: '0',
  districtServer: '1',
  briefIntroduction: '王者荣耀国服打野，擅长带上分',
  imgsUrl: '',
  ...overrides,
})

const apply = (token: string, overrides: Record<string, unknown> = {}) =>
  call('POST', '/boot/dEsports/bizRegistrationApplication/save', token, application(overrides))

const status = async (token: string) =>
  (await call<number>('GET', '/boot/v1/dEsports/worker/checkWorkerStatus', token)).data

const operator = await signInStaff(context, 'operator')
const finance = await signInStaff(context, 'finance')

async function pendingApplicationId(token: string) {
  return (await call<ApplicationView>('GET', '/boot/v1/dEsports/bizRegistrationApplication/mine', token)).data
    .id
}

/** A customer whose application staff approved: a worker with no membership and no deposit. */
async function approvedWorker(token?: string) {
  const customer = token ?? (await registerCustomer())
  expect((await apply(customer)).code).toBe(0)
  const approved = await operator.call(
    'POST',
    `/boot/admin/worker-applications/${await pendingApplicationId(customer)}/approve`,
  )
  expect(approved.body.code).toBe(0)
  const me = await call<{ id: number }>('GET', '/boot/system/info', customer)
  return { token: customer, userId: me.data.id }
}

/** Pays a create-payment-order in the simulator's cashier and waits for WeChat's notification. */
async function payThroughWechat(token: string, orderType: number, total: string) {
  const created = await call<{ package: string; outTradeNo: string }>(
    'POST',
    '/boot/v1/dEsports/wxPay/createPayOrder',
    token,
    {
      orderType,
      total,
    },
  )
  expect(created.code).toBe(0)
  await app.inject({
    method: 'POST',
    url: '/__wechat/pay/cashier',
    payload: { prepay_id: created.data.package.replace('prepay_id=', ''), action: 'pay' },
  })
  await vi.waitFor(
    async () => {
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.outTradeNo, created.data.outTradeNo))
      expect(payment!.status).toBe(1)
    },
    { timeout: 5000 },
  )
  return created.data.outTradeNo
}

/** An approved worker with `cents` of settled income and Alipay details saved. */
async function workerWithIncome(cents: number) {
  const worker = await approvedWorker()
  if (cents > 0) {
    await db.transaction((tx) =>
      creditSettlement(tx, worker.userId, {
        id: 1_000_000 + worker.userId,
        orderNum: `T${worker.userId}`,
        workerAmount: cents,
      }),
    )
  }
  const code = await upload(worker.token)
  const saved = await call('POST', '/boot/v1/dEsports/worker/saveWithdrawalInformation', worker.token, {
    zfbName: '张三',
    zfbPhone: '13912345678',
    zfbPaymentCode: code,
  })
  expect(saved).toMatchObject({ code: 0, msg: '信息已保存' })
  return worker
}

const withdraw = (token: string, amount: number | string) =>
  call('GET', `/boot/v1/dEsports/worker/withdrawalApply?amount=${amount}`, token)

async function pendingWithdrawals(workerId: number) {
  const answer = await finance.call<{ list: { id: number; workerId: number; amount: number }[] }>(
    'GET',
    '/boot/admin/withdrawals?status=pending&pageSize=100',
  )
  return answer.body.data.list.filter((row) => row.workerId === workerId)
}

describe('worker application', () => {
  it('refuses an incomplete form with 请填写完整信息 and stores nothing', async () => {
    const token = await registerCustomer()
    for (const missing of ['name', 'sex', 'districtServer', 'briefIntroduction']) {
      const answer = await apply(token, { [missing]: '' })
      expect(answer, missing).toMatchObject({ code: 1, msg: WorkerMessages.applicationIncomplete })
    }
    expect((await apply(token, { name: '   ' })).msg).toBe(WorkerMessages.applicationIncomplete)
    expect((await apply(token, { name: '名'.repeat(21) })).code).toBe(1)
    expect((await apply(token, { briefIntroduction: '介'.repeat(141) })).code).toBe(1)
    expect(await status(token)).toBe(1)
  })

  it('takes up to three of the applicant’s own uploaded images, and nothing else', async () => {
    const token = await registerCustomer()
    const images = [await upload(token), await upload(token), await upload(token), await upload(token)]
    expect((await apply(token, { imgsUrl: images.join(',') })).msg).toBe(WorkerMessages.tooManyImages)
    const stranger = await registerCustomer()
    const theirs = await upload(stranger)
    expect((await apply(token, { imgsUrl: theirs })).msg).toBe('图片无效，请重新上传')
    expect((await apply(token, { imgsUrl: 'https://evil.example/x.png' })).msg).toBe('图片无效，请重新上传')

    const answer = await apply(token, { imgsUrl: images.slice(0, 3).join(',') })
    expect(answer).toMatchObject({ code: 0, msg: '提交成功，请等待审核！' })
    const mine = await call<ApplicationView>(
      'GET',
      '/boot/v1/dEsports/bizRegistrationApplication/mine',
      token,
    )
    expect(mine.data).toMatchObject({ status: 0, images: images.slice(0, 3), districtServer: '1' })
  })

  it('walks the status check 1 → 2 → 3 → 2 → 4 → 5 → 0 as the worker applies, is audited and pays', async () => {
    const token = await signInWechatCustomer(context, port, newPhone())
    expect(await status(token)).toBe(1)
    expect(
      (await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, { orderType: 2, total: '100' }))
        .msg,
    ).toBe('请先成为打手后再缴纳')

    await apply(token)
    expect(await status(token)).toBe(2)
    expect((await apply(token)).msg).toBe('您的申请正在审核中，请耐心等待')

    const id = await pendingApplicationId(token)
    const rejected = await operator.call('POST', `/boot/admin/worker-applications/${id}/reject`, {
      reason: '截图不清晰',
    })
    expect(rejected.body.code).toBe(0)
    expect(await status(token)).toBe(3)
    const mine = await call<ApplicationView>(
      'GET',
      '/boot/v1/dEsports/bizRegistrationApplication/mine',
      token,
    )
    expect(mine.data).toMatchObject({ status: 2, rejectReason: '截图不清晰' })
    expect((await operator.call('POST', `/boot/admin/worker-applications/${id}/approve`)).body.msg).toBe(
      '该申请已处理',
    )

    // Rejected: they may apply again; approval makes them a worker who owes the membership.
    await approvedWorker(token)
    expect(await status(token)).toBe(4)
    expect((await apply(token)).msg).toBe('您已是打手，无需重复申请')

    await payThroughWechat(token, 2, '100')
    expect(await status(token)).toBe(5)
    await payThroughWechat(token, 1, '99.99')
    expect(await status(token)).toBe(5)
    await payThroughWechat(token, 1, '0.01')
    expect(await status(token)).toBe(0)

    const summary = await call<WorkerCenterSummary>(
      'GET',
      '/boot/v1/dEsports/worker/workerCenterSummary',
      token,
    )
    expect(summary.data).toMatchObject({
      deposit: 10_000,
      membershipValid: true,
      levelName: '打手',
      fineAmount: 0,
    })
    expect(summary.data.membershipExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const records = await call<FundRecordPage>(
      'GET',
      '/boot/v1/dEsports/worker/availableBalanceServiceList?type=3',
      token,
    )
    expect(records.data.list.map((row) => [row.type, row.amount, row.sign])).toEqual([
      [3, 1, 1],
      [3, 9999, 1],
    ])
    expect(await ledgerProblems(db)).toEqual([])

    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, 'workerApplication'))
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['rejectApplication', 'approveApplication']),
    )
  })

  it('one pending application per customer, even when both submissions race', async () => {
    const token = await registerCustomer()
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(token)))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1)
  })

  it('staff decide an application once; only operators (and the owner) may decide', async () => {
    const token = await registerCustomer()
    await apply(token)
    const id = await pendingApplicationId(token)
    const support = await signInStaff(context, 'support')
    expect((await support.call('POST', `/boot/admin/worker-applications/${id}/approve`)).status).toBe(403)
    expect((await finance.call('POST', `/boot/admin/worker-applications/${id}/approve`)).status).toBe(403)
    expect(
      (await operator.call('POST', `/boot/admin/worker-applications/${id}/reject`, { reason: ' ' })).body.msg,
    ).toBe('请填写原因')
    const listed = await support.call<{ list: { id: number; images: string[] }[] }>(
      'GET',
      '/boot/admin/worker-applications?status=pending&pageSize=100',
    )
    expect(listed.body.data.list.map((row) => row.id)).toContain(id)
    const both = await Promise.all([
      operator.call('POST', `/boot/admin/worker-applications/${id}/approve`),
      operator.call('POST', `/boot/admin/worker-applications/${id}/approve`),
    ])
    expect(both.map((answer) => answer.body.code).sort()).toEqual([0, 1])
  })
})

describe('membership and deposit', () => {
  it('validates amounts with the spec’s messages', async () => {
    const { token } = await approvedWorker()
    for (const total of ['0', '-5', '20000.01', 'abc', '1.234', '']) {
      const answer = await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, {
        orderType: 1,
        total,
      })
      expect(answer.code, total).toBe(1)
    }
    expect(
      (await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, { orderType: 1, total: '0' })).msg,
    ).toBe(WorkerMessages.depositInvalid)
    expect(
      (await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', token, { orderType: 2, total: '99' }))
        .msg,
    ).toBe(WorkerMessages.membershipFixed)
  })

  it('credits nothing until WeChat notifies, and extends the membership from its current expiry', async () => {
    const worker = await approvedWorker(await signInWechatCustomer(context, port, newPhone()))
    const created = await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', worker.token, {
      orderType: 1,
      total: '500',
    })
    expect(created.code).toBe(0)
    expect((await workerMoney(db, worker.userId)).deposit).toBe(0)

    await payThroughWechat(worker.token, 2, '100')
    const [first] = await db.select().from(workers).where(eq(workers.userId, worker.userId))
    await payThroughWechat(worker.token, 2, '100')
    const [second] = await db.select().from(workers).where(eq(workers.userId, worker.userId))
    const year = second!.membershipExpiresAt!.getTime() - first!.membershipExpiresAt!.getTime()
    expect(year / 86_400_000).toBeGreaterThanOrEqual(365)
    expect(year / 86_400_000).toBeLessThanOrEqual(366)
    expect(MEMBERSHIP_FEE).toBe(10_000)
  })
})

describe('withdrawal info', () => {
  it('checks the name, the phone pattern and that the payment code is the worker’s own upload', async () => {
    const worker = await approvedWorker()
    const code = await upload(worker.token)
    const save = (body: Record<string, string>) =>
      call('POST', '/boot/v1/dEsports/worker/saveWithdrawalInformation', worker.token, {
        zfbName: '张三',
        zfbPhone: '13912345678',
        zfbPaymentCode: code,
        ...body,
      })
    expect((await save({ zfbName: '' })).msg).toBe(WorkerMessages.zfbNameRequired)
    expect((await save({ zfbPhone: '12912345678' })).msg).toBe('请输入正确的手机号码')
    expect((await save({ zfbPaymentCode: '' })).msg).toBe(WorkerMessages.paymentCodeRequired)
    expect((await save({ zfbPaymentCode: '/boot/files/../../etc/passwd' })).code).toBe(1)
    expect(
      (await call('GET', '/boot/v1/dEsports/worker/getWithdrawalInformation', worker.token)).data,
    ).toBeNull()
    expect((await save({})).code).toBe(0)
    expect(
      (await call('GET', '/boot/v1/dEsports/worker/getWithdrawalInformation', worker.token)).data,
    ).toEqual({
      zfbName: '张三',
      zfbPhone: '13912345678',
      zfbPaymentCode: code,
    })
  })

  it('is for workers only', async () => {
    const token = await registerCustomer()
    for (const path of [
      'getWithdrawalInformation',
      'getBalance',
      'workerCenterSummary',
      'availableBalanceServiceList',
    ]) {
      expect((await call('GET', `/boot/v1/dEsports/worker/${path}`, token)).msg, path).toBe('您还不是打手')
    }
    expect((await withdraw(token, 100)).msg).toBe('您还不是打手')
  })
})

describe('withdrawals', () => {
  it('needs Alipay details and a balance, and refuses bad amounts', async () => {
    const bare = await approvedWorker()
    expect((await withdraw(bare.token, 100)).msg).toBe('请先设置提现信息')
    const empty = await workerWithIncome(0)
    expect((await withdraw(empty.token, 100)).msg).toBe(WorkerMessages.withdrawZeroBalance)

    const worker = await workerWithIncome(5000)
    for (const amount of ['', '0', '-1', '1.5', '1e3', 'abc', String(2 ** 53)]) {
      expect((await withdraw(worker.token, amount)).code, amount).toBe(1)
    }
    expect((await withdraw(worker.token, 5001)).msg).toBe(WorkerMessages.withdrawOverBalance)
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 5000, frozen: 0 })
  })

  it('freezes the amount; finance pays it once, or rejects it back to available', async () => {
    const worker = await workerWithIncome(10_000)
    expect(await withdraw(worker.token, 3000)).toMatchObject({ code: 0, msg: '提现申请已提交' })
    expect(await withdraw(worker.token, 2000)).toMatchObject({ code: 0 })
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 5000, frozen: 5000 })

    const [first, second] = await pendingWithdrawals(worker.userId)
    expect(first).toMatchObject({ amount: 3000 })
    const operatorTry = await operator.call('POST', `/boot/admin/withdrawals/${first!.id}/pay`, {
      alipayReference: 'A1',
    })
    expect(operatorTry.status).toBe(403)
    expect(
      (await finance.call('POST', `/boot/admin/withdrawals/${first!.id}/pay`, { alipayReference: '' })).body
        .msg,
    ).toBe('请填写支付宝转账单号')
    const paid = await Promise.all([
      finance.call('POST', `/boot/admin/withdrawals/${first!.id}/pay`, { alipayReference: '2026A1' }),
      finance.call('POST', `/boot/admin/withdrawals/${first!.id}/pay`, { alipayReference: '2026A1' }),
      finance.call('POST', `/boot/admin/withdrawals/${first!.id}/reject`, { reason: '重复' }),
    ])
    expect(paid.filter((answer) => answer.body.code === 0)).toHaveLength(1)
    const afterFirst = await workerMoney(db, worker.userId)
    expect(afterFirst.frozen).toBe(2000)

    expect(
      (await finance.call('POST', `/boot/admin/withdrawals/${second!.id}/reject`, { reason: '收款码无效' }))
        .body.code,
    ).toBe(0)
    const records = await call<FundRecordPage>(
      'GET',
      '/boot/v1/dEsports/worker/availableBalanceServiceList?type=1',
      worker.token,
    )
    const statuses = records.data.list.map((row) => [row.amount, row.status, row.rejectReason])
    const firstPaid = paid.some((answer) => answer.body.code === 0 && answer.body.msg === '已标记为已打款')
    expect(statuses).toEqual([
      [2000, 2, '收款码无效'],
      [3000, firstPaid ? 1 : 2, firstPaid ? '' : '重复'],
    ])
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, 'withdrawal'))
    expect(audits.length).toBeGreaterThanOrEqual(2)
  })

  it('concurrent requests adding up to more than the balance never freeze more than it', async () => {
    const worker = await workerWithIncome(10_000)
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(worker.token, 3000)))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3)
    expect(
      answers
        .filter((answer) => answer.code === 1)
        .every((a) => a.msg === WorkerMessages.withdrawOverBalance),
    ).toBe(true)
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 1000, frozen: 9000 })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('with a fine still owed, only what is left above it may go, however the requests race', async () => {
    const worker = await workerWithIncome(10_000)
    // A balance and a fine owed at once (a fine booked while the balance was frozen, then released).
    await db.update(workers).set({ fineOwed: 4000 }).where(eq(workers.userId, worker.userId))
    expect((await withdraw(worker.token, 6001)).msg).toBe(Messages.fineOwed)
    const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw(worker.token, 2000)))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3)
    expect(answers.find((answer) => answer.code !== 0)!.msg).toBe(Messages.fineOwed)
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 4000, frozen: 6000, owed: 4000 })
  })
})

describe('fines', () => {
  it('take what the balance holds, owe the rest, block withdrawals until later income pays it off', async () => {
    const worker = await workerWithIncome(3000)
    const fined = await finance.call('POST', `/boot/admin/workers/${worker.userId}/fines`, {
      amount: 5000,
      reason: '私下交易',
    })
    expect(fined.body).toMatchObject({
      code: 0,
      msg: '已从可用余额扣除 30.00 元，余额不足部分 20.00 元记为欠款',
    })
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 0, owed: 2000 })
    const balance = await call<WorkerBalance>('GET', '/boot/v1/dEsports/worker/getBalance', worker.token)
    expect(balance.data).toEqual({ availableBalance: 0, frozenBalance: 0, fineOwed: 2000, withdrawable: 0 })

    // Income pays the owed fine first; what is left may be withdrawn.
    await db.transaction((tx) =>
      creditSettlement(tx, worker.userId, {
        id: 2_000_000 + worker.userId,
        orderNum: 'T2',
        workerAmount: 2500,
      }),
    )
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 500, owed: 0 })
    expect((await withdraw(worker.token, 501)).msg).toBe(WorkerMessages.withdrawOverBalance)
    expect((await withdraw(worker.token, 500)).code).toBe(0)

    const summary = await call<WorkerCenterSummary>(
      'GET',
      '/boot/v1/dEsports/worker/workerCenterSummary',
      worker.token,
    )
    expect(summary.data.fineAmount).toBe(0)
    const fines = await call<FundRecordPage>(
      'GET',
      '/boot/v1/dEsports/worker/availableBalanceServiceList?type=2',
      worker.token,
    )
    expect(fines.data.list.map((row) => [row.amount, row.remarks])).toEqual([
      [2000, '以余额抵扣欠缴罚款'],
      [5000, '私下交易'],
    ])
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('a withdrawal is refused while a fine is owed and the balance cannot cover both', async () => {
    const worker = await workerWithIncome(4000)
    expect((await withdraw(worker.token, 4000)).code).toBe(0)
    await finance.call('POST', `/boot/admin/workers/${worker.userId}/fines`, { amount: 1000, reason: '超时' })
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 0, frozen: 4000, owed: 1000 })
    const [pending] = await pendingWithdrawals(worker.userId)
    await finance.call('POST', `/boot/admin/withdrawals/${pending!.id}/reject`, { reason: '请重新申请' })
    // The rejected amount came back and paid the fine first.
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 3000, frozen: 0, owed: 0 })
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
  })

  it('only finance (and the owner) fine; amounts are positive whole cents', async () => {
    const worker = await workerWithIncome(0)
    expect(
      (
        await operator.call('POST', `/boot/admin/workers/${worker.userId}/fines`, {
          amount: 100,
          reason: 'x',
        })
      ).status,
    ).toBe(403)
    for (const amount of [0, -1, 1.5, '100']) {
      const answer = await finance.call('POST', `/boot/admin/workers/${worker.userId}/fines`, {
        amount,
        reason: '原因',
      })
      expect(answer.body.code, String(amount)).toBe(1)
    }
    expect(
      (await finance.call('POST', '/boot/admin/workers/99999999/fines', { amount: 100, reason: '原因' })).body
        .msg,
    ).toBe('打手不存在')
  })
})

describe('settlement', () => {
  it('credits an order once, enforced by the database', async () => {
    const worker = await workerWithIncome(0)
    const order = { id: 3_000_000 + worker.userId, orderNum: 'T3', workerAmount: 800 }
    await db.transaction((tx) => creditSettlement(tx, worker.userId, order))
    await expect(db.transaction((tx) => creditSettlement(tx, worker.userId, order))).rejects.toThrow()
    expect(await workerMoney(db, worker.userId)).toMatchObject({ available: 800 })
    const rows = await db.select().from(workerLedger).where(eq(workerLedger.workerId, worker.userId))
    expect(rows.filter((row) => row.event === 'settle')).toHaveLength(1)
  })
})
