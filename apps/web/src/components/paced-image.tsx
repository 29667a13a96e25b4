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

let firstScreenPainted = false
const untilFirstScreenPainted: (() => void)[] = []

/** Runs `task` once the frame being committed has been painted: a frame's callbacks run before its paint. */
function afterFirstScreenPainted(task: () => void) {
  untilFirstScreenPainted.push(task)
  if (untilFirstScreenPainted.length > 1) return
  requestAnimationFrame(() =>
    setTimeout(() => {
      firstScreenPainted = true
      for (const waitingTask of untilFirstScreenPainted.splice(0)) waitingTask()
    }, 0),
  )
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
 * On the visit's first screen it is not even asked for before that screen has been painted: the
 * largest paint (the first banner, a product's first picture) then waits for no other picture, nor for
 * the work each one's arrival makes (an SVG is laid out when it arrives).
 *
 * Hiding, showing and the late address are the element's own, not React state: showing one must not
 * render the page again (a flushSync walks the whole tree), only draw that image.
 */
export function PacedImage({
  src,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onLoad' | 'onError' | 'style'>) {
  const ref = useRef<HTMLImageElement>(null)
  // Read as the element is made: once the first screen has been painted, it gets its address at once.
  const late = useRef(!firstScreenPainted)
  useLayoutEffect(() => {
    // Before the frame is drawn; an image that has arrived meanwhile (its load event may even have
    // come while the page was being rendered in slices) is left as it is.
    const image = ref.current
    if (!image) return
    if (late.current) {
      image.style.visibility = 'hidden'
      afterFirstScreenPainted(() => {
        if (src) image.src = src
      })
    } else if (!image.complete) image.style.visibility = 'hidden'
  }, [src])
  const show = () => {
    const image = ref.current
    if (image?.style.visibility === 'hidden') showInAFrameOfItsOwn(image)
  }
  return (
    <img
      {...props}
      ref={ref}
      src={late.current ? undefined : src}
      alt={props.alt}
      onLoad={show}
      onError={show}
    />
  )
}
