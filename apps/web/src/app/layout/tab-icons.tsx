/**
 * The tab bar's icons, drawn for this app (24-unit grid, current colour) so the bar needs no
 * external image and the active and inactive forms match exactly.
 */
const outline = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round' } as const
const solid = { fill: 'currentColor' } as const

export function HomeIcon({ active }: { active: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path
        {...(active ? solid : outline)}
        d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4.2v-5.3H9.2v5.3H5A1.5 1.5 0 0 1 3.5 19v-8.8Z"
      />
    </svg>
  )
}

export function PlayersIcon({ active }: { active: boolean }) {
  const paint = active ? solid : outline
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <circle {...paint} cx="9" cy="8" r="3.6" />
      <path
        {...paint}
        d="M2.6 19.6c0-3.7 2.9-6.2 6.4-6.2s6.4 2.5 6.4 6.2c0 .5-.4.9-.9.9H3.5a.9.9 0 0 1-.9-.9Z"
      />
      <path
        {...outline}
        strokeLinecap="round"
        d="M15.2 4.9a3.4 3.4 0 0 1 0 6.3M17.6 13.9c2.2.8 3.8 2.8 3.8 5.4"
      />
    </svg>
  )
}

/** Spec §2: the leaderboard uses one icon for both states; only its colour changes. */
export function RankingIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path
        {...outline}
        strokeLinecap="round"
        d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0V4Zm0 2H4.5v1.5A3 3 0 0 0 7.6 10.5M16.5 6h3v1.5a3 3 0 0 1-3.1 3M12 13.5V17m-3.5 3.5h7L15 17H9l-.5 3.5Z"
      />
    </svg>
  )
}

export function MineIcon({ active }: { active: boolean }) {
  const paint = active ? solid : outline
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <circle {...paint} cx="12" cy="8" r="4" />
      <path {...paint} d="M4 20c0-4 3.6-6.6 8-6.6s8 2.6 8 6.6c0 .3-.2.5-.5.5h-15a.5.5 0 0 1-.5-.5Z" />
    </svg>
  )
}
