import type { Game } from '@dianjing/shared'
import { Skeleton } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { PacedImage } from '@/components/paced-image.tsx'
import styles from './game-tabs.module.css'

interface GameTabsProps {
  games: Game[] | undefined
  loading: boolean
  activeId: number | undefined
  onChange: (gameId: number) => void
}

/** The game types of home, by their icons; the products below are the chosen game's. */
export function GameTabs({ games, loading, activeId, onChange }: GameTabsProps) {
  const listRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Keep the chosen game in view (coming back to home); only sideways, the page must not jump.
    const list = listRef.current
    const active = list?.querySelector<HTMLElement>(`[data-game-id="${activeId}"]`)
    if (list && active) list.scrollLeft = active.offsetLeft - (list.clientWidth - active.clientWidth) / 2
  }, [activeId])

  if (loading) {
    return (
      <div className={styles.list} aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={styles.tab}>
            <Skeleton animated className={styles.iconSkeleton} />
            <Skeleton animated className={styles.nameSkeleton} />
          </div>
        ))}
      </div>
    )
  }
  if (!games?.length) return null

  return (
    <div className={styles.list} role="tablist" aria-label="游戏分类" ref={listRef}>
      {games.map((game) => {
        const active = game.id === activeId
        return (
          <button
            key={game.id}
            type="button"
            role="tab"
            aria-selected={active}
            data-game-id={game.id}
            className={`${styles.tab} ${active ? styles.active : ''}`}
            onClick={() => onChange(game.id)}
          >
            <span className={styles.icon}>
              {/* After the first banner: the largest paint of home goes first (decision 031). */}
              {game.icon && <PacedImage src={game.icon} alt="" fetchPriority="low" />}
            </span>
            <span className={styles.name}>{game.name}</span>
          </button>
        )
      })}
    </div>
  )
}
