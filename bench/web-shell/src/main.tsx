// The bare baseline for the web app: React, react-router with one eager and one lazy page, nothing else.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Link, RouterProvider } from 'react-router'

function HomePage() {
  return (
    <main style={{ padding: 16, fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 20 }}>Bare shell</h1>
      <p>A React page with a router and nothing else, built with the web app's Vite setup.</p>
      <Link to="/product-detail?productId=1">A lazy page</Link>
    </main>
  )
}

const router = createBrowserRouter([
  { path: '/', Component: HomePage },
  { path: '/home', Component: HomePage },
  {
    path: '/product-detail',
    lazy: () => import('./detail.tsx').then((module) => ({ Component: module.DetailPage })),
  },
])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
