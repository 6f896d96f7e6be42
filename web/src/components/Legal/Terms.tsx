import { PAYMENT_METHODS } from '@schaufenster/contract'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import type { Company } from '../../legal/company'
import { useLocalePath } from '../../routing/use-locale-path'
import { companyValues } from './company-address'
import { asSections, LegalArticle, Sections } from './LegalArticle'

/**
 * The AGB for software licences. The payment methods are exactly those the hub asks the payment
 * provider for (PAYMENT_METHODS of @schaufenster/contract), so the terms never promise another.
 */
export function Terms({ company }: { company: Company }) {
  const { t } = useTranslation('legal')
  const locale = toSiteLocale(useRouter().locale)
  const localePath = useLocalePath()
  const methods = PAYMENT_METHODS.map((method) => t(`paymentMethods.${method}`)).join(', ')
  const sections = asSections(
    t('terms.sections', { returnObjects: true, ...companyValues(company, locale), methods }),
  )
  return (
    <LegalArticle title={t('terms.title')} description={t('terms.description')} company={company}>
      <Sections sections={sections} />
      <section>
        <h2>{t('terms.paymentHeading')}</h2>
        <ul data-testid="payment-methods">
          {PAYMENT_METHODS.map((method) => (
            <li key={method} data-method={method}>
              {t(`paymentMethodDetails.${method}`)}
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link href={localePath('/withdrawal')}>{t('terms.withdrawalLink')}</Link>
      </p>
    </LegalArticle>
  )
}
