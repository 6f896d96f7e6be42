import { useTranslation } from 'next-i18next/pages'
import type { Platform } from '../../__generated__/graphql'
import styles from './PlatformBadges.module.css'

/** The operating systems a program runs on. */
export function PlatformBadges({ platforms }: { platforms: readonly Platform[] }) {
  const { t } = useTranslation('common')
  return (
    <ul className={styles.badges} aria-label={t('platform.label')}>
      {platforms.map((platform) => (
        <li key={platform} className={styles.badge}>
          {t(`platform.${platform}`)}
        </li>
      ))}
    </ul>
  )
}
