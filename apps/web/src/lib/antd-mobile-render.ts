import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

const roots = new WeakMap<Element | DocumentFragment, Root>()

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
