import { useLayoutEffect, useRef, useState } from 'react'

/**
 * A DOM node that outlives the wrapper it is shown in: render into it with `createPortal`, and show it
 * with `<HostSlot host={host} />` inside whichever wrapper is mounted. When the wrapper is swapped (a
 * first frame for the real component, use-motion-kit.ts), the node moves into the new one before the
 * browser paints: what is inside is neither drawn again nor reloaded (its images, a running marquee).
 */
export function useHostNode(): HTMLDivElement {
  const [host] = useState(() => document.createElement('div'))
  return host
}

export function HostSlot({ host }: { host: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    slot.current?.append(host)
    return () => host.remove()
  }, [host])
  return <div ref={slot} />
}
