import { Card, Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router'
import { RequireAuth } from '@/features/auth/components/require-auth.tsx'
import { OrderDetailsRoute } from '@/features/orders/routes/order-details.tsx'
import { OrdersRoute } from '@/features/orders/routes/orders.tsx'
import { SettlementsRoute } from '@/features/orders/routes/settlements.tsx'
import { WithdrawalsRoute } from '@/features/withdrawals/routes/withdrawals.tsx'
import { ApplicationsRoute } from '@/features/workers/routes/applications.tsx'
import { FinesRoute } from '@/features/workers/routes/fines.tsx'
import { WorkersRoute } from '@/features/workers/routes/workers.tsx'
import { LOGIN_PATH, ROUTER_BASENAME } from '@/lib/paths.ts'
import { AdminLayout } from './layout/admin-layout.tsx'
import { BannersRoute } from './routes/banners.tsx'
import { DashboardRoute } from './routes/dashboard.tsx'
import { GamesRoute } from './routes/games.tsx'
import { LoginRoute } from './routes/login.tsx'
import { LotteryRoute } from './routes/lottery.tsx'
import { NotFoundRoute } from './routes/not-found.tsx'
import { ProductsRoute } from './routes/products.tsx'
import { RefundsRoute } from './routes/refunds.tsx'
import { SectionRoute } from './routes/section.tsx'
import { UserLevelsRoute } from './routes/user-levels.tsx'
import { SECTIONS, type Section } from './sections.tsx'

// The pages with the rich-text editor load it (and themselves) when first opened.
const ProductEditRoute = lazy(() =>
  import('./routes/product-edit.tsx').then((m) => ({ default: m.ProductEditRoute })),
)
const ContentRoute = lazy(() => import('./routes/content.tsx').then((m) => ({ default: m.ContentRoute })))

function Loading() {
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  )
}

/** The pages of each built section, under its path; a section not listed shows its placeholder. */
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
  '/orders': (section) => [
    { index: true, element: <OrdersRoute section={section} /> },
    { path: ':orderId', element: <OrderDetailsRoute /> },
  ],
  '/refunds': (section) => [{ index: true, element: <RefundsRoute section={section} /> }],
  '/settlements': (section) => [{ index: true, element: <SettlementsRoute section={section} /> }],
  '/applications': (section) => [{ index: true, element: <ApplicationsRoute section={section} /> }],
  '/workers': (section) => [{ index: true, element: <WorkersRoute section={section} /> }],
  '/withdrawals': (section) => [{ index: true, element: <WithdrawalsRoute section={section} /> }],
  '/fines': (section) => [{ index: true, element: <FinesRoute section={section} /> }],
}

function sectionRoute(section: Section): RouteObject {
  if (section.path === '/') return { index: true, element: <DashboardRoute section={section} /> }
  const pages = SECTION_PAGES[section.path]
  return pages
    ? { path: section.path, children: pages(section) }
    : { path: section.path, element: <SectionRoute section={section} /> }
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
