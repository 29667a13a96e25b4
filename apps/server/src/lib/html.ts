import sanitize from 'sanitize-html'

/** The allow-list for product descriptions and notices: text formatting, lists, tables and images. */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'span',
    'div',
    'img',
    'a',
    'blockquote',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { img: ['src', 'alt', 'width', 'height'], a: ['href', 'title'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
}

/** Applied when HTML is saved and again when it is served (docs/domain.md, Catalogue). */
export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS)
}
