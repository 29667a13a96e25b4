import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { wechatSimKeys } from '../../db/schema/index.ts'
import type { WechatPayKeys } from './pay.ts'

const SIM_KEYS_ROW = 1

function newKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

/**
 * The simulator's keys: made once, at the first start that needs them, and kept in the database so
 * every server process (and the simulator inside each) uses the same ones.
 */
export async function simulatorKeys(db: Db) {
  const [existing] = await db.select().from(wechatSimKeys).where(eq(wechatSimKeys.id, SIM_KEYS_ROW))
  if (existing) return existing
  const merchant = newKeyPair()
  const platform = newKeyPair()
  await db
    .insert(wechatSimKeys)
    .values({
      id: SIM_KEYS_ROW,
      merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKey: merchant.privateKey,
      merchantPublicKey: merchant.publicKey,
      platformKeyId: `PUB_KEY_ID_SIM${randomBytes(12).toString('hex').toUpperCase()}`,
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
      apiV3Key: randomBytes(16).toString('hex'),
    })
    .onConflictDoNothing()
  const [row] = await db.select().from(wechatSimKeys).where(eq(wechatSimKeys.id, SIM_KEYS_ROW))
  return row!
}

/**
 * The keys our WeChat Pay client signs and verifies with: the configured merchant key and WeChat Pay
 * public key in production, the simulator's generated ones otherwise.
 */
export async function loadPayKeys(config: Config, db: Db): Promise<WechatPayKeys> {
  const { wechat } = config
  if (wechat.simulator) {
    const keys = await simulatorKeys(db)
    return {
      appId: wechat.appId,
      mchId: wechat.mchId,
      merchantSerial: keys.merchantSerial,
      merchantPrivateKey: createPrivateKey(keys.merchantPrivateKey),
      apiV3Key: keys.apiV3Key,
      platform: {
        mode: wechat.keyMode,
        publicKey:
          wechat.keyMode === 'certificates'
            ? null
            : { id: keys.platformKeyId, key: createPublicKey(keys.platformPublicKey) },
      },
    }
  }
  if (!wechat.mchCertSerial || !wechat.mchPrivateKeyPath || !wechat.apiV3Key) {
    throw new Error(
      'WeChat Pay needs WECHAT_MCH_CERT_SERIAL, WECHAT_MCH_PRIVATE_KEY_PATH and WECHAT_API_V3_KEY',
    )
  }
  const usesPublicKey = wechat.keyMode !== 'certificates'
  if (usesPublicKey && (!wechat.payPublicKeyId || !wechat.payPublicKeyPath)) {
    throw new Error(
      `WeChat Pay in key mode ${wechat.keyMode} needs WECHAT_PAY_PUBLIC_KEY_ID and WECHAT_PAY_PUBLIC_KEY_PATH to verify its answers`,
    )
  }
  return {
    appId: wechat.appId,
    mchId: wechat.mchId,
    merchantSerial: wechat.mchCertSerial,
    merchantPrivateKey: createPrivateKey(await fs.readFile(wechat.mchPrivateKeyPath)),
    apiV3Key: wechat.apiV3Key,
    platform: {
      mode: wechat.keyMode,
      publicKey: usesPublicKey
        ? {
            id: wechat.payPublicKeyId!,
            key: createPublicKey(await fs.readFile(wechat.payPublicKeyPath!)),
          }
        : null,
    },
  }
}
