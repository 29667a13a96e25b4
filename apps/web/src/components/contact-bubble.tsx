import styles from './contact-bubble.module.css'
import { FloatingBubbleFirstFrame } from './motion-kit-first-frame.ts'
import { openSupportDialog } from './on-demand.ts'
import { useMotionKit } from './use-motion-kit.ts'

function BubbleContent() {
  return (
    <span className={styles.content}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3a8 8 0 0 0-8 8v4.5A2.5 2.5 0 0 0 6.5 18H8v-6H6v-1a6 6 0 0 1 12 0v1h-2v6h1.6a3.6 3.6 0 0 1-3.1 2H13a1 1 0 1 0 0 2h1.5a5.6 5.6 0 0 0 5.3-4.1A2.5 2.5 0 0 0 20 15.5V11a8 8 0 0 0-8-8Z"
        />
      </svg>
      <span className={styles.label}>客服</span>
    </span>
  )
}

/** The floating contact button of home (spec §2): opens the support dialog; can be dragged aside. */
export function ContactBubble({ supportWechatId }: { supportWechatId: string }) {
  const kit = useMotionKit()
  const open = () => openSupportDialog(supportWechatId)
  if (!kit) {
    // FloatingBubble at rest, tappable, until its drag code arrives (use-motion-kit.ts).
    return (
      <FloatingBubbleFirstFrame className={styles.bubble} onClick={open}>
        <BubbleContent />
      </FloatingBubbleFirstFrame>
    )
  }
  return (
    <kit.FloatingBubble className={styles.bubble} axis="y" magnetic="x" onClick={open}>
      <BubbleContent />
    </kit.FloatingBubble>
  )
}
