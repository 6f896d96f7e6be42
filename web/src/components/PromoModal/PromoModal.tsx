import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import type { PromotionOffer_PromotionFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { Modal } from '../Modal/Modal'
import { PromotionClaimForm } from '../PromotionOffer/PromotionClaimForm'
import { formatPromotionEnd, usePromotionRunning } from '../PromotionOffer/promotion-time'
import styles from './PromoModal.module.css'
import { promoNotYetShown, rememberPromoShown } from './promo-session'

export interface PromoModalProps {
  /** The product's promotion running now (the hub answers only running ones). */
  promotion: PromotionOffer_PromotionFragment
  locale: SiteLocale
  /** Open by itself after mount, once per browser session (default true). */
  autoOpen?: boolean
  /** Controls the modal from outside; then autoOpen is ignored. */
  open?: boolean
  onClose?: () => void
}

/**
 * The promotion modal (spec §2) of a product whose promotion runs: its texts come with the
 * promotion and name the product; the e-mail form delivers what it promises (a licence key
 * and the full version's download link by mail). Offered once per browser session.
 */
export function PromoModal({ promotion, locale, autoOpen = true, open, onClose }: PromoModalProps) {
  const { t } = useTranslation('components', { lng: locale })
  const [autoOpened, setAutoOpened] = useState(false)
  const running = usePromotionRunning(promotion.endsAt)
  const controlled = open !== undefined

  useEffect(() => {
    if (controlled || !autoOpen || !promoNotYetShown()) return
    rememberPromoShown()
    setAutoOpened(true)
  }, [autoOpen, controlled])

  const close = () => {
    setAutoOpened(false)
    onClose?.()
  }

  return (
    <Modal
      open={running && (controlled ? open : autoOpened)}
      onClose={close}
      title={
        <>
          <span className={styles.eyebrow}>{t('promo.eyebrow')}</span>{' '}
          <span className={styles.headline}>{promotion.headline}</span>
        </>
      }
      closeLabel={t('modal.close')}
      className={styles.promo}
      footer={
        <button type="button" className={styles.secondary} onClick={close}>
          {t('promo.notNow')}
        </button>
      }
    >
      <p className={styles.text}>{promotion.text}</p>
      <p className={styles.text}>
        {t('promo.endsAt', { date: formatPromotionEnd(promotion.endsAt, locale) })}
      </p>
      <PromotionClaimForm promotionId={promotion.id} productName={promotion.product.name} />
    </Modal>
  )
}
