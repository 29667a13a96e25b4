/**
 * Runs `task` once the page's own downloads are done (its load event, which waits for the first
 * screen's images) and the browser is idle, so it competes with none of them on a slow connection.
 */
export function afterLoad(task: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(task) : setTimeout(task, 0))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
