import { createBrowserRouter, RouterProvider } from 'react-router'
import { setNavigate } from '@/lib/navigation.ts'
import { APP_ROUTES } from './route-table.tsx'

const router = createBrowserRouter(APP_ROUTES)

// The request client navigates from outside React (spec §8: 401, code 3); it goes through the router.
setNavigate((to, options) => void router.navigate(to, options))

export function AppRouter() {
  return <RouterProvider router={router} />
}
