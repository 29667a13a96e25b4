import { type Envelope, GENERIC_ERROR_MESSAGE, ResultCode, type StaffRoleValue } from '@dianjing/shared'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client.ts'
import { clearToken, getToken } from '@/lib/auth-token.ts'
import { absolutePath, LOGIN_PATH } from '@/lib/paths.ts'

/** The CSV files the server streams (`GET /boot/admin/exports/{kind}.csv?from&to`). */
export type ExportKind = 'orders' | 'fund-records'

/** Shanghai calendar days, both included: `YYYY-MM-DD`. */
export interface ExportRange {
  from: string
  to: string
}

/** Money out of the building: finance (and the owner) export; the others never see the button. */
export function canExport(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'finance'
}

/**
 * The name the server gave the file (`attachment; filename="orders-2026-11-01-2026-11-30.csv"`, or the
 * RFC 5987 `filename*=UTF-8''…` form), else `fallback`.
 */
export function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // A malformed escape: the plain form below, if any.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(disposition)
  return plain?.[1] ?? plain?.[2] ?? fallback
}

/** Hands a file to the browser's downloads, as a click on a link to it would. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click returns; a moment later the memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** A refusal is the usual envelope `{code, msg}` in place of the file. */
async function refusal(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<Envelope<unknown>>
    if (body && typeof body.code === 'number') {
      return new ApiError(body.msg || GENERIC_ERROR_MESSAGE, body.code, response.status)
    }
  } catch {
    // Not JSON: a proxy's error page.
  }
  const message =
    response.status === 404 ? '导出接口不存在，服务端可能尚未更新' : `导出失败（HTTP ${response.status}）`
  return new ApiError(message, ResultCode.business, response.status)
}

/**
 * Downloads one export with the staff token and saves it under the server's file name, which it answers.
 * The file is fetched rather than opened as a link because a link cannot carry the Authorization header,
 * and a token in the address would end up in logs and the browser's history.
 */
export async function downloadExport(
  { kind, range }: { kind: ExportKind; range: ExportRange },
  { signal }: { signal?: AbortSignal } = {},
): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/csv, application/json' }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const query = new URLSearchParams({ from: range.from, to: range.to })

  let response: Response
  let file: Blob
  try {
    response = await fetch(`/boot/admin/exports/${kind}.csv?${query}`, { headers, signal })
    const isFile = response.ok && !response.headers.get('content-type')?.includes('application/json')
    if (!isFile) {
      const error = await refusal(response)
      if (error.isUnauthorized) endSession()
      throw error
    }
    file = await response.blob()
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error
    throw new ApiError('网络连接失败，导出未完成，请检查网络后重试')
  }

  const filename = filenameFrom(
    response.headers.get('content-disposition'),
    `${kind}-${range.from}-${range.to}.csv`,
  )
  saveFile(file, filename)
  return filename
}

/** As the API client does when a session ends: drop the token and sign in again (a full load clears caches). */
function endSession(): void {
  clearToken()
  const loginUrl = absolutePath(LOGIN_PATH)
  if (window.location.pathname !== loginUrl) window.location.replace(loginUrl)
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ kind, range, signal }: { kind: ExportKind; range: ExportRange; signal?: AbortSignal }) =>
      downloadExport({ kind, range }, { signal }),
    // The export dialog shows the failure in words next to the dates that caused it.
    meta: { silentError: true },
  })
}
