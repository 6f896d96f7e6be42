import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { PromotionOffer_PromotionFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { Countdown } from '../Countdown/Countdown'
import { formatPromotionEnd, usePromotionRunning } from '../PromotionOffer/promotion-time'
import styles from './HomeSections.module.css'

export interface PromotionCountdownProps {
  /** The promotions running when the page was rendered; the first to end is counted down. */
  promotions: readonly PromotionOffer_PromotionFragment[]
  locale: SiteLocale
  /** The clock of the first render (the server's), so server and client agree. */
  renderedAt: number
}

/**
 * The home page's offer countdown (spec §2), bound to a real promotion (issue 19, point 2):
 * it counts down to that promotion's end and links to its product. Without a running
 * promotion there is no countdown at all, and at the end it goes away.
 */
export function PromotionCountdown({ promotions, locale, renderedAt }: PromotionCountdownProps) {
  const { t } = useTranslation('common')
  const promotion = promotions.find((p) => new Date(p.endsAt).getTime() > renderedAt)
  const running = usePromotionRunning(promotion?.endsAt)
  if (!promotion || !running) return null
  return (
    <section
      className={`${styles.section} ${styles.offer}`}
      aria-labelledby="offer-heading"
      data-testid="promotion-countdown"
    >
      <div className={styles.offerBody}>
        <h2 id="offer-heading" className={styles.offerTitle}>
          {promotion.headline}
        </h2>
        <p data-testid="offer-ends">
          {t('home.offerEnds', { date: formatPromotionEnd(promotion.endsAt, locale) })}
        </p>
        <Link
          href={promotion.product.paths[locale]}
          className={styles.offerLink}
          data-testid="offer-link"
        >
          {t('home.offerLink', { name: promotion.product.name })}
        </Link>
      </div>
      <Countdown endsAt={promotion.endsAt} now={renderedAt} label={t('home.offerCountdown')} />
    </section>
  )
}
