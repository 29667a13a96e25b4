import { createErrorBlock } from 'antd-mobile'
import { NothingHereIllustration, OfflineIllustration } from './illustrations.tsx'

/**
 * antd-mobile's ErrorBlock built with the app's own illustrations: the stock `ErrorBlock` carries
 * four large default pictures the app never shows, which would all be in the first download.
 */
export const StatusBlock = createErrorBlock({
  default: <NothingHereIllustration />,
  empty: <NothingHereIllustration />,
  busy: <OfflineIllustration />,
  disconnected: <OfflineIllustration />,
})
