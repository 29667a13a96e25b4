import { TOAST_DURATION_MS } from '@dianjing/shared'

type ToastApi = typeof import('./toast-api.ts').Toast

let toastApi: ToastApi | undefined
let loading: Promise<ToastApi> | undefined

/**
 * Loads antd-mobile's Toast, once. main.tsx asks for it as soon as the first screen is up, so a toast
 * (often about a lost connection, when nothing more could be downloaded) finds it already there.
 */
export function loadToast(): Promise<ToastApi> {
  loading ??= import('./toast-api.ts').then((module) => {
    toastApi = module.Toast
    return module.Toast
  })
  return loading
}

/** A short message for the user, shown for the spec's 2 s (spec §9); at once when the toast is loaded. */
export function showToast(content: string): void {
  const show = (toast: ToastApi) => toast.show({ content, duration: TOAST_DURATION_MS })
  if (toastApi) show(toastApi)
  else void loadToast().then(show)
}
