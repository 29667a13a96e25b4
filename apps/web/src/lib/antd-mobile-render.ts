import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

const roots = new Map<Element | DocumentFragment, Root>()

/**
 * How antd-mobile mounts its imperative components (Toast, Dialog, ImageViewer) on React 19, which
 * dropped `ReactDOM.render`. Handed to antd-mobile's `unstableSetRender` at start.
 */
export function renderDetached(node: ReactElement, container: Element | DocumentFragment) {
  let root = roots.get(container)
  if (!root) {
    root = createRoot(container)
    roots.set(container, root)
  }
  root.render(node)
  return async () => {
    // Unmounting inside the render that closes the component would warn; wait a tick.
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.unmount()
    roots.delete(container)
  }
}

/**
 * Unmounts, at once, every toast, dialog and viewer still mounted: the end of a page's life (a test
 * file's environment closing), where their closing animations would otherwise render afterwards.
 */
export function unmountDetached() {
  for (const root of roots.values()) root.unmount()
  roots.clear()
}
