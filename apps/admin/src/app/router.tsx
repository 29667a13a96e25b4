import { Card, Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router'
import { ArbitrationsRoute } from '@/features/arbitrations/routes/arbitrations.tsx'
import { AuditLogRoute } from '@/features/audit-log/routes/audit-log.tsx'
import { RequireAuth } from '@/features/auth/components/require-auth.tsx'
import { RequireRole } from '@/features/auth/components/require-role.tsx'
import { BannersRoute } from '@/features/catalogue/routes/banners.tsx'
import { GamesRoute } from '@/features/catalogue/routes/games.tsx'
import { ProductsRoute } from '@/features/catalogue/routes/products.tsx'
import { UserLevelsRoute } from '@/features/content/routes/user-levels.tsx'
import { LotteryRoute } from '@/features/lottery/routes/lottery.tsx'
import { ChatReportsRoute } from '@/features/orders/routes/chat-reports.tsx'
import { OrderDetailsRoute } from '@/features/orders/routes/order-details.tsx'
import { SettlementsRoute } from '@/features/orders/routes/settlements.tsx'
import { UnclaimedOrdersRoute } from '@/features/orders/routes/unclaimed-orders.tsx'
import { QueueSettingsRoute } from '@/features/queue-settings/routes/queue-settings.tsx'
import { RefundsRoute } from '@/features/refunds/routes/refunds.tsx'
import { StaffRoute } from '@/features/staff/routes/staff.tsx'
import { UserDetailsRoute } from '@/features/users/routes/user-details.tsx'
import { UsersRoute } from '@/features/users/routes/users.tsx'
import { WechatTemplatesRoute } from '@/features/wechat-templates/routes/wechat-templates.tsx'
import { ApplicationsRoute } from '@/features/workers/routes/applications.tsx'
import { FinesRoute } from '@/features/workers/routes/fines.tsx'
import { WorkerDetailsRoute } from '@/features/workers/routes/worker-details.tsx'
import { WorkersRoute } from '@/features/workers/routes/workers.tsx'
import { LOGIN_PATH, ROUTER_BASENAME } from '@/lib/paths.ts'
import { AdminLayout } from './layout/admin-layout.tsx'
import { ArbitrationDetailsRoute } from './routes/arbitration-details.tsx'
import { DashboardRoute } from './routes/dashboard.tsx'
import { LoginRoute } from './routes/login.tsx'
import { NotFoundRoute } from './routes/not-found.tsx'
import { OrdersRoute } from './routes/orders.tsx'
import { WithdrawalsRoute } from './routes/withdrawals.tsx'
import { SECTIONS, type Section } from './sections.tsx'

// The pages with the rich-text editor load it (and themselves) when first opened.
const ProductEditRoute = lazy(() =>
  import('@/features/catalogue/routes/product-edit.tsx').then((m) => ({ default: m.ProductEditRoute })),
)
const ContentRoute = lazy(() =>
  import('@/features/content/routes/content.tsx').then((m) => ({ default: m.ContentRoute })),
)

function Loading() {
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  )
}

/** The pages of each section, under its path. */
const SECTION_PAGES: Record<string, (section: Section) => RouteObject[]> = {
  '/games': (section) => [{ index: true, element: <GamesRoute section={section} /> }],
  '/products': (section) => [
    { index: true, element: <ProductsRoute section={section} /> },
    {
      path: ':productId',
      element: (
        <Suspense fallback={<Loading />}>
          <ProductEditRoute />
        </Suspense>
      ),
    },
  ],
  '/lottery': (section) => [{ index: true, element: <LotteryRoute section={section} /> }],
  '/banners': (section) => [{ index: true, element: <BannersRoute section={section} /> }],
  '/content': (section) => [
    {
      index: true,
      element: (
        <Suspense fallback={<Loading />}>
          <ContentRoute section={section} />
        </Suspense>
      ),
    },
  ],
  '/user-levels': (section) => [{ index: true, element: <UserLevelsRoute section={section} /> }],
  '/wechat-templates': (section) => [{ index: true, element: <WechatTemplatesRoute section={section} /> }],
  '/orders': (section) => [
    { index: true, element: <OrdersRoute section={section} /> },
    { path: ':orderId', element: <OrderDetailsRoute /> },
  ],
  '/unclaimed-orders': (section) => [{ index: true, element: <UnclaimedOrdersRoute section={section} /> }],
  '/chat-reports': (section) => [{ index: true, element: <ChatReportsRoute section={section} /> }],
  '/queue-settings': (section) => [{ index: true, element: <QueueSettingsRoute section={section} /> }],
  '/refunds': (section) => [{ index: true, element: <RefundsRoute section={section} /> }],
  '/arbitrations': (section) => [
    { index: true, element: <ArbitrationsRoute section={section} /> },
    { path: ':arbitrationId', element: <ArbitrationDetailsRoute /> },
  ],
  '/settlements': (section) => [{ index: true, element: <SettlementsRoute section={section} /> }],
  '/applications': (section) => [{ index: true, element: <ApplicationsRoute section={section} /> }],
  '/workers': (section) => [
    { index: true, element: <WorkersRoute section={section} /> },
    { path: ':userId', element: <WorkerDetailsRoute /> },
  ],
  '/withdrawals': (section) => [{ index: true, element: <WithdrawalsRoute section={section} /> }],
  '/fines': (section) => [{ index: true, element: <FinesRoute section={section} /> }],
  '/staff': (section) => [{ index: true, element: <StaffRoute section={section} /> }],
  '/audit-log': (section) => [{ index: true, element: <AuditLogRoute section={section} /> }],
  '/users': (section) => [
    { index: true, element: <UsersRoute section={section} /> },
    { path: ':userId', element: <UserDetailsRoute /> },
  ],
}

/** A section's pages, behind its roles: any other role opening it by address sees why, not refusals. */
function sectionRoute(section: Section): RouteObject {
  if (section.path === '/') return { index: true, element: <DashboardRoute section={section} /> }
  // Every section in the menu has its pages above; one left out would show 页面不存在, not a placeholder.
  const pages = SECTION_PAGES[section.path] ?? (() => [{ index: true, element: <NotFoundRoute /> }])
  return { path: section.path, element: <RequireRole roles={section.roles} />, children: pages(section) }
}

const router = createBrowserRouter(
  [
    { path: LOGIN_PATH, element: <LoginRoute /> },
    {
      path: '/',
      element: (
        <RequireAuth>
          <AdminLayout />
        </RequireAuth>
      ),
      children: [...SECTIONS.map(sectionRoute), { path: '*', element: <NotFoundRoute /> }],
    },
  ],
  { basename: ROUTER_BASENAME },
)

export function AppRouter() {
  return <RouterProvider router={router} />
}
