import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { DownloadRefusal } from '../../lib/download-refusal'
import { useLocalePath } from '../../routing/use-locale-path'

/**
 * The 403 page of a paid edition's download (issue 18): the file is served only through the
 * signed link of a licence; this says why the link did not work and what to do next.
 */
export function DownloadRefused({
  reason,
  productName,
}: {
  reason: DownloadRefusal
  productName?: string
}) {
  const { t } = useTranslation('common')
  const localePath = useLocalePath()
  return (
    <>
      <Head>
        <title>{`${t('download.refused.title')} – Schaufenster`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section data-testid="download-refused" data-reason={reason}>
        <h1>{t('download.refused.title')}</h1>
        <p>
          {productName
            ? t(`download.refused.${reason}For`, { name: productName })
            : t(`download.refused.${reason}`)}
        </p>
        <h2>{t('download.refused.nextTitle')}</h2>
        <ul>
          <li>
            <Link href={localePath('/account')}>{t('download.refused.account')}</Link>
          </li>
          <li>
            <Link href={localePath('/account/forgot-password')}>
              {t('download.refused.byMail')}
            </Link>
          </li>
          <li>{t('download.refused.confirmation')}</li>
        </ul>
        <p>
          <Link href="/">{t('download.toCatalog')}</Link>
        </p>
      </section>
    </>
  )
}
