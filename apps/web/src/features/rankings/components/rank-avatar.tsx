import styles from './rank-avatar.module.css'

interface RankAvatarProps {
  src: string
  name: string
  size: number
  className?: string
}

/** An avatar on a board; someone without one gets the first character of their nickname. */
export function RankAvatar({ src, name, size, className = '' }: RankAvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) }
  if (!src)
    return (
      <span className={`${styles.avatar} ${styles.initial} ${className}`} style={style} aria-hidden="true">
        {Array.from(name)[0] ?? '?'}
      </span>
    )
  return (
    <img
      className={`${styles.avatar} ${className}`}
      style={style}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
    />
  )
}
