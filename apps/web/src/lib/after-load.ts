/**
 * Runs `task` once the page's own downloads are done (its load event, which waits for the first
 * screen's images) and the browser is idle, so it competes with none of them on a slow connection.
 */
export function afterLoad(task: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(task) : setTimeout(task, 0))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * `afterLoad`, and then after the next frame has been drawn: for what replaces part of the first
 * screen, which must not be swapped in before that screen (and its largest image) has been shown. The
 * page's load event can come before the app has drawn anything, and idle time before the frame.
 */
export function afterLoadAndPaint(task: () => void): void {
  afterLoad(() => requestAnimationFrame(() => setTimeout(task, 0)))
}
