import { useTranslation } from 'next-i18next/pages'
import type { Platform } from '../../__generated__/graphql'
import styles from './StoreBadge.module.css'

const BADGES: Partial<Record<Platform, { file: string; key: 'appStore' | 'googlePlay' }>> = {
  IOS: { file: '/badges/app-store.svg', key: 'appStore' },
  ANDROID: { file: '/badges/google-play.svg', key: 'googlePlay' },
}

/**
 * The app store link of a mobile edition (issue 19, point 1): the badge is served by the
 * storefront itself, so showing it makes no request to a third party.
 */
export function StoreBadge({ platform, storeUrl }: { platform: Platform; storeUrl: string }) {
  const { t } = useTranslation('common')
  const badge = BADGES[platform]
  if (!badge) return null
  return (
    <a
      href={storeUrl}
      className={styles.badge}
      rel="noopener noreferrer"
      data-testid="store-badge"
      data-platform={platform}
    >
      <img src={badge.file} alt={t(`edition.store.${badge.key}`)} width={160} height={48} />
    </a>
  )
}
