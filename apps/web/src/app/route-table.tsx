import type { WebRoutePath } from '@dianjing/shared'
import { type RouteObject, redirect } from 'react-router'
import { requireLogin } from '@/features/account/require-login.ts'
import { loadQueryLibrary } from '@/lib/deferred-queries.ts'
import { PageFallback } from './layout/page-fallback.tsx'
import { RootLayout } from './layout/root-layout.tsx'
import { TabLayout } from './layout/tab-layout.tsx'
import type { PageHandle } from './route-handle.ts'
import { HomeRoute } from './routes/home.tsx'
import { RouteError } from './routes/route-error.tsx'

type PagePath = Exclude<WebRoutePath, '/'>

interface PageRoute {
  path: PagePath
  handle: PageHandle
  /** Eager pages are in the first download; the rest load when first opened. */
  Component?: RouteObject['Component']
  lazy?: RouteObject['lazy']
  /** `requireLogin` on every page that shows or changes the user's own data (spec §4, Session). */
  loader?: RouteObject['loader']
}

/** The tab pages of spec §2, in tab bar order. Home is eager: it is where nearly every visit starts. */
export const TAB_ROUTES: PageRoute[] = [
  { path: '/home', handle: { title: '首页', tab: true }, Component: HomeRoute },
  {
    path: '/worker-list',
    handle: { title: '陪玩', tab: true },
    lazy: () =>
      import('@/features/players/routes/worker-list.tsx').then((module) => ({
        Component: module.WorkerListRoute,
      })),
  },
  {
    path: '/ranking',
    handle: { title: '老板排行榜', tab: true },
    lazy: () =>
      import('@/features/rankings/routes/boss-ranking.tsx').then((module) => ({
        Component: module.BossRankingRoute,
      })),
  },
  {
    path: '/mine',
    handle: { title: '我的', tab: true },
    loader: requireLogin,
    lazy: () => import('./routes/mine.tsx').then((module) => ({ Component: module.MineRoute })),
  },
]

const account = {
  wxRegister: () =>
    import('@/features/account/routes/wx-register.tsx').then((module) => ({
      Component: module.WxRegisterRoute,
    })),
  loginRegister: () =>
    import('@/features/account/routes/login-register.tsx').then((module) => ({
      Component: module.LoginRegisterRoute,
    })),
  editUserInfo: () =>
    import('@/features/account/routes/edit-user-info.tsx').then((module) => ({
      Component: module.EditUserInfoRoute,
    })),
  myInvitations: () =>
    import('@/features/account/routes/my-invitations.tsx').then((module) => ({
      Component: module.MyInvitationsRoute,
    })),
}

/** Every other page of spec §2, all loaded on demand (the spec marks four; the rest keep first load small). */
export const PAGE_ROUTES: PageRoute[] = [
  {
    path: '/product-detail',
    handle: { title: '商品详情' },
    // The details load beside the page's code instead of after it (the page is often a shared link).
    loader: async ({ request }) => {
      const { prefetchProductDetails } = await import('@/features/catalogue/api/get-product-details.ts')
      prefetchProductDetails(new URL(request.url).searchParams.get('productId'))
      return null
    },
    lazy: () =>
      import('@/features/catalogue/routes/product-detail.tsx').then((module) => ({
        Component: module.ProductDetailRoute,
      })),
  },
  { path: '/login-register', handle: { title: '账号登录' }, lazy: account.loginRegister },
  { path: '/wxRegister', handle: { title: '手机号登录' }, lazy: account.wxRegister },
  {
    path: '/reception-hall',
    handle: { title: '接单大厅' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/hall/routes/reception-hall.tsx').then((module) => ({
        Component: module.ReceptionHallRoute,
      })),
  },
  {
    path: '/order-pay',
    handle: { title: '确认订单' },
    loader: requireLogin,
    lazy: () => import('./routes/order-pay.tsx').then((module) => ({ Component: module.OrderPayRoute })),
  },
  {
    path: '/order-list',
    handle: { title: '我的订单' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/orders/routes/order-list.tsx').then((module) => ({
        Component: module.OrderListRoute,
      })),
  },
  {
    path: '/worker-detail',
    handle: { title: '打手详情' },
    lazy: () =>
      import('./routes/worker-detail.tsx').then((module) => ({ Component: module.WorkerDetailRoute })),
  },
  {
    path: '/apply',
    handle: { title: '申请成为打手' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/apply.tsx').then((module) => ({ Component: module.ApplyRoute })),
  },
  {
    path: '/audit-pending',
    handle: { title: '审核中' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/audit-pending.tsx').then((module) => ({
        Component: module.AuditPendingRoute,
      })),
  },
  {
    path: '/audit-rejected',
    handle: { title: '审核未通过' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/audit-rejected.tsx').then((module) => ({
        Component: module.AuditRejectedRoute,
      })),
  },
  {
    path: '/lottery-wheel',
    handle: { title: '幸运转盘' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/lottery/routes/lottery-wheel.tsx').then((module) => ({
        Component: module.LotteryWheelRoute,
      })),
  },
  {
    path: '/dashou-center',
    handle: { title: '打手中心' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/dashou-center.tsx').then((module) => ({
        Component: module.DashouCenterRoute,
      })),
  },
  {
    path: '/pay-membership',
    handle: { title: '开通会员' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/pay-membership.tsx').then((module) => ({
        Component: module.PayMembershipRoute,
      })),
  },
  {
    path: '/worker-order-details',
    handle: { title: '订单详情' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/hall/routes/worker-order-details.tsx').then((module) => ({
        Component: module.WorkerOrderDetailsRoute,
      })),
  },
  {
    path: '/worker-receiving-order-details',
    handle: { title: '接单详情' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/hall/routes/worker-receiving-order-details.tsx').then((module) => ({
        Component: module.WorkerReceivingOrderDetailsRoute,
      })),
  },
  {
    path: '/worker-order-list',
    handle: { title: '我的接单' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/hall/routes/worker-order-list.tsx').then((module) => ({
        Component: module.WorkerOrderListRoute,
      })),
  },
  {
    path: '/recharge',
    handle: { title: '保证金与会员' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/recharge.tsx').then((module) => ({
        Component: module.RechargeRoute,
      })),
  },
  {
    path: '/worker-ranking',
    handle: { title: '打手排行榜' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/rankings/routes/worker-ranking.tsx').then((module) => ({
        Component: module.WorkerRankingRoute,
      })),
  },
  {
    path: '/worker-level',
    handle: { title: '打手等级' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/rankings/routes/worker-level.tsx').then((module) => ({
        Component: module.WorkerLevelRoute,
      })),
  },
  {
    path: '/balance-management',
    handle: { title: '余额管理' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/balance-management.tsx').then((module) => ({
        Component: module.BalanceManagementRoute,
      })),
  },
  {
    path: '/withdraw',
    handle: { title: '提现' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/withdraw.tsx').then((module) => ({ Component: module.WithdrawRoute })),
  },
  {
    path: '/withdraw-info-setting',
    handle: { title: '提现信息设置' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/worker/routes/withdraw-info-setting.tsx').then((module) => ({
        Component: module.WithdrawInfoSettingRoute,
      })),
  },
  {
    path: '/edit-user-info',
    handle: { title: '编辑资料' },
    loader: requireLogin,
    lazy: account.editUserInfo,
  },
  {
    path: '/balance-recharge',
    handle: { title: '余额充值' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/orders/routes/balance-recharge.tsx').then((module) => ({
        Component: module.BalanceRechargeRoute,
      })),
  },
  {
    path: '/my-invitations',
    handle: { title: '我的邀请' },
    loader: requireLogin,
    lazy: account.myInvitations,
  },
  {
    path: '/order-chat',
    handle: { title: '订单聊天' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/chat/routes/order-chat.tsx').then((module) => ({
        Component: module.OrderChatRoute,
      })),
  },
  {
    path: '/order-dispute',
    handle: { title: '协商与售后' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/disputes/routes/order-dispute.tsx').then((module) => ({
        Component: module.OrderDisputeRoute,
      })),
  },
  {
    path: '/messages',
    handle: { title: '消息' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/chat/routes/messages.tsx').then((module) => ({ Component: module.MessagesRoute })),
  },
  {
    path: '/notifications',
    handle: { title: '通知' },
    loader: requireLogin,
    lazy: () =>
      import('@/features/notifications/routes/notifications.tsx').then((module) => ({
        Component: module.NotificationsRoute,
      })),
  },
]

/**
 * A page loaded on demand is shown once its code and the query library are both here: its queries
 * need the app's cache (app/provider.tsx), which home's first screen is drawn without.
 */
function withQueryLibrary(route: PageRoute): PageRoute {
  const { lazy } = route
  if (typeof lazy !== 'function') return route
  return { ...route, lazy: () => Promise.all([lazy(), loadQueryLibrary()]).then(([page]) => page) }
}

/** `/` is home (spec §2); the query survives, since WeChat may come back to `/?code=…`. */
export const ROOT_REDIRECT: RouteObject = {
  path: '/',
  loader: ({ request }) => redirect(`/home${new URL(request.url).search}`),
}

/** The whole tree: every page inside the root layout, the tab pages inside the tab bar's layout. */
export const APP_ROUTES: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      ROOT_REDIRECT,
      { Component: TabLayout, children: TAB_ROUTES.map(withQueryLibrary) },
      ...PAGE_ROUTES.map(withQueryLibrary),
      {
        path: '*',
        handle: { title: '页面不存在' } satisfies PageHandle,
        lazy: () => import('./routes/not-found.tsx').then((module) => ({ Component: module.NotFoundRoute })),
      },
    ],
  },
]
