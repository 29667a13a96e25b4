import type { EvidenceView } from '@dianjing/shared'
import { previewImages } from '@/components/image-preview.ts'
import styles from './evidence-list.module.css'

/** One side's evidence, each piece with its time, text and images (which open full screen). */
export function EvidenceList({ title, evidence }: { title: string; evidence: EvidenceView[] }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.title}>
        {title}
        <span className={styles.count}>{evidence.length}条</span>
      </h3>
      {evidence.length === 0 ? (
        <p className={styles.none}>暂未提交</p>
      ) : (
        <ul className={styles.list}>
          {evidence.map((piece) => (
            <li key={piece.id} className={styles.piece}>
              <span className={styles.time}>{piece.time}</span>
              {piece.text && <p className={styles.text}>{piece.text}</p>}
              {piece.images.length > 0 && (
                <span className={styles.images}>
                  {piece.images.map((image, index) => (
                    <button
                      key={image}
                      type="button"
                      className={styles.thumb}
                      aria-label={`查看证据图片 ${index + 1}`}
                      onClick={() => previewImages(piece.images, index)}
                    >
                      <img src={image} alt="" loading="lazy" decoding="async" />
                    </button>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
