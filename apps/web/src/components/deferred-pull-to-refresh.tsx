import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { HostSlot, useHostNode } from './host-slot.tsx'
import { PullToRefreshFirstFrame } from './motion-kit-first-frame.ts'
import { useMotionKit } from './use-motion-kit.ts'

function PullFrame({ host, onRefresh }: { host: HTMLElement; onRefresh: () => Promise<unknown> }) {
  const kit = useMotionKit()
  if (!kit) {
    // The same page without the pull gesture until its code arrives (use-motion-kit.ts).
    return (
      <PullToRefreshFirstFrame>
        <HostSlot host={host} />
      </PullToRefreshFirstFrame>
    )
  }
  return (
    <kit.PullToRefresh onRefresh={onRefresh}>
      <HostSlot host={host} />
    </kit.PullToRefresh>
  )
}

/**
 * antd-mobile's PullToRefresh for a page's first screen: drawn at rest until its gesture code has
 * arrived, then the real one. The page inside is rendered once, into a node that moves from one to
 * the other: the swap neither draws it again nor reloads its images, and only the frame re-renders.
 */
export function DeferredPullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
}) {
  const host = useHostNode()
  return (
    <>
      <PullFrame host={host} onRefresh={onRefresh} />
      {createPortal(children, host)}
    </>
  )
}
