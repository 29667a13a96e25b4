import type { userLevels } from '../../db/schema/index.ts'

/** The customer levels a new platform starts with; staff change them later. */
export const DEFAULT_USER_LEVELS: (typeof userLevels.$inferInsert)[] = [
  { name: '普通会员', maxPoints: 99, content: '注册即享：下单进度实时查看，专属客服在线答疑。' },
  { name: '白银会员', maxPoints: 499, content: '累计 100 成长值：生日当月下单享 95 折，优先客服响应。' },
  {
    name: '黄金会员',
    maxPoints: 1999,
    content: '累计 500 成长值：每月一张 9 折券，可指定常用打手优先派单。',
  },
  { name: '铂金会员', maxPoints: 4999, content: '累计 2000 成长值：每月两张 9 折券，售后极速处理通道。' },
  {
    name: '钻石会员',
    maxPoints: 99_999_999,
    content: '累计 5000 成长值：专属客服经理，每月 85 折券与节日礼包。',
  },
]
