import styles from './level-tag.module.css'

/** The three tiers of spec §6 (打手, 金牌打手, VIP打手), each in its own colour; anything else plain. */
const TONES: Record<string, string | undefined> = {
  VIP打手: styles.vip,
  金牌打手: styles.gold,
}

export function LevelTag({ level }: { level: string }) {
  if (!level) return null
  return <span className={`${styles.tag} ${TONES[level] ?? styles.basic}`}>{level}</span>
}
