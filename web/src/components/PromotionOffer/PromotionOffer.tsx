import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import type { PromotionOffer_PromotionFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { PromotionClaimBox } from './PromotionClaimBox'
import styles from './PromotionOffer.module.css'
import { formatPromotionEnd, usePromotionRunning } from './promotion-time'

export interface PromotionOfferProps {
  promotion: PromotionOffer_PromotionFragment
  locale: SiteLocale
}

/**
 * A running promotion in the product page's hero, in place of the price (issue 19, point 2):
 * what it gives, until when, and the e-mail form that delivers it (its validation loads on
 * first use: PromotionClaimBox).
 */
export function PromotionOffer({ promotion, locale }: PromotionOfferProps) {
  const { t } = useTranslation('components')
  const id = useId()
  const running = usePromotionRunning(promotion.endsAt)
  if (!running) return null
  return (
    <section className={styles.offer} aria-labelledby={`${id}-title`} data-testid="promotion-offer">
      <p className={styles.eyebrow}>{t('promo.eyebrow')}</p>
      <h2 id={`${id}-title`} className={styles.headline}>
        {promotion.headline}
      </h2>
      <p className={styles.price} data-testid="promotion-price">
        {t('promo.price')}
      </p>
      <p className={styles.text}>{promotion.text}</p>
      <p className={styles.ends} data-testid="promotion-ends">
        {t('promo.endsAt', { date: formatPromotionEnd(promotion.endsAt, locale) })}
      </p>
      <PromotionClaimBox promotionId={promotion.id} productName={promotion.product.name} />
    </section>
  )
}
