import { useMatches } from 'react-router'

/** What every page route declares about itself; the shell reads it for the title and the tab bar. */
export interface PageHandle {
  /** Chinese page title: the NavBar's text and the document title WeChat shows above the page. */
  title: string
  /** One of the four tab pages (spec §2): root pages, no back arrow. */
  tab?: boolean
}

export const APP_NAME = '电竞陪练'

/** The handle of the deepest matched page route. */
export function usePageHandle(): PageHandle | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as PageHandle | undefined
    if (handle?.title) return handle
  }
  return undefined
}
