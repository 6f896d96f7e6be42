import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useCustomer } from '../../account/CustomerProvider'
import { loginUrl } from '../../account/return-path'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { clientOnly } from '../../lib/client-only'
import { withLocalePrefix } from '../../routing/routes'
import styles from './ReviewComposer.module.css'

// Whether a customer may review and the form (react-hook-form, zod, the gateway's client)
// load only for a signed-in customer: a guest gets the login link alone (decision 0020).
const ReviewAccess = clientOnly(() => import('./ReviewForm').then((module) => module.ReviewAccess))

interface ReviewedProduct {
  id: string
  name: string
}

/**
 * The product page's "write / edit your review": a customer who bought the program gets
 * the form, a visitor who is not logged in a way to the login that comes back here. Known
 * only in the browser (the page itself is the same static page for everyone).
 */
export function ReviewComposer({ product }: { product: ReviewedProduct }) {
  const { t } = useTranslation('components')
  const { status } = useCustomer()
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  if (status === 'unknown') return null
  if (status === 'guest') {
    const here = `${withLocalePrefix(router.asPath.split('#')[0] ?? '/', locale === 'en' ? 'en' : 'base')}#reviews`
    return (
      <p className={styles.prompt}>
        {t('reviewForm.loginPrompt')}{' '}
        <Link href={loginUrl(locale, here)}>{t('reviewForm.loginLink')}</Link>
      </p>
    )
  }
  return <ReviewAccess product={product} locale={locale} />
}
