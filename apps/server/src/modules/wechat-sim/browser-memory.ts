import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const COOKIE = 'wechat_sim_user'
const MAX_AGE_SECONDS = 30 * 86_400

/**
 * The test WeChat user a browser last signed in as, remembered in a cookie the simulator sets, so that
 * browser (and no other) may be that user again: WeChat knows whose phone it is, and an openid typed
 * into a form proves nothing. The cookie is signed with a key made when the server starts, not with
 * SESSION_SECRET, which is the public development value while a simulator is in use; after a restart
 * each browser simply starts with a new user.
 */
export function browserMemory(path: string) {
  const key = randomBytes(32)
  const mac = (openid: string) => createHmac('sha256', key).update(openid).digest()

  return {
    /** The Set-Cookie value remembering `openid` for this browser. */
    cookie(openid: string, { secure }: { secure: boolean }): string {
      const value = `${openid}.${mac(openid).toString('base64url')}`
      return `${COOKIE}=${value}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
    },

    /** The openid this browser's cookie names, when the cookie is one this server signed. */
    remembered(cookieHeader: string | undefined): string | undefined {
      const value = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${COOKIE}=`))
        ?.slice(COOKIE.length + 1)
      const dot = value?.lastIndexOf('.') ?? -1
      if (!value || dot <= 0) return undefined
      const openid = value.slice(0, dot)
      const given = Buffer.from(value.slice(dot + 1), 'base64url')
      const expected = mac(openid)
      return given.length === expected.length && timingSafeEqual(given, expected) ? openid : undefined
    },
  }
}
