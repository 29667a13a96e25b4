import type { SpecClient } from '../http.ts'
import { type Context, check, uploadedPath, waitFor } from '../kit.ts'
import { solidPng } from '../png.ts'
import { approveApplication } from '../staff.ts'
import type { WorkerCenterSummary } from '../types.ts'
import { type BridgeParams, confirmPayment } from '../wechat.ts'
import { signInThroughWechat } from './customer.ts'
import { checkBridge } from './purchase.ts'

export const WORKER = '/v1/dEsports/worker'

/** Spec §4, Worker status check result. */
const Status = { center: 0, apply: 1, pending: 2, membershipDue: 4, depositDue: 5 } as const
const PaymentOrderType = { deposit: 1, membership: 2 } as const

const workerStatus = (client: SpecClient) => client.get<number>(`${WORKER}/checkWorkerStatus`)

/** An image from the device, uploaded (spec §7, Files); answers its path. */
export async function uploadImage(client: SpecClient, colour: [number, number, number], name: string) {
  return uploadedPath(
    await client.upload<unknown>('/system/fileInfo/upload', 'file', solidPng(24, colour), name),
  )
}

/** Create payment order (a path not shown: the server's OpenAPI names it), paid in WeChat. */
async function payWorkerFee(context: Context, client: SpecClient, orderType: number, totalYuan: string) {
  const bridge = await client.post<BridgeParams>('/v1/dEsports/wxPay/createPayOrder', {
    orderType,
    total: totalYuan,
  })
  checkBridge(context, bridge)
  await confirmPayment(context.wechat, context.baseUrl, bridge, context.log)
}

/**
 * Step 4: someone registers with a password (h5), applies to become a worker with a photo, staff
 * approve, and the new worker opens the app in WeChat to pay the membership and the deposit.
 */
export async function workerJoins(context: Context, client: SpecClient, phone: string): Promise<void> {
  const { log } = context
  const password = `spec-${phone.slice(-6)}`
  await client.post<{ token: string }>('/v1/dEsports/public/register', { phone, password, promotionCode: '' })
  const { token } = await client.post<{ token: string }>('/system/login', { phone, password, env: 'h5' })
  client.token = token
  check(log, (await workerStatus(client)) === Status.apply, 'without an application the status is 1 (apply)')

  const photo = await uploadImage(client, [30, 120, 220], 'photo.png')
  check(log, photo.length > 0, `the photo is uploaded at ${photo}`)
  await client.post('/dEsports/bizRegistrationApplication/save', {
    name: '规格打手',
    sex: '0',
    districtServer: '0',
    briefIntroduction: '王者荣耀国服打手，擅长打野与中单，晚间在线',
    imgsUrl: [photo].join(','),
  })
  check(log, (await workerStatus(client)) === Status.pending, 'after applying the status is 2 (pending)')

  await approveApplication(context.staff, log, phone)
  check(
    log,
    (await workerStatus(client)) === Status.membershipDue,
    'once approved the status is 4 (membership due)',
  )

  await signInThroughWechat(context, client, phone, '规格打手')
  await payWorkerFee(context, client, PaymentOrderType.membership, '100')
  await waitFor(
    log,
    'with the membership paid the status is 5 (deposit due)',
    () => workerStatus(client),
    (status) => status === Status.depositDue,
  )
  await payWorkerFee(context, client, PaymentOrderType.deposit, '100')
  await waitFor(
    log,
    'with the deposit paid the status is 0 (worker center)',
    () => workerStatus(client),
    (status) => status === Status.center,
  )

  const summary = await client.get<WorkerCenterSummary>(`${WORKER}/workerCenterSummary`)
  check(
    log,
    summary.deposit === 10_000 && summary.availableBalance === 0 && Boolean(summary.membershipExpiresAt),
    'the worker center shows a 100.00 deposit, no balance and the membership expiry',
    summary,
  )
  const home = await client.get<Record<string, number>>(`${WORKER}/workerOrderHomeData`)
  check(log, home.inService === 0, 'the worker has no order in service yet', home)
  const levels = await client.get<{ list: unknown[]; my: { delayAccept: number } }>(
    `${WORKER}/getWorkerLevelList`,
  )
  check(
    log,
    levels.list.length > 0 && levels.my.delayAccept === 10,
    'the level list is there and a new worker waits 10 s for hall orders (my.delayAccept)',
    levels,
  )
}
