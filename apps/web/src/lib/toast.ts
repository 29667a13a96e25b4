import { TOAST_DURATION_MS } from '@dianjing/shared'
import { loadedOnce } from './loaded-once.ts'

type ToastApi = typeof import('./toast-api.ts').Toast

const toastModule = loadedOnce(() => import('./toast-api.ts'))

/**
 * Loads antd-mobile's Toast, once. main.tsx asks for it as soon as the first screen is up, so a toast
 * (often about a lost connection, when nothing more could be downloaded) finds it already there.
 */
export function loadToast(): Promise<ToastApi> {
  return toastModule.load().then((module) => module.Toast)
}

/** A short message for the user, shown for the spec's 2 s (spec §9); at once when the toast is loaded. */
export function showToast(content: string): void {
  const show = (toast: ToastApi) => toast.show({ content, duration: TOAST_DURATION_MS })
  const loaded = toastModule.loaded()
  if (loaded) show(loaded.Toast)
  else void loadToast().then(show)
}
