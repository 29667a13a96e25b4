/**
 * The text of sanitised HTML, for one-line places such as the scrolling notice bar. A parsed, inert
 * document runs nothing, so this needs no sanitiser (and home's first download carries none).
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
