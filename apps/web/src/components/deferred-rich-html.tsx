import { type ComponentProps, startTransition, useEffect, useState } from 'react'
import { afterLoadAndPaint } from '@/lib/after-load.ts'

type RichHtmlComponent = typeof import('./rich-html.tsx').RichHtml

let loaded: RichHtmlComponent | undefined

/**
 * RichHtml below a page's first paint (a product's description under its gallery): the sanitiser it
 * needs (DOMPurify, ~12 kB gzipped) is fetched once the page has loaded, and the HTML shown then, so the
 * page's largest image is not kept waiting for it. Nothing is shown until then; nothing above moves.
 */
export function DeferredRichHtml(props: ComponentProps<RichHtmlComponent>) {
  const [RichHtml, setRichHtml] = useState(() => loaded)
  useEffect(() => {
    if (RichHtml) return
    let mounted = true
    afterLoadAndPaint(() =>
      import('./rich-html.tsx').then(
        (module) => {
          loaded = module.RichHtml
          if (mounted) startTransition(() => setRichHtml(() => module.RichHtml))
        },
        (error: unknown) => console.error('[rich-html] the sanitiser did not load', error),
      ),
    )
    return () => {
      mounted = false
    }
  }, [RichHtml])
  return RichHtml ? <RichHtml {...props} /> : null
}
