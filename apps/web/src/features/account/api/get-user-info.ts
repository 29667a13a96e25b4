import type { UserInfo } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { getUserInfo as getStored, setPhone, setUserInfo } from '@/lib/storage.ts'
import { accountKeys } from './keys.ts'

/** The stored copy (spec §3: user info is kept in local storage), if it looks like one. */
export function getStoredUserInfo(): UserInfo | null {
  const stored = getStored<Partial<UserInfo>>()
  return stored && typeof stored.id === 'number' ? (stored as UserInfo) : null
}

/** Keeps the local copy and the phone key in step with what the server says. */
export function storeUserInfo(userInfo: UserInfo): void {
  setUserInfo(userInfo)
  if (userInfo.phone) setPhone(userInfo.phone)
}

/** The user info fetch (`GET /system/info`); every answer is written through to storage. */
export async function getUserInfo({ signal }: { signal?: AbortSignal } = {}): Promise<UserInfo> {
  const userInfo = await http.get<UserInfo>('/system/info', undefined, { signal })
  storeUserInfo(userInfo)
  return userInfo
}

/** Shows the stored copy at once and refreshes it from the server behind it. */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.userInfo(),
    queryFn: getUserInfo,
    initialData: () => getStoredUserInfo() ?? undefined,
    // The stored copy may be days old: treat it as stale so a screen that shows it also refreshes it.
    initialDataUpdatedAt: 0,
  })

export function useUserInfo() {
  return useQuery(userInfoQueryOptions())
}
