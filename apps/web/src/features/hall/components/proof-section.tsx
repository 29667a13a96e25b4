import { ImageViewer } from 'antd-mobile'
import type { ReactNode } from 'react'
import { proofPaths } from '../worker-order-view.ts'
import styles from './proof-section.module.css'

/** 服务凭证: editable while in service (`children`), read-only afterwards. */
export function ProofSection({ attachment, children }: { attachment: string; children?: ReactNode }) {
  const paths = proofPaths(attachment)
  return (
    <section className={styles.card} aria-label="服务凭证">
      <h2 className={styles.heading}>服务凭证</h2>
      {children ??
        (paths.length > 0 ? (
          <ul className={styles.grid}>
            {paths.map((path, index) => (
              <li key={path}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={`查看凭证 ${index + 1}`}
                  onClick={() => ImageViewer.Multi.show({ images: paths, defaultIndex: index })}
                >
                  <img className={styles.image} src={path} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>未上传服务凭证</p>
        ))}
    </section>
  )
}
