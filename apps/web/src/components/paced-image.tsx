import { type ImgHTMLAttributes, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

const waiting: (() => void)[] = []
let pacing = false

/** Shows one waiting image in each frame until none is left. */
function showNext() {
  const show = waiting.shift()
  if (show) flushSync(show)
  if (waiting.length) requestAnimationFrame(showNext)
  else pacing = false
}

function showInAFrameOfItsOwn(show: () => void) {
  waiting.push(show)
  if (pacing) return
  pacing = true
  requestAnimationFrame(showNext)
}

/**
 * An `<img>` that is drawn in a frame of its own once it has arrived. The catalogue's pictures are
 * SVGs with text, which the browser lays out on the page's thread when it first draws them (10–20 ms
 * each on a fast machine): the five covers of home arrive together and, drawn in one frame, made the
 * longest task after home's first paint. An image that is already there when it mounts (a return to
 * the page) is drawn at once. Until it is shown it is hidden, from the accessibility tree too: for
 * decorative pictures (`alt=""`) and ones out of sight (a carousel's later slides), never for a page's
 * largest paint, which it would delay.
 */
export function PacedImage(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onLoad' | 'onError' | 'style'>) {
  const ref = useRef<HTMLImageElement>(null)
  const [shown, setShown] = useState(false)
  useLayoutEffect(() => {
    if (ref.current?.complete) setShown(true)
  }, [])
  const show = () => {
    if (!shown) showInAFrameOfItsOwn(() => setShown(true))
  }
  return (
    <img
      {...props}
      ref={ref}
      alt={props.alt}
      style={shown ? undefined : { visibility: 'hidden' }}
      onLoad={show}
      onError={show}
    />
  )
}
