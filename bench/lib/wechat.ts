// WeChat Pay for the money targets, with the server's own code: its configuration (as the product under
// bench reads it), the client that signs our requests and verifies WeChat's answers, and WeChat's side of a
// notification (the simulator's key signs, the resource encrypted with our APIv3 key), built as the
// payment tests build it (apps/server/src/modules/payments/testing.ts `notification`).
import { type Config, loadConfig } from '../../apps/server/src/config.ts'
import { openPostgres } from '../../apps/server/src/db/connect.ts'
import { loadPayKeys, simulatorKeys } from '../../apps/server/src/lib/wechat/keys.ts'
import { WechatPayClient } from '../../apps/server/src/lib/wechat/pay.ts'
import { encryptResource } from '../../apps/server/src/lib/wechat/pay-crypto.ts'
import { notificationSigner, signedHeaders } from '../../apps/server/src/modules/wechat-sim/signing.ts'
import { HOST } from './env.ts'
import { wechatPayUrl } from './processes.ts'

/**
 * The configuration the product on `productPort` runs with (`startProduct`'s environment), WeChat Pay
 * being the stand-in on `wechatPort` when given.
 */
export function productConfig(databaseUrl: string, productPort: number, wechatPort?: number): Config {
  return loadConfig({
    HOST,
    PORT: String(productPort),
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    ...(wechatPort ? { WECHAT_PAY_BASE_URL: wechatPayUrl(wechatPort) } : {}),
  })
}

/** A connection of one for the keys, closed with `close()`. */
async function keysDatabase(databaseUrl: string) {
  const database = await openPostgres(databaseUrl, 1)
  return { db: database.db, close: () => database.close() }
}

/**
 * Our WeChat Pay client as the product makes it (`app.wechatPay`): the simulator's merchant key signs,
 * its WeChat key verifies, and it talks to the stand-in on `wechatPort` (or the simulator inside the
 * product on `productPort`).
 */
export async function payClient(
  databaseUrl: string,
  productPort: number,
  wechatPort?: number,
): Promise<WechatPayClient> {
  const config = productConfig(databaseUrl, productPort, wechatPort)
  const { db, close } = await keysDatabase(databaseUrl)
  try {
    return new WechatPayClient(config.wechat.payBaseUrl, await loadPayKeys(config, db))
  } finally {
    await close()
  }
}

export interface SignedNotification {
  body: string
  headers: Record<string, string>
}

/**
 * WeChat's TRANSACTION.SUCCESS for a payment, as WeChat sends it now: signed by the key the product is
 * configured to trust, the transaction encrypted with AES-256-GCM under our APIv3 key.
 */
export async function notificationMaker(databaseUrl: string, productPort: number) {
  const config = productConfig(databaseUrl, productPort)
  const { db, close } = await keysDatabase(databaseUrl)
  try {
    const keys = await simulatorKeys(db)
    const signer = await notificationSigner(db, config)
    return (payment: { outTradeNo: string; amount: number }): SignedNotification => {
      const transaction = {
        appid: config.wechat.appId,
        mchid: config.wechat.mchId,
        out_trade_no: payment.outTradeNo,
        transaction_id: `4200${payment.outTradeNo}`.slice(0, 32),
        trade_type: 'JSAPI',
        trade_state: 'SUCCESS',
        success_time: new Date().toISOString(),
        payer: { openid: 'o-bench' },
        amount: { total: payment.amount, payer_total: payment.amount, currency: 'CNY' },
      }
      const body = JSON.stringify({
        id: `EV-${payment.outTradeNo}-${Date.now()}`,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: 'TRANSACTION.SUCCESS',
        resource: encryptResource(keys.apiV3Key, 'transaction', JSON.stringify(transaction)),
      })
      return { body, headers: { 'content-type': 'application/json', ...signedHeaders(signer, body) } }
    }
  } finally {
    await close()
  }
}
