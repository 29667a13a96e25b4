// antd-mobile's components that follow a finger: with react-spring and @use-gesture they are ~30 kB
// gzipped, more than the rest of home put together. Home draws its first frame without them and loads
// them right after (use-motion-kit.ts); the other pages import them from antd-mobile directly.
export { FloatingBubble, PullToRefresh, Swiper } from 'antd-mobile'
