/** Cuts text to `max` characters (code points, so a Chinese character counts once), adding "…". */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

/** 13812345678 → 138****5678; anything not a full phone is masked whole. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****'
}
