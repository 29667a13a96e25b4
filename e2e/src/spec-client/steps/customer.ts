import type { SpecClient } from '../http.ts'
import { type Context, check } from '../kit.ts'
import type { UserInfo } from '../types.ts'
import { authorizeAsNewUser } from '../wechat.ts'

const USER = '/v1/dEsports/user'

/** The counts of userOrderMineData, keyed by the Chinese status labels (spec §7, docs/domain.md). */
export const MINE_COUNT_LABELS = ['待付款', '待接单', '服务中', '待完成', '已完成', '退款/售后']

/**
 * Signing in the WeChat way (spec §4, Silent authorization): WeChat's authorize page gives a code,
 * the code an openId; an openId with no account answers code 3 (go to /wxRegister), where the phone
 * login binds it and answers the token. Afterwards the stored openId alone gives a session again.
 */
export async function signInThroughWechat(
  { baseUrl, log, wechat }: Context,
  client: SpecClient,
  phone: string,
  nickname: string,
): Promise<void> {
  const code = await authorizeAsNewUser(wechat, baseUrl, `${baseUrl}/home`, nickname, log)
  const { openId } = await client.get<{ openId: string }>('/system/public/wxOpenId', { code })
  check(log, Boolean(openId), 'the code gives an openId')

  const unknown = await client.attempt('GET', '/system/public/getTokenByOpenId', { openId })
  check(
    log,
    unknown.envelope?.code === 3,
    'a WeChat account with no user answers code 3 (go to /wxRegister)',
    unknown.text,
  )

  const { token } = await client.post<{ token: string }>(
    '/system/public/wxCustomerLogin',
    { phone, promotionCode: '', openId, env: 'wechat' },
    { anonymous: true },
  )
  check(log, Boolean(token), `${phone} is signed in and bound to this WeChat account`)
  client.token = token

  const again = await client.get<{ token: string }>('/system/public/getTokenByOpenId', { openId })
  check(log, Boolean(again.token), 'the stored openId now gives a session by itself')
}

/** Step 2: a customer signs in through WeChat, edits their profile and opens the "mine" pages. */
export async function customerSignsIn(context: Context, client: SpecClient, phone: string): Promise<void> {
  const { log } = context
  await signInThroughWechat(context, client, phone, '规格客户')

  const info = await client.get<UserInfo>('/system/info')
  check(log, info.phone === phone, '/system/info is the signed-in customer', info)

  const profile = { nickName: `客户${phone.slice(-4)}`, briefIntroduction: '周末上分，语音开黑' }
  await client.post<UserInfo>(`${USER}/updateProfile`, profile)
  const saved = await client.get<UserInfo>('/system/info')
  check(
    log,
    saved.nickName === profile.nickName && saved.briefIntroduction === profile.briefIntroduction,
    'the profile is saved',
    saved,
  )

  const level = await client.get<{ currentLevel: string; currentPoints: number; userLevelList: unknown[] }>(
    `${USER}/userLevel`,
  )
  check(
    log,
    level.currentPoints === 0 && level.userLevelList.length > 0,
    `a new customer is at level ${level.currentLevel} with 0 points`,
    level,
  )
  const { balance } = await client.get<{ balance: number }>(`${USER}/userBalance`)
  check(log, balance === 0, 'a new customer has a balance of 0', balance)
  const invitations = await client.get<{ promotionCode: string; list: unknown[] }>(`${USER}/myInvitations`)
  check(
    log,
    Boolean(invitations.promotionCode) && invitations.list.length === 0,
    'a new customer has a promotion code and no invitations yet',
    invitations,
  )
  const counts = await client.get<Record<string, number>>(`${USER}/userOrderMineData`)
  check(
    log,
    MINE_COUNT_LABELS.every((label) => counts[label] === 0),
    `the order counts (${MINE_COUNT_LABELS.join(' ')}) are all 0`,
    counts,
  )
}
