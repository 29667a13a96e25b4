import { SpecClient } from '../http.ts'
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
 * Step 4: someone registers with a password on the h5 page and signs in with it; a new worker opens the
 * app in WeChat (binding a new phone, spec §2), applies with a photo, staff approve, and the worker pays
 * the membership and the deposit. (A phone that already has an account is bound to WeChat only with an
 * SMS code sent to it, which a client of spec §7 cannot read: the worker's phone is a new one.)
 */
export async function workerJoins(
  context: Context,
  client: SpecClient,
  phone: string,
  h5Phone: string,
): Promise<void> {
  const { log } = context
  const h5 = new SpecClient(context.baseUrl, 'h5 user', log)
  const password = `spec-${h5Phone.slice(-6)}`
  await h5.post<{ token: string }>('/v1/dEsports/public/register', {
    phone: h5Phone,
    password,
    promotionCode: '',
  })
  const { token } = await h5.post<{ token: string }>('/system/login', { phone: h5Phone, password, env: 'h5' })
  h5.token = token
  const h5User = await h5.get<{ phone: string }>('/system/info')
  check(
    log,
    h5User.phone === h5Phone,
    'the password sign-in gives a session for the registered phone',
    h5User,
  )

  await signInThroughWechat(context, client, phone, '规格打手')
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
