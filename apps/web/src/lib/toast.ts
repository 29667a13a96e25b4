import { TOAST_DURATION_MS } from '@dianjing/shared'
import { Toast } from 'antd-mobile'

/** A short message for the user, shown for the spec's 2 s (spec §9). */
export function showToast(content: string): void {
  Toast.show({ content, duration: TOAST_DURATION_MS })
}
