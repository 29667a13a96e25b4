import DOMPurify from 'dompurify'
import styles from './rich-html.module.css'

interface RichHtmlProps {
  /** HTML the server has sanitised with its allow-list (docs/domain.md, Catalogue); never user input as-is. */
  html: string
  className?: string
}

/**
 * Product descriptions and notices, as the staff wrote them in the console. The server cleans them
 * when saved and when served; they are cleaned again here, so nothing the browser receives runs.
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
  return <div className={`${styles.html} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
