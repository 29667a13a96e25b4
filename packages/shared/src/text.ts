/** Cuts text to `max` characters (code points, so a Chinese character counts once), adding "…". */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

/** 13812345678 → 138****5678; anything not a full phone is masked whole. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****'
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntity(entity: string, name: string): string {
  if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity
  const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
}

/**
 * The text a reader sees in staff-written HTML, runs of whitespace made one space: what a notice's
 * length limit counts, on the server and in the console's counter alike. Markup shows no text (an
 * image, a rule); neither do script and style bodies, which the server's sanitiser drops.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|textarea|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether staff-written HTML shows anything: some text, or an image. `<p></p>` is empty. */
export function htmlHasContent(html: string): boolean {
  return htmlText(html) !== '' || /<img\b/i.test(html)
}
