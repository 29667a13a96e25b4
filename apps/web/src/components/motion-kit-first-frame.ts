/*
 * The motion kit's components (motion-kit.ts, beside this file) as a page's first frame draws them,
 * before the kit's code has arrived (use-motion-kit.ts, decision 031): at rest, with antd-mobile's own
 * markup and CSS and without react-spring and @use-gesture. The markup is copied from antd-mobile in
 * one place, lib/adapters/antd-mobile-markup.tsx, whose test fails when antd-mobile moves.
 *
 * The page draws one of these until `useMotionKit()` answers the kit, then the real component with the
 * same content: after the page's load and its next painted frame, so the swap never comes before the
 * first screen (and its largest image) has been shown. Until then the frame does not swipe, pull or
 * drag; its taps work. motion-kit-first-frame.test.tsx holds each to what the real component draws
 * with the props the pages give it.
 */
export {
  /** FloatingBubble at rest where its CSS places it, tappable (home's contact bubble). */
  FloatingBubbleMarkup as FloatingBubbleFirstFrame,
  /**
   * PullToRefresh at rest (head closed, its zh-CN text). When the real one arrives the page inside is
   * moved into it (deferred-pull-to-refresh.tsx): nothing is fetched twice and nothing moves.
   */
  PullToRefreshMarkup as PullToRefreshFirstFrame,
  /** Swiper at rest on its first slide, looping as the pages' carousels do when they have more than one. */
  SwiperMarkup as SwiperFirstFrame,
} from '@/lib/adapters/antd-mobile-markup.tsx'
