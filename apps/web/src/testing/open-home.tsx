import { StrictMode } from 'react'
import { AppProvider } from '@/app/provider.tsx'
import { HomeRoute } from '@/app/routes/home.tsx'
import { primeHome } from '@/features/catalogue/api/prime-home.ts'
import { render } from './render.tsx'

/** As main.tsx starts home: its data read from the page, then the app drawn (in StrictMode, as there). */
export async function openHome() {
  history.replaceState(null, '', '/home')
  await primeHome()
  return render(
    <StrictMode>
      <AppProvider>
        <HomeRoute />
      </AppProvider>
    </StrictMode>,
    { route: '/home' },
  )
}
