import { generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { alipaySimKeys } from '../../db/schema/index.ts'
import { type DistinguishedName, writeCertificate } from './x509.ts'

const SIM_KEYS_ROW = 1
/** The simulator's app: what ALIPAY_APP_ID would be. */
export const SIMULATOR_APP_ID = '2021000000000001'

/** What the SDK needs in public-key certificate mode. */
export interface AlipayKeys {
  appId: string
  /** PKCS#8 PEM. */
  privateKey: string
  appCert: string
  alipayCert: string
  rootCert: string
}

const ROOT: DistinguishedName = {
  C: 'CN',
  O: 'Ant Financial (simulator)',
  OU: 'Certification Authority',
  CN: 'Ant Financial Certification Authority R1 (simulator)',
}

function keyPair() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
}

function newSimulatorKeys() {
  const root = keyPair()
  const app = keyPair()
  const alipay = keyPair()
  const notBefore = new Date(Date.now() - 86_400_000)
  const notAfter = new Date(Date.now() + 10 * 365 * 86_400_000)
  const issued = (subject: DistinguishedName, publicKey: (typeof app)['publicKey']) =>
    writeCertificate({ subject, publicKey, issuer: ROOT, issuerKey: root.privateKey, notBefore, notAfter })
  const pem = (key: (typeof app)['privateKey']) => key.export({ type: 'pkcs8', format: 'pem' }).toString()
  return {
    id: SIM_KEYS_ROW,
    appId: SIMULATOR_APP_ID,
    rootCert: writeCertificate({
      subject: ROOT,
      publicKey: root.publicKey,
      issuer: ROOT,
      issuerKey: root.privateKey,
      notBefore,
      notAfter,
    }),
    appPrivateKey: pem(app.privateKey),
    appCert: issued({ C: 'CN', O: '电竞陪练', OU: 'Alipay', CN: SIMULATOR_APP_ID }, app.publicKey),
    alipayPrivateKey: pem(alipay.privateKey),
    alipayCert: issued(
      { C: 'CN', O: 'Ant Financial (simulator)', OU: 'Alipay', CN: '支付宝(中国)网络技术有限公司' },
      alipay.publicKey,
    ),
  }
}

/**
 * The simulator's certificate chain and keys: made at the first start that needs them and kept in the
 * database, so every server process (and the simulator inside each) uses the same ones.
 */
export async function alipaySimulatorKeys(db: Db) {
  const [existing] = await db.select().from(alipaySimKeys).where(eq(alipaySimKeys.id, SIM_KEYS_ROW))
  if (existing) return existing
  await db.insert(alipaySimKeys).values(newSimulatorKeys()).onConflictDoNothing()
  const [row] = await db.select().from(alipaySimKeys).where(eq(alipaySimKeys.id, SIM_KEYS_ROW))
  return row!
}

/** The configured app's key and certificates, or the simulator's when Alipay is not configured. */
export async function loadAlipayKeys(config: Config, db: Db): Promise<AlipayKeys> {
  const { alipay } = config
  if (alipay.simulator) {
    const keys = await alipaySimulatorKeys(db)
    return {
      appId: keys.appId,
      privateKey: keys.appPrivateKey,
      appCert: keys.appCert,
      alipayCert: keys.alipayCert,
      rootCert: keys.rootCert,
    }
  }
  const read = (file: string | undefined) => fs.readFile(file ?? '', 'utf8')
  return {
    appId: alipay.appId ?? '',
    privateKey: await read(alipay.privateKeyPath),
    appCert: await read(alipay.appCertPath),
    alipayCert: await read(alipay.publicCertPath),
    rootCert: await read(alipay.rootCertPath),
  }
}
