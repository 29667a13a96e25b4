import { expect } from 'vitest'
import { callApi, payPrepay, wechatCustomerByApi } from './customers.ts'

const SOON = { timeout: 15_000 }

/**
 * A WeChat customer who applied to work (the application waits for staff); answers their phone and
 * session.
 */
export async function applicant(baseUrl: string, name: string, phonePrefix = '134') {
  const customer = await wechatCustomerByApi(baseUrl, phonePrefix)
  await callApi(baseUrl, '/dEsports/bizRegistrationApplication/save', {
    token: customer.token,
    body: { name, sex: '0', districtServer: '0', briefIntroduction: '王者荣耀 国服打野', imgsUrl: '' },
  })
  return customer
}

/**
 * A worker who may take orders: applied, approved by the owner (`owner`, a console token), membership
 * and minimum deposit paid through WeChat.
 */
export async function readyWorker(baseUrl: string, owner: string, name: string, phonePrefix = '131') {
  const worker = await applicant(baseUrl, name, phonePrefix)
  const pending = await callApi<{ list: { id: number; userPhone: string }[] }>(
    baseUrl,
    '/admin/worker-applications?status=pending&pageSize=100',
    { token: owner },
  )
  const application = pending.list.find((row) => row.userPhone === worker.phone)!
  await callApi(baseUrl, `/admin/worker-applications/${application.id}/approve`, { token: owner, body: {} })
  for (const [orderType, total] of [
    [2, '100'],
    [1, '100'],
  ] as const) {
    const prepay = await callApi<{ package: string }>(baseUrl, '/v1/dEsports/wxPay/createPayOrder', {
      token: worker.token,
      body: { orderType, total },
    })
    await payPrepay(baseUrl, prepay.package)
  }
  await expect
    .poll(
      () => callApi<number>(baseUrl, '/v1/dEsports/worker/checkWorkerStatus', { token: worker.token }),
      SOON,
    )
    .toBe(0)
  const { userId } = await callApi<{ userId: number }>(baseUrl, '/v1/dEsports/worker/workerCenterSummary', {
    token: worker.token,
  })
  return { ...worker, userId }
}

/**
 * A WeChat customer's order of a service product, paid in the simulator's cashier; answers the customer
 * and the order as the console lists it (once WeChat's notification has reached the server).
 */
export async function paidOrder(baseUrl: string, owner: string, phonePrefix = '133') {
  const customer = await wechatCustomerByApi(baseUrl, phonePrefix)
  const products = await callApi<{ id: number; title: string; status: string; preferentialPrice: number }[]>(
    baseUrl,
    '/v1/dEsports/public/productList',
  )
  const product = products.find((candidate) => candidate.status === '0' && !candidate.title.includes('转盘'))!
  const paid = await callApi<{ package: string; outTradeNo: string }>(
    baseUrl,
    '/v1/dEsports/wxOrder/payOrder',
    {
      token: customer.token,
      body: {
        productId: product.id,
        gameId: 'e2e-account',
        phone: customer.phone,
        gameRegion: '0',
        orderQuantity: 1,
        totalAmount: product.preferentialPrice,
      },
    },
  )
  await payPrepay(baseUrl, paid.package)
  let order: { id: number; orderNum: string } | undefined
  await expect
    .poll(async () => {
      const waiting = await callApi<{ list: { id: number; orderNum: string }[] }>(
        baseUrl,
        `/admin/orders?state=waiting&keyword=${customer.phone}`,
        { token: owner },
      )
      order = waiting.list[0]
      return order?.id ?? 0
    }, SOON)
    .toBeGreaterThan(0)
  return { customer, order: order!, outTradeNo: paid.outTradeNo }
}
