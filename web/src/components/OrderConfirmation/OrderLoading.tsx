import { useTranslation } from 'next-i18next/pages'
import cartStyles from '../Cart/Cart.module.css'

/** The page until the order is read; also what the server renders (the order is this tab's). */
export function OrderLoading() {
  const { t } = useTranslation('cart')
  return (
    <>
      <h1>{t('confirmation.title')}</h1>
      <p className={cartStyles.skeleton} data-testid="order-loading">
        {t('confirmation.loading')}
      </p>
    </>
  )
}
