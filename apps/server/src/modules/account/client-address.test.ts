import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rateLimits } from '../../db/schema/index.ts'
import { LOGIN_LIMITS } from '../../lib/rate-limit.ts'
import { apiCaller } from '../../test/api-call.ts'
import { type TestContext, useTestApp } from '../../test/test-app.ts'

// Issue 18: the per-address limit on failed sign-ins counts the address the connection came from,
// unless that address is a proxy listed in TRUST_PROXY. `inject` connects from 127.0.0.1.
const direct = await useTestApp()
const behindProxy = await useTestApp({ TRUST_PROXY: '127.0.0.1' })

const TOO_MANY = '登录失败次数过多，请15分钟后再试'

const signIns = [
  ['the customer password login', '/boot/system/login', 'login'],
  ['the staff sign-in', '/boot/admin/auth/login', 'staff-login'],
] as const

let phoneSeq = 13700000000
const nextPhone = () => String(++phoneSeq)
let addressSeq = 0
/** A different made-up client address on each call. */
const nextForgedAddress = () => `198.51.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`

/** A wrong password for a phone no one has, so every try is a failure. */
async function failedTry(
  { app }: TestContext,
  url: string,
  { forwardedFor, from }: { forwardedFor?: string; from?: string } = {},
) {
  return apiCaller(app)(
    'POST',
    url,
    undefined,
    { phone: nextPhone(), password: 'not-the-password' },
    {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      remoteAddress: from,
    },
  )
}

async function countedAddresses({ database }: TestContext, scope: string) {
  const rows = await database.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${scope}:ip:%`))
  return rows.map((row) => row.key.slice(`${scope}:ip:`.length))
}

describe.each(signIns)('%s', (_name, url, scope) => {
  it('without TRUST_PROXY, a new X-Forwarded-For on each try does not escape the per-address limit', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
      const answer = await failedTry(direct, url, { forwardedFor: nextForgedAddress() })
      expect(answer.status).toBe(200)
      expect(answer.msg).not.toBe(TOO_MANY)
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await failedTry(direct, url, { forwardedFor: nextForgedAddress() })
      expect(refused).toEqual({ status: 429, code: 1, msg: TOO_MANY, data: null })
    }
    // Every failure was counted against the connection, none against a forged address.
    expect(await countedAddresses(direct, scope)).toEqual(['127.0.0.1'])
  })

  describe('with TRUST_PROXY=127.0.0.1', () => {
    it('counts the client the proxy names, so clients behind one proxy are limited apart', async () => {
      const client = '203.0.113.7'
      for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
        expect((await failedTry(behindProxy, url, { forwardedFor: client })).status).toBe(200)
      }
      const refused = await failedTry(behindProxy, url, { forwardedFor: client })
      expect(refused).toEqual({ status: 429, code: 1, msg: TOO_MANY, data: null })

      // Another client behind the same proxy still has its own tries.
      const neighbour = await failedTry(behindProxy, url, { forwardedFor: '203.0.113.8' })
      expect(neighbour.status).toBe(200)
      expect(neighbour.msg).not.toBe(TOO_MANY)
      expect(await countedAddresses(behindProxy, scope)).toEqual(
        expect.arrayContaining(['203.0.113.7', '203.0.113.8']),
      )
      expect(await countedAddresses(behindProxy, scope)).not.toContain('127.0.0.1')
    })

    it('believes only the address the proxy appended, not what the client wrote before it', async () => {
      const client = '203.0.113.20'
      // nginx appends the address it saw to whatever X-Forwarded-For the client sent.
      for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
        await failedTry(behindProxy, url, { forwardedFor: `${nextForgedAddress()}, ${client}` })
      }
      const refused = await failedTry(behindProxy, url, { forwardedFor: `${nextForgedAddress()}, ${client}` })
      expect(refused.status).toBe(429)
      const counted = await countedAddresses(behindProxy, scope)
      expect(counted.filter((ip) => ip.startsWith('198.51.'))).toEqual([])
    })

    it('does not believe X-Forwarded-For from an address that is not a listed proxy', async () => {
      const stranger = '192.0.2.44'
      for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
        await failedTry(behindProxy, url, { from: stranger, forwardedFor: nextForgedAddress() })
      }
      const refused = await failedTry(behindProxy, url, { from: stranger, forwardedFor: nextForgedAddress() })
      expect(refused.status).toBe(429)
      expect(await countedAddresses(behindProxy, scope)).toContain(stranger)
    })
  })
})
