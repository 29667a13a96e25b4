import { type ImgHTMLAttributes, useLayoutEffect, useRef } from 'react'

const waiting: HTMLImageElement[] = []
let pacing = false

/** Shows one waiting image in each frame until none is left. */
function showNext() {
  const image = waiting.shift()
  if (image) image.style.visibility = ''
  if (waiting.length) requestAnimationFrame(showNext)
  else pacing = false
}

function showInAFrameOfItsOwn(image: HTMLImageElement) {
  if (waiting.includes(image)) return
  waiting.push(image)
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
 *
 * Hiding and showing are the element's own style, not React state: showing one must not render the
 * page again (a flushSync walks the whole tree), only draw that image.
 */
export function PacedImage(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onLoad' | 'onError' | 'style'>) {
  const ref = useRef<HTMLImageElement>(null)
  useLayoutEffect(() => {
    // Before the frame is drawn; an image that has arrived meanwhile (its load event may even have
    // come while the page was being rendered in slices) is left as it is.
    const image = ref.current
    if (image && !image.complete) image.style.visibility = 'hidden'
  }, [])
  const show = () => {
    const image = ref.current
    if (image?.style.visibility === 'hidden') showInAFrameOfItsOwn(image)
  }
  return <img {...props} ref={ref} alt={props.alt} onLoad={show} onError={show} />
}
