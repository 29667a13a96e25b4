import styles from './rich-html.module.css'

interface RichHtmlProps {
  /** HTML the server has sanitised with its allow-list (DOMAIN.md, Catalogue); never user input as-is. */
  html: string
  className?: string
}

/** Product descriptions and notices, as the staff wrote them in the console. */
export function RichHtml({ html, className }: RichHtmlProps) {
  return <div className={`${styles.html} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}

/** The text of sanitised HTML, for one-line places such as the scrolling notice bar. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
