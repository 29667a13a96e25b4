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
