import type { ReactNode } from 'react'

/**
 * Small illustrations for empty and error states, in the brand's purples (antd-mobile's own are
 * blue). Drawn inline: no request, no external address.
 */
const BACKDROP = '#f1ecff'
const LINE = '#c9b8ff'
const SOFT = '#e4dbff'
const BRAND = '#6d3df5'

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
      <ellipse cx="80" cy="110" rx="50" ry="5" fill={SOFT} />
      <circle cx="80" cy="58" r="46" fill={BACKDROP} />
      <path d="m34 30 1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6z" fill={LINE} />
      <path d="m128 20 1.2 3 3 1.2-3 1.2-1.2 3-1.2-3-3-1.2 3-1.2z" fill={LINE} />
      {children}
    </svg>
  )
}

/** Nothing here: an open box with a magnifier. */
export function NothingHereIllustration() {
  return (
    <Frame>
      <path d="M48 52h64v38a6 6 0 0 1-6 6H54a6 6 0 0 1-6-6V52Z" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path d="m48 52 10-16h44l10 16" fill={SOFT} stroke={LINE} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="96" cy="78" r="12" fill="#fff" stroke={BRAND} strokeWidth="4" />
      <path d="m105 87 8 8" stroke={BRAND} strokeWidth="5" strokeLinecap="round" />
    </Frame>
  )
}

/** The network or the server let us down: a cloud with a break. */
export function OfflineIllustration() {
  return (
    <Frame>
      <path
        d="M58 86h46a16 16 0 0 0 1.5-31.9A22 22 0 0 0 63 58a14 14 0 0 0-5 28Z"
        fill="#fff"
        stroke={LINE}
        strokeWidth="2"
      />
      <path d="m70 62 20 20m0-20L70 82" stroke={BRAND} strokeWidth="5" strokeLinecap="round" />
    </Frame>
  )
}
