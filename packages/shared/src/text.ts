/** Cuts text to `max` characters (code points, so a Chinese character counts once), adding "…". */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}
