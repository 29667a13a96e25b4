import { TOAST_DURATION_MS } from '@dianjing/shared'
import { Toast } from 'antd-mobile'

function copyWithSelection(text: string): boolean {
  // Older in-app browsers have no async clipboard API, or refuse it outside HTTPS.
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}

/** Copies text and says how it went, with the texts of spec §8. */
export async function copyText(text: string, successMessage = '复制成功'): Promise<boolean> {
  const toast = (content: string) => Toast.show({ content, duration: TOAST_DURATION_MS })
  if (!text.trim()) {
    toast('内容为空，无法复制')
    return false
  }
  let copied = false
  try {
    await navigator.clipboard.writeText(text)
    copied = true
  } catch {
    copied = copyWithSelection(text)
  }
  toast(copied ? successMessage : '复制失败')
  return copied
}
