import type { GetStaticProps } from 'next'
import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'
import { nextI18NextConfig, toSiteLocale } from '../i18n/next-i18next-config'

/** Every unmatched route: status 404 with the texts of spec §8 in the page's language. */
export default function NotFoundPage() {
  const { t } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${t('error.notFound')} – ${t('site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('error.headline')}</h1>
      <p>{t('error.notFound')}</p>
      <Link href="/">{t('error.home')}</Link>
    </>
  )
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(toSiteLocale(locale), ['common'], nextI18NextConfig),
})
