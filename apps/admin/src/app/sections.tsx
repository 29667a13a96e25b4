import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  ControlOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HistoryOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { type QueueKey, STAFF_ROLE_LABELS, type StaffRoleValue } from '@dianjing/shared'
import type { ReactNode } from 'react'
import { type AllowedRoles, ANY_STAFF, OPERATORS, OWNER_ONLY, roleMayOpen } from '@/lib/roles.ts'

/** One page of the console: its route (relative to /admin), its menu label and what it is for. */
export interface Section {
  path: string
  title: string
  description: string
  icon?: ReactNode
  /** Who besides the owner may open it: the roles the server lets read its data (its ROLE_TABLE). */
  roles: AllowedRoles
  /** The work queue it is, whose count of what waits shows on its menu entry. */
  queue?: QueueKey
}

export interface SectionGroup {
  key: string
  title: string
  icon: ReactNode
  children: Section[]
}

export type NavigationEntry = Section | SectionGroup

export const isGroup = (entry: NavigationEntry): entry is SectionGroup => 'children' in entry

/** Refund applications are read by finance, who decides, and support, who answers customers. */
const REFUND_READERS: AllowedRoles = ['finance', 'support']

const roleNames = Object.values(STAFF_ROLE_LABELS).join('、')

/** The menu, in order; the router builds a route for every section here. */
export const NAVIGATION: NavigationEntry[] = [
  {
    path: '/',
    title: '工作台',
    description: '今日与本月的经营数据、待处理事项和近 30 天趋势',
    icon: <DashboardOutlined />,
    roles: ANY_STAFF,
  },
  {
    key: 'catalogue',
    title: '商品管理',
    icon: <AppstoreOutlined />,
    children: [
      {
        path: '/games',
        title: '游戏分类',
        description: '维护游戏分类及其排序，商品按游戏归类展示给客户',
        roles: OPERATORS,
      },
      {
        path: '/products',
        title: '商品',
        description: '管理商品的价格、封面、图文详情与上下架状态，抽奖商品在此配置奖品与概率',
        roles: OPERATORS,
      },
      {
        path: '/lottery',
        title: '抽奖统计',
        description:
          '查看抽奖商品的售出与已抽次数，对比每个奖品的配置概率与实际中奖占比，并查看每笔订单的抽奖结果',
        roles: ANY_STAFF,
      },
      {
        path: '/banners',
        title: '轮播图',
        description: '配置首页轮播图的图片、跳转链接、排序与启用状态',
        roles: OPERATORS,
      },
    ],
  },
  {
    key: 'content',
    title: '内容配置',
    icon: <FileTextOutlined />,
    children: [
      {
        path: '/content',
        title: '公告与配置',
        description:
          '维护用户端的首页公告、下单须知、平台须知与客服信息，以及打手端的平台公告，保存后即时生效',
        roles: OPERATORS,
      },
      {
        path: '/user-levels',
        title: '会员等级',
        description: '配置用户会员等级的名称、成长值上限与等级权益，用户每消费 1 元获得 1 成长值',
        roles: OPERATORS,
      },
      {
        path: '/wechat-templates',
        title: '模板消息',
        description:
          '为每类通知配置公众号模板消息：是否发送、模板ID，以及模板关键词填入的内容；未启用的通知只在用户端消息中心展示',
        roles: OPERATORS,
      },
    ],
  },
  {
    key: 'orders',
    title: '订单',
    icon: <ProfileOutlined />,
    children: [
      {
        path: '/orders',
        title: '全部订单',
        description: '查看全部订单的支付、接单与服务进度，添加备注并处理服务纠纷',
        roles: ANY_STAFF,
      },
      {
        path: '/unclaimed-orders',
        title: '待派单',
        description: '已支付但长时间无人接单的订单，等待最久的在前；可指派给能接单的打手并注明理由',
        roles: ['operator', 'support'],
        queue: 'unclaimed',
      },
      {
        path: '/chat-reports',
        title: '聊天举报',
        description: '客户与打手举报的聊天消息，等待最久的在前；请到订单的聊天记录中核实，再填写处理结果',
        roles: ['operator', 'support'],
      },
    ],
  },
  {
    path: '/refunds',
    title: '退款审核',
    description: '审核客户退款申请，通过后原路退回微信支付',
    icon: <RollbackOutlined />,
    roles: REFUND_READERS,
    queue: 'refunds',
  },
  {
    path: '/arbitrations',
    title: '仲裁处理',
    description:
      '客户与打手协商不成时发起的仲裁，等待最久的在前；对照双方证据、聊天记录与服务进度，裁决退款分配，必要时对打手罚款',
    icon: <AuditOutlined />,
    roles: ANY_STAFF,
    queue: 'arbitrations',
  },
  {
    key: 'workers',
    title: '打手',
    icon: <TeamOutlined />,
    children: [
      {
        path: '/applications',
        title: '入驻审核',
        description: '审核用户提交的打手入驻申请，通过或填写原因驳回',
        roles: ANY_STAFF,
        queue: 'applications',
      },
      {
        path: '/workers',
        title: '打手列表',
        description: '查看打手的等级、会员有效期、保证金与余额，办理离职退还保证金',
        roles: ANY_STAFF,
      },
    ],
  },
  {
    key: 'finance',
    title: '资金',
    icon: <AccountBookOutlined />,
    children: [
      {
        path: '/settlements',
        title: '结算',
        description: '查看订单结算记录，对待完成的订单手动结算，打手收入计入可用余额',
        roles: ANY_STAFF,
      },
      {
        path: '/withdrawals',
        title: '提现审核',
        description: '核对收款人后经支付宝接口打款，或驳回并退回可用余额；支付宝故障时可手动打款后标记',
        roles: ANY_STAFF,
        queue: 'withdrawals',
      },
      {
        path: '/fines',
        title: '罚款',
        description: '对违规打手开具罚款并注明原因，从可用余额扣除，不足部分记为欠款',
        roles: ANY_STAFF,
      },
    ],
  },
  {
    path: '/users',
    title: '用户',
    description: '查询平台用户的资料、成长值、余额与邀请关系，必要时封禁账号',
    icon: <UserOutlined />,
    roles: ANY_STAFF,
  },
  {
    path: '/queue-settings',
    title: '队列设置',
    description:
      '设置入驻、退款、提现审核、待派单与仲裁的处理时限（超时的标红优先处理），订单进入待派单的等待时间，协商撤销与仲裁的各项时限，以及驳回、拒绝和派单时可选的常用理由',
    icon: <ControlOutlined />,
    roles: ['operator', 'finance'],
  },
  {
    path: '/staff',
    title: '员工与权限',
    description: `管理后台员工账号与角色（${roleNames}），仅所有者可操作`,
    icon: <SafetyCertificateOutlined />,
    roles: OWNER_ONLY,
  },
  {
    path: '/audit-log',
    title: '操作日志',
    description: '员工每一次修改数据的记录：操作人、操作内容、修改前后的值与时间',
    icon: <HistoryOutlined />,
    roles: OWNER_ONLY,
  },
]

export const SECTIONS: Section[] = NAVIGATION.flatMap((entry) => (isGroup(entry) ? entry.children : [entry]))

/** The section a location belongs to, and the menu group holding it, if any. */
export function findSection(pathname: string): { section?: Section; group?: SectionGroup } {
  for (const entry of NAVIGATION) {
    if (isGroup(entry)) {
      const section = entry.children.find((child) => matches(child.path, pathname))
      if (section) return { section, group: entry }
    } else if (matches(entry.path, pathname)) {
      return { section: entry }
    }
  }
  return {}
}

function matches(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/'
  return pathname === path || pathname.startsWith(`${path}/`)
}

/** Whether a role may open the page at a path (a page outside every section is open to all). */
export function mayOpen(pathname: string, role: StaffRoleValue): boolean {
  const { section } = findSection(pathname)
  return !section || roleMayOpen(section.roles, role)
}

/** The menu a role sees: only the sections it may open, and no group left empty. */
export function navigationFor(role: StaffRoleValue): NavigationEntry[] {
  return NAVIGATION.flatMap((entry): NavigationEntry[] => {
    if (!isGroup(entry)) return roleMayOpen(entry.roles, role) ? [entry] : []
    const children = entry.children.filter((child) => roleMayOpen(child.roles, role))
    return children.length > 0 ? [{ ...entry, children }] : []
  })
}
