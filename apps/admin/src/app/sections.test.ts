import type { StaffRoleValue } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { isGroup, mayOpen, NAVIGATION, navigationFor } from './sections.tsx'

/** The menu a role sees, as group › section titles. */
const menu = (role: StaffRoleValue) =>
  navigationFor(role).flatMap((entry) =>
    isGroup(entry) ? entry.children.map((child) => `${entry.title}›${child.title}`) : [entry.title],
  )

const everything = NAVIGATION.flatMap((entry) =>
  isGroup(entry) ? entry.children.map((child) => `${entry.title}›${child.title}`) : [entry.title],
)

describe('the menu per role', () => {
  it('shows the owner every section', () => {
    expect(menu('owner')).toEqual(everything)
  })

  it('shows finance the money and the records it reads, not the catalogue editors, staff or the log', () => {
    expect(menu('finance')).toEqual([
      '工作台',
      '商品管理›抽奖统计',
      '订单›全部订单',
      '退款审核',
      '仲裁处理',
      '打手›入驻审核',
      '打手›打手列表',
      '资金›结算',
      '资金›提现审核',
      '资金›罚款',
      '用户',
      '队列设置',
    ])
  })

  it('shows operators the catalogue and content, but not refunds, staff or the log', () => {
    const operator = menu('operator')
    expect(operator).toContain('商品管理›商品')
    expect(operator).toContain('内容配置›公告与配置')
    expect(operator).not.toContain('退款审核')
    expect(operator).not.toContain('员工与权限')
    expect(operator).not.toContain('操作日志')
  })

  it('shows the chat report queue to those who answer customers and workers, not to finance', () => {
    expect(menu('operator')).toContain('订单›聊天举报')
    expect(menu('support')).toContain('订单›聊天举报')
    expect(menu('finance')).not.toContain('订单›聊天举报')
    expect(mayOpen('/chat-reports', 'finance')).toBe(false)
  })

  it('shows the template messages to operators and the owner, beside the other content settings', () => {
    expect(menu('operator')).toContain('内容配置›模板消息')
    expect(menu('owner')).toContain('内容配置›模板消息')
    expect(menu('finance')).not.toContain('内容配置›模板消息')
    expect(menu('support')).not.toContain('内容配置›模板消息')
    expect(mayOpen('/wechat-templates', 'operator')).toBe(true)
    expect(mayOpen('/wechat-templates', 'support')).toBe(false)
  })

  it('drops a group none of whose sections the role may open', () => {
    const groups = navigationFor('support')
      .filter(isGroup)
      .map((group) => group.title)
    expect(groups).not.toContain('内容配置')
    expect(menu('support')).toContain('退款审核')
  })
})

describe('mayOpen', () => {
  it('follows the section of a nested page', () => {
    expect(mayOpen('/staff', 'finance')).toBe(false)
    expect(mayOpen('/products/12', 'finance')).toBe(false)
    expect(mayOpen('/products/12', 'operator')).toBe(true)
    expect(mayOpen('/orders/8', 'support')).toBe(true)
    expect(mayOpen('/audit-log', 'owner')).toBe(true)
  })

  it('leaves a page outside every section to the not-found page', () => {
    expect(mayOpen('/nowhere', 'support')).toBe(true)
  })
})
