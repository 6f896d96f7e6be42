import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { Modal } from '../Modal/Modal'
import styles from './PromoModal.module.css'
import { isSameOriginPath, promoNotYetShown, rememberPromoShown } from './promo-session'

export interface PromoProduct {
  id: number
  name: string
  /** A path on this site, e.g. `/downloads/x.zip`. */
  file: string
}

export interface PromoModalProps {
  product: PromoProduct
  locale: SiteLocale
  /** Open by itself after mount, once per browser session (default true). */
  autoOpen?: boolean
  /** Controls the modal from outside; then autoOpen is ignored. */
  open?: boolean
  onClose?: () => void
}

/** The spring promotion (spec §2): one product free for one day, offered once per session. */
export function PromoModal({ product, locale, autoOpen = true, open, onClose }: PromoModalProps) {
  const { t } = useTranslation('components', { lng: locale })
  const [autoOpened, setAutoOpened] = useState(false)
  const download = useRef<HTMLAnchorElement>(null)
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

  const name = product.name
  // React escapes the name; i18next must not escape it a second time.
  const values = { name, interpolation: { escapeValue: false } }

  return (
    <Modal
      open={controlled ? open : autoOpened}
      onClose={close}
      title={
        <>
          <span className={styles.eyebrow}>{t('promo.eyebrow')}</span>{' '}
          <span className={styles.headline}>{t('promo.headline', values)}</span>
        </>
      }
      closeLabel={t('modal.close')}
      initialFocusRef={download}
      className={styles.promo}
      footer={
        <>
          <button type="button" className={styles.secondary} onClick={close}>
            {t('promo.notNow')}
          </button>
          {isSameOriginPath(product.file) && (
            <a
              ref={download}
              className={styles.primary}
              href={product.file}
              download
              data-product-id={product.id}
              onClick={close}
            >
              {t('promo.download')}
            </a>
          )}
        </>
      }
    >
      <p className={styles.text}>{t('promo.text', values)}</p>
    </Modal>
  )
}
