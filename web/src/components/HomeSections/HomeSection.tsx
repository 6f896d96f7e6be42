import type { ReactNode } from 'react'
import styles from './HomeSections.module.css'

interface HomeSectionProps {
  id: string
  title: string
  children: ReactNode
}

/** A titled section of the home page, reachable by its anchor. */
export function HomeSection({ id, title, children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}
