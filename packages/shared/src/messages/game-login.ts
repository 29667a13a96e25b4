/*
 * The words and limits of a game login. Apart from their schemas, so that a page or the rulebook
 * reading them pulls no zod (decision 035).
 */

/**
 * The customer's game login for a product that needs it (issue 23): an account and password, or a
 * login note (扫码上号, 找客服要, …). Stored encrypted; only the worker serving the order sees it.
 */
export const GAME_LOGIN_LIMITS = { account: 64, password: 64, note: 200 } as const

export const GameLoginMessages = {
  required: '请填写游戏账号和密码，或填写登录说明',
  accountRequired: '请输入游戏账号',
  passwordRequired: '请输入游戏密码',
  accountTooLong: `游戏账号不能超过${GAME_LOGIN_LIMITS.account}个字符`,
  passwordTooLong: `游戏密码不能超过${GAME_LOGIN_LIMITS.password}个字符`,
  noteTooLong: `登录说明不能超过${GAME_LOGIN_LIMITS.note}个字符`,
  notYours: '订单不存在',
  onlyWorker: '只有接单打手可以查看账号信息',
  onlyCustomer: '只有下单客户可以修改账号信息',
  notInService: '订单不在服务中，无法查看账号信息',
  locked: '客户已锁定账号信息，请在聊天中联系客户解锁',
  nothingStored: '该订单没有账号信息',
  erased: '账号信息已清除',
  orderEnded: '订单已结束，无法修改账号信息',
  updated: '账号信息已修改',
  lockedNow: '账号信息已锁定',
  unlockedNow: '账号信息已解锁',
} as const
