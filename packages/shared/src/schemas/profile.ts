import { z } from 'zod'
import { PROFILE_LIMITS } from '../constants.ts'
import { requiredText } from './common.ts'

export const profileBody = z.object({
  nickName: requiredText('请输入昵称').max(
    PROFILE_LIMITS.nickName,
    `昵称不能超过${PROFILE_LIMITS.nickName}个字符`,
  ),
  briefIntroduction: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.intro, `简介不能超过${PROFILE_LIMITS.intro}个字符`)
    .optional()
    .default(''),
})

export type ProfileBody = z.infer<typeof profileBody>

/** The signed-in user as the apps keep it (spec §3, User info). */
export const userInfo = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  /** Empty when the account has no phone yet. */
  phone: z.string(),
  briefIntroduction: z.string(),
  /** The user's own code to invite others with. */
  promotionCode: z.string(),
})

/** Customer level (spec §3): where the growth points stand and every level's benefits. */
export const userLevel = z.object({
  currentLevel: z.string(),
  currentPoints: z.number().int(),
  currentLevelMinPoints: z.number().int(),
  currentLevelMaxPoints: z.number().int(),
  nextLevel: z.string().nullable(),
  userLevelList: z.array(z.object({ name: z.string(), maxPoints: z.number().int(), content: z.string() })),
})

export const invitee = z.object({
  id: z.number().int(),
  nickName: z.string(),
  /** Masked: 138****0000. */
  phone: z.string(),
  createTime: z.string(),
  /** What they have paid in total, in cents. */
  totalSpend: z.number().int(),
})

export const myInvitations = z.object({
  promotionCode: z.string(),
  total: z.number().int(),
  list: z.array(invitee),
})

export type UserInfo = z.infer<typeof userInfo>
export type UserLevel = z.infer<typeof userLevel>
export type Invitee = z.infer<typeof invitee>
export type MyInvitations = z.infer<typeof myInvitations>
