/** The invitation code an invitation link carries; links may name it either way. */
export function invitationFromQuery(params: URLSearchParams): string {
  return (params.get('promotionCode') ?? params.get('inviteCode') ?? '').trim()
}

/** The link a user shares: it opens the login step with their code filled in, in WeChat or not. */
export function invitationLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/wxRegister?promotionCode=${encodeURIComponent(code)}`
}
