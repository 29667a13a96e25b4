import { fetchEnvelope } from '@/lib/http.ts'
import { getToken } from '@/lib/storage.ts'

/**
 * Revokes the session on the server. Straight through the transport and never failing: leaving must
 * work offline or with an expired token too, and a 401 here must not start a re-login.
 */
export async function logout(): Promise<void> {
  try {
    await fetchEnvelope<null>('/system/logout', { method: 'POST', token: getToken() })
  } catch {
    // The local sign-out still happens; the session expires on the server by itself.
  }
}
