import { createBrowserRouter, RouterProvider } from 'react-router'
import { setNavigate } from '@/lib/navigation.ts'
import { APP_ROUTES } from './route-table.tsx'

type AppRouterInstance = ReturnType<typeof createBrowserRouter>

let router: AppRouterInstance | null = null

/**
 * Created on first render, not on import: the router reads the address when it is created, and the
 * start-up (main.tsx) first takes WeChat's `?code` out of it.
 */
function appRouter(): AppRouterInstance {
  if (!router) {
    router = createBrowserRouter(APP_ROUTES)
    // The request client navigates from outside React (spec §8: 401, code 3); it goes through the router.
    setNavigate((to, options) => void router?.navigate(to, options))
  }
  return router
}

export function AppRouter() {
  return <RouterProvider router={appRouter()} />
}
