import { createPrivateKey, createPublicKey, createVerify } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WechatPayClient } from './pay.ts'
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  parseAuthorization,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaSignOffThread,
} from './pay-crypto.ts'

// Keys made for these tests only; they sign nothing anywhere else.
const fixtures = path.join(import.meta.dirname, '../../test/fixtures')
const merchantKey = createPrivateKey(fs.readFileSync(path.join(fixtures, 'wechatpay-merchant.pem')))
const platformKey = createPrivateKey(fs.readFileSync(path.join(fixtures, 'wechatpay-platform.pem')))
const apiV3Key = 'abcdefghijklmnopqrstuvwxyz012345'
const NOW = 1_795_000_000_000

const client = new WechatPayClient(
  'http://127.0.0.1:9/never-called',
  {
    appId: 'wxd678efh567hg6787',
    mchId: '1230000109',
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchantKey,
    apiV3Key,
    platform: {
      mode: 'public-key',
      publicKey: { id: 'PUB_KEY_ID_0112340000000000000000000001', key: createPublicKey(platformKey) },
    },
  },
  () => NOW,
)

const PUBLIC_KEY_ID = 'PUB_KEY_ID_0112340000000000000000000001'
const CERTIFICATE_SERIAL = '3775B6A45ACD588826FF9E3E4B9A01C1A1BD2C9F'

/** Our client in a key mode; in certificate modes WeChat's list holds the test key as a certificate. */
function clientIn(mode: 'public-key' | 'certificates' | 'both') {
  const modeClient = new WechatPayClient(
    'http://127.0.0.1:9/never-called',
    {
      ...client.keys,
      platform: {
        mode,
        publicKey: mode === 'certificates' ? null : { id: PUBLIC_KEY_ID, key: createPublicKey(platformKey) },
      },
    },
    () => NOW,
  )
  modeClient.platform.downloadWith(async () => [
    {
      serial: CERTIFICATE_SERIAL,
      effective: NOW - 3600_000,
      expires: NOW + 3600_000,
      key: createPublicKey(platformKey),
    },
  ])
  return modeClient
}

function signedNotification(
  body: string,
  overrides: Partial<Record<'timestamp' | 'nonce' | 'serial', string>> = {},
) {
  const timestamp = overrides.timestamp ?? String(NOW / 1000)
  const nonceStr = overrides.nonce ?? 'fdasfjihihihlkja484w'
  return {
    timestamp,
    nonce: nonceStr,
    serial: overrides.serial ?? 'PUB_KEY_ID_0112340000000000000000000001',
    signature: rsaSign(platformKey, responseMessage(timestamp, nonceStr, body)),
  }
}

function notificationBody(plaintext: object) {
  return JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-21T20:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(apiV3Key, 'transaction', JSON.stringify(plaintext)),
  })
}

describe('WeChat Pay v3 signatures', () => {
  it('builds the request message and signs it to the known vector, on the thread pool as in place', async () => {
    const message = requestMessage(
      'GET',
      '/v3/certificates',
      '1554208460',
      '593BEC0C930BF1AFEB40B4A08C8FB242',
      '',
    )
    expect(message).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n')
    const known =
      'QFVhr0a/aznWQMFRhItq9dJU7CQlNAWNKEVeRfg6c63pI02OUyynSoesuKIy13KbD/MTzYjkPLLWHyRdZiPEqL5NLBR4ZXgyCAic7U/onKdlQHyrw3DbSi8aBqPGcXslr1Sv2uJUsEfM7Dt6dNw05GJQcppnHasdKS9TGHksvrSbQVokIYj3Ygr1Y+5+JwVt5pcbYGod8Jwsi28eJuNJcvQzg6H6B7BLmVZiXLc1Sr1FvPKfDIgtx/XjQ/o14sBI9MoP+1BSxZWMn15w6l3m6fRXtkrLj03l3xelBCTCFsg2Bze3au5da+WTSyY2NmwhjsxYOxAHw/R2Tk7EbjwZ7w=='
    expect(rsaSign(merchantKey, message)).toBe(known)
    expect(await rsaSignOffThread(merchantKey, message)).toBe(known)
  })

  it('writes and reads the Authorization header', () => {
    const parts = {
      mchid: '1230000109',
      nonce_str: 'N1',
      signature: 'c2ln',
      timestamp: '1554208460',
      serial_no: 'S1',
    }
    const header = authorizationHeader(parts)
    expect(header).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1230000109",nonce_str="N1",signature="c2ln",timestamp="1554208460",serial_no="S1"',
    )
    expect(parseAuthorization(header)).toEqual(parts)
    expect(parseAuthorization('Bearer x')).toBeNull()
  })

  it('signs the bridge parameters over appId, timeStamp, nonceStr and package', async () => {
    const params = await client.bridgeParameters('wx201410272009395522657a690389285100')
    expect(params).toMatchObject({
      appId: 'wxd678efh567hg6787',
      timeStamp: String(NOW / 1000),
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    })
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(createPublicKey(merchantKey), params.paySign, 'base64'),
    ).toBe(true)
  })
})

describe('AES-256-GCM resources', () => {
  it('decrypts the known vector and refuses a tampered one', () => {
    const resource = {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM' as const,
      ciphertext: 'r7PZt6cbolsm3vpA8RKHvJ9pfZuusTvSuf8VLIKGBlLMDtpddf+lr3aPibYvKW9nuvA3OaxViafbIE+EFA==',
      associated_data: 'transaction',
      nonce: 'fdasflkja484',
    }
    expect(decryptResource(apiV3Key, resource)).toBe('{"out_trade_no":"DJ1","amount":{"total":100}}')
    const flipped = Buffer.from(resource.ciphertext, 'base64')
    flipped[0] = flipped[0]! ^ 1
    expect(() => decryptResource(apiV3Key, { ...resource, ciphertext: flipped.toString('base64') })).toThrow()
    expect(() => decryptResource(apiV3Key, { ...resource, associated_data: 'refund' })).toThrow()
  })
})

describe.each([
  ['public-key', PUBLIC_KEY_ID],
  ['certificates', CERTIFICATE_SERIAL],
  ['both', CERTIFICATE_SERIAL],
] as const)('notifications signed with the %s key', (mode, serial) => {
  const modeClient = clientIn(mode)
  const plaintext = { out_trade_no: 'DJ20261121000001', trade_state: 'SUCCESS', amount: { total: 29800 } }

  it('accepts a signed, fresh notification and decrypts its resource', async () => {
    const body = notificationBody(plaintext)
    const check = await modeClient.verifyNotification(signedNotification(body, { serial }), body)
    expect(check.ok).toBe(true)
    if (check.ok) {
      expect(check.plaintext).toEqual(plaintext)
      expect(check.notification.event_type).toBe('TRANSACTION.SUCCESS')
    }
  })

  it('refuses a tampered body, a stale or future timestamp, an unknown serial and a signature probe', async () => {
    const body = notificationBody(plaintext)
    const headers = signedNotification(body, { serial })
    expect(await modeClient.verifyNotification(headers, body.replace('支付成功', '已退款'))).toMatchObject({
      ok: false,
    })
    expect(await modeClient.verifyNotification(headers, `${body} `)).toEqual({
      ok: false,
      reason: 'bad signature',
    })

    const stale = signedNotification(body, { serial, timestamp: String(NOW / 1000 - 301) })
    expect(await modeClient.verifyNotification(stale, body)).toEqual({
      ok: false,
      reason: 'timestamp out of window',
    })
    const future = signedNotification(body, { serial, timestamp: String(NOW / 1000 + 301) })
    expect(await modeClient.verifyNotification(future, body)).toEqual({
      ok: false,
      reason: 'timestamp out of window',
    })

    const unknown = signedNotification(body, { serial: 'PUB_KEY_ID_OTHER' })
    expect(await modeClient.verifyNotification(unknown, body)).toMatchObject({
      ok: false,
      reason: 'unknown serial PUB_KEY_ID_OTHER',
    })
    expect(
      await modeClient.verifyNotification({ ...headers, signature: 'WECHATPAY/SIGNTEST/abc' }, body),
    ).toEqual({
      ok: false,
      reason: 'signature probe',
    })
    expect(await modeClient.verifyNotification({ ...headers, signature: undefined }, body)).toMatchObject({
      ok: false,
    })
  })

  it('refuses a resource encrypted with another key even when the signature is good', async () => {
    const body = JSON.stringify({
      id: 'EV-1',
      create_time: '2026-11-21T20:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource('0'.repeat(32), 'transaction', JSON.stringify(plaintext)),
    })
    expect(await modeClient.verifyNotification(signedNotification(body, { serial }), body)).toEqual({
      ok: false,
      reason: 'resource does not decrypt',
    })
  })
})

describe('platform certificates', () => {
  const HOUR = 3600_000
  const publicKeyId = 'PUB_KEY_ID_0112340000000000000000000001'
  /** Two of WeChat's certificates: the current one and its successor, listed 24 hours ahead. */
  const current = { serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', key: platformKey }
  const next = { serial: '6A1B2C3D4E5F60718293A4B5C6D7E8F901234567', key: merchantKey }

  function setUp(mode: 'certificates' | 'both') {
    let now = NOW
    let listed = [{ ...current, effective: NOW - 24 * HOUR, expires: NOW + 48 * HOUR }]
    const downloads: number[] = []
    const certClient = new WechatPayClient(
      'http://127.0.0.1:9/never-called',
      {
        ...client.keys,
        platform: {
          mode,
          publicKey: mode === 'both' ? { id: publicKeyId, key: createPublicKey(platformKey) } : null,
        },
      },
      () => now,
    )
    certClient.platform.downloadWith(async () => {
      downloads.push(now)
      return listed.map(({ key, ...rest }) => ({ ...rest, key: createPublicKey(key) }))
    })
    const signed = (signer: { serial: string; key: typeof platformKey }) => {
      const body = notificationBody(plaintext)
      const timestamp = String(Math.floor(now / 1000))
      const headers = {
        timestamp,
        nonce: 'N',
        serial: signer.serial,
        signature: rsaSign(signer.key, responseMessage(timestamp, 'N', body)),
      }
      return certClient.verifyNotification(headers, body)
    }
    return {
      certClient,
      downloads,
      signed,
      at: (ms: number) => {
        now = ms
      },
      list: (certificates: typeof listed) => {
        listed = certificates
      },
    }
  }
  const plaintext = { out_trade_no: 'DJ1', trade_state: 'SUCCESS' }

  it('downloads the certificates at first use and verifies by the serial a notification names', async () => {
    const { certClient, downloads, signed } = setUp('certificates')
    expect(await certClient.platform.requestSerial()).toBe(current.serial)
    expect((await signed(current)).ok).toBe(true)
    expect(downloads).toHaveLength(1)
    // The public key is no key of a merchant on certificates.
    expect(await signed({ serial: publicKeyId, key: platformKey })).toMatchObject({ ok: false })
  })

  it('an unknown serial downloads again (at most once a minute) and finds a new certificate', async () => {
    const { downloads, signed, at, list } = setUp('certificates')
    expect((await signed(current)).ok).toBe(true)
    list([
      { ...current, effective: NOW - 24 * HOUR, expires: NOW + HOUR },
      { ...next, effective: NOW, expires: NOW + 5 * 365 * 24 * HOUR },
    ])
    at(NOW + 30_000)
    expect((await signed(next)).ok).toBe(true)
    expect(downloads).toHaveLength(2)
    // A forged serial cannot make us download again within the minute.
    expect(await signed({ serial: 'FORGED', key: merchantKey })).toMatchObject({
      reason: 'unknown serial FORGED',
    })
    expect(downloads).toHaveLength(2)
  })

  it('refreshes before a certificate expires, signs requests with the newest, and refuses an expired one', async () => {
    const { certClient, downloads, signed, at, list } = setUp('certificates')
    expect(await certClient.platform.requestSerial()).toBe(current.serial)
    // WeChat lists the successor a day ahead and shortens the current one's life.
    list([
      { ...current, effective: NOW - 24 * HOUR, expires: NOW + 24 * HOUR },
      { ...next, effective: NOW + HOUR, expires: NOW + 5 * 365 * 24 * HOUR },
    ])
    at(NOW + 7 * HOUR)
    expect(await certClient.platform.requestSerial()).toBe(next.serial)
    expect(downloads).toEqual([NOW, NOW + 7 * HOUR])
    at(NOW + 25 * HOUR)
    expect(await signed(current)).toMatchObject({ ok: false, reason: `unknown serial ${current.serial}` })
    expect((await signed(next)).ok).toBe(true)
  })

  it('during the switch-over (both) accepts the public key and the certificates, and asks for the public key', async () => {
    const { certClient, signed } = setUp('both')
    expect(await certClient.platform.requestSerial()).toBe(publicKeyId)
    expect((await signed({ serial: publicKeyId, key: platformKey })).ok).toBe(true)
    expect((await signed(current)).ok).toBe(true)
  })

  it('a failed first download verifies nothing and says why', async () => {
    const { certClient } = setUp('certificates')
    certClient.platform.downloadWith(() => Promise.reject(new Error('network down')))
    const body = notificationBody(plaintext)
    const check = await certClient.verifyNotification(
      signedNotification(body, { serial: current.serial }),
      body,
    )
    expect(check).toMatchObject({ ok: false, reason: expect.stringContaining('could not be downloaded') })
  })
})
