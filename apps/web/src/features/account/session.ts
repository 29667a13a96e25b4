import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { isWechat } from '@/lib/env.ts'
import { redirectTarget } from '@/lib/login-redirect.ts'
import { clearLogin, clearUserInfo, setPhone, setToken } from '@/lib/storage.ts'
import { showToast as toast } from '@/lib/toast.ts'
import { getUserInfo } from './api/get-user-info.ts'
import { accountKeys } from './api/keys.ts'
import { logout } from './api/logout.ts'

/**
 * After any sign-in: keep the session, the phone and the user info (spec §3), drop what was cached
 * for whoever was signed in before, say so, and go where the user was headed (or home).
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { search } = useLocation()
  return async (token: string, phone: string, message: string) => {
    setToken(token)
    setPhone(phone)
    clearUserInfo()
    queryClient.removeQueries({ queryKey: accountKeys.all })
    try {
      await queryClient.fetchQuery({ queryKey: accountKeys.userInfo(), queryFn: getUserInfo })
    } catch {
      // The session works without it; /mine fetches it again.
    }
    toast(message)
    navigate(redirectTarget(search), { replace: true })
  }
}

/**
 * Logout (spec §4): revoke the session, forget token, phone, openId and user info, and go to the
 * login step. Spec §2 names /wxRegister; in h5 that page cannot work (it needs WeChat's openId), so
 * h5 goes to its own password login.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await logout()
    clearLogin()
    clearUserInfo()
    queryClient.removeQueries({ queryKey: accountKeys.all })
    toast('已退出登录')
    navigate(isWechat() ? '/wxRegister' : '/login-register', { replace: true })
  }
}
