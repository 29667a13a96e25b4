import { createBrowserRouter, RouterProvider } from 'react-router'
import { RequireAuth } from '@/features/auth/components/require-auth.tsx'
import { LOGIN_PATH, ROUTER_BASENAME } from '@/lib/paths.ts'
import { AdminLayout } from './layout/admin-layout.tsx'
import { DashboardRoute } from './routes/dashboard.tsx'
import { LoginRoute } from './routes/login.tsx'
import { NotFoundRoute } from './routes/not-found.tsx'
import { SectionRoute } from './routes/section.tsx'
import { SECTIONS } from './sections.tsx'

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
      children: [
        ...SECTIONS.map((section) =>
          section.path === '/'
            ? { index: true, element: <DashboardRoute section={section} /> }
            : { path: section.path, element: <SectionRoute section={section} /> },
        ),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename: ROUTER_BASENAME },
)

export function AppRouter() {
  return <RouterProvider router={router} />
}
