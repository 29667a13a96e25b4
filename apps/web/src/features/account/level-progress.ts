import type { UserLevel } from '@dianjing/shared'

export interface LevelProgress {
  /** 0–100, whole: how far the points have come from this level's floor to the next level's. */
  percent: number
  /** Growth points still missing for the next level; null at the top level. */
  pointsToNext: number | null
  nextLevel: string | null
}

/**
 * The progress bar of /mine (spec §2). A level spans min…max points and the next one starts at
 * max + 1, so the bar fills only when the next level is reached, never while one point is missing.
 */
export function levelProgress(level: UserLevel): LevelProgress {
  const { currentPoints, currentLevelMinPoints: min, currentLevelMaxPoints: max, nextLevel } = level
  if (!nextLevel) return { percent: 100, pointsToNext: null, nextLevel: null }
  const nextFloor = max + 1
  const span = nextFloor - min
  const raw = span > 0 ? ((currentPoints - min) / span) * 100 : 100
  return {
    percent: Math.floor(Math.min(100, Math.max(0, raw))),
    pointsToNext: Math.max(0, nextFloor - currentPoints),
    nextLevel,
  }
}

export interface LevelRange {
  name: string
  content: string
  minPoints: number
  /** Null for the top level, which has no ceiling worth showing. */
  maxPoints: number | null
}

/** Each level runs from the previous level's max + 1 to its own max (as the server counts them). */
export function levelRanges(levels: UserLevel['userLevelList']): LevelRange[] {
  return levels.map((level, index) => ({
    name: level.name,
    content: level.content,
    minPoints: index === 0 ? 0 : levels[index - 1]!.maxPoints + 1,
    maxPoints: index === levels.length - 1 ? null : level.maxPoints,
  }))
}
