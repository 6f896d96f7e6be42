import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect } from 'react'
import {
  DownloadPageDocument,
  type DownloadPageQuery,
  type DownloadPageQueryVariables,
  type Platform,
  type VersionKind,
} from '../__generated__/graphql'
import {
  chooseSetupFile,
  isPaidVersion,
  type SetupFileChoice,
} from '../components/DownloadPage/choose-setup-file'
import styles from '../components/DownloadPage/DownloadPage.module.css'
import { DownloadRefused } from '../components/DownloadPage/DownloadRefused'
import { StoreBadge } from '../components/StoreBadge/StoreBadge'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { toDownloadRefusal, type DownloadRefusal } from '../lib/download-refusal'
import type { SitePageProps } from '../routing/page-props'

type Product = NonNullable<DownloadPageQuery['product']>
type Edition = Product['editions'][number]

interface DownloadPageProps extends SitePageProps {
  product: Product | null
  file: SetupFileChoice | null
  /** The platform's edition the page is for; a mobile one is installed from its store. */
  edition?: Edition | null
  /** Set for a paid edition: the 403 view instead of a download (issue 18). */
  refused: DownloadRefusal | null
}

/** Starts a download in the browser; the answer is an attachment, so the page stays. */
function startDownload(url: string): void {
  window.location.assign(url)
}

/** Spec §2: the download starts by itself, with the product's promo banner and a retry button. */
function DownloadPage({ product, file, edition, refused }: DownloadPageProps) {
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  useEffect(() => {
    if (!file) return
    // Once the page has loaded: a download begun while it still loads stops the loading, and
    // the page's load event (and whatever waits for it) never comes.
    const start = () => startDownload(file.downloadUrl)
    if (document.readyState === 'complete') {
      start()
      return
    }
    window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [file])
  if (refused) return <DownloadRefused reason={refused} productName={product?.name} />
  if (product && edition?.storeUrl) {
    // A mobile edition: the app store page instead of a raw .apk/.ipa (issue 19, point 1).
    const platformName = t(`platform.${edition.platform}`)
    return (
      <>
        <Head>
          <title>{`${t('download.titleFor', { name: product.name })} – Schaufenster`}</title>
          <meta name="robots" content="noindex" />
        </Head>
        <section className={styles.download}>
          <img src={product.icon.url} alt="" width={96} height={96} />
          <div>
            <h1>{t('download.titleFor', { name: product.name })}</h1>
            <p>{t('edition.storeHint', { name: product.name, platform: platformName })}</p>
            <StoreBadge platform={edition.platform} storeUrl={edition.storeUrl} />
            <p>
              <Link href={edition.paths[locale]}>{t('download.backToProduct')}</Link>
            </p>
          </div>
        </section>
      </>
    )
  }
  if (!product || !file) {
    return (
      <>
        <Head>
          <title>{`${t('download.title')} – Schaufenster`}</title>
        </Head>
        <h1>{t('download.title')}</h1>
        <p>{t('download.choose')}</p>
        <Link href="/">{t('download.toCatalog')}</Link>
      </>
    )
  }
  return (
    <>
      <Head>
        <title>{`${t('download.titleFor', { name: product.name })} – Schaufenster`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.download} aria-live="polite">
        <img src={product.icon.url} alt="" width={96} height={96} />
        <div>
          <h1>{t('download.titleFor', { name: product.name })}</h1>
          <p>{t('download.started', { file: file.fileName })}</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => startDownload(file.downloadUrl)}
          >
            {t('download.retry')}
          </button>{' '}
          <a href={file.downloadUrl} download>
            {t('download.direct')}
          </a>
          <p>
            <Link href={(edition?.paths ?? product.paths)[locale]}>
              {t('download.backToProduct')}
            </Link>
          </p>
        </div>
      </section>
      {product.promoBanner ? (
        <aside
          className={styles.banner}
          aria-labelledby="promo-banner-heading"
          data-testid="promo-banner"
        >
          <h2 id="promo-banner-heading">{product.promoBanner.headline}</h2>
          <p>{product.promoBanner.description}</p>
          <a href={product.promoBanner.downloadUrl} download>
            {product.promoBanner.fileName}
          </a>
        </aside>
      ) : null}
    </>
  )
}

const versions = new Set<VersionKind>(['FULL', 'PLUS', 'TRIAL', 'FREE'])
const platforms = new Set<Platform>(['WINDOWS', 'MAC', 'ANDROID', 'IOS'])

export const getServerSideProps: GetServerSideProps<DownloadPageProps> = async ({
  locale,
  query,
  res,
}) => {
  const { basePageProps } = await import('../routing/page-props')
  const { createServerApolloClient } = await import('../apollo/server-apollo-client')
  const siteLocale = toSiteLocale(locale)
  const baseProps = await basePageProps(siteLocale)
  res.setHeader('cache-control', 'no-store')
  // A download link of a paid edition that the hub refused (lib/download-refusal.ts).
  const refusal = toDownloadRefusal(query['refused'])
  if (refusal) {
    res.statusCode = 403
    return { props: { ...baseProps, product: null, file: null, refused: refusal } }
  }
  const slug = typeof query['product'] === 'string' ? query['product'] : ''
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) {
    return { props: { ...baseProps, product: null, file: null, refused: null } }
  }
  const { data } = await createServerApolloClient().query<
    DownloadPageQuery,
    DownloadPageQueryVariables
  >({
    query: DownloadPageDocument,
    variables: { slug, locale: siteLocale },
  })
  const product = data?.product ?? null
  if (!product) return { notFound: true }
  const version = String(query['version'] ?? '').toUpperCase() as VersionKind
  const asked = versions.has(version) ? version : undefined
  // The edition of the asked-for platform, else the product's primary one. A platform the
  // program does not exist for is no download at all (404), never another platform's file.
  const platformParam = query['platform']
  const platform = String(platformParam ?? '').toUpperCase() as Platform
  if (platformParam !== undefined && !platforms.has(platform)) return { notFound: true }
  const edition =
    platformParam === undefined
      ? product.editions[0]
      : product.editions.find((candidate) => candidate.platform === platform)
  if (!edition) return { notFound: true }
  if (edition.storeUrl) {
    return { props: { ...baseProps, product, file: null, edition, refused: null } }
  }
  const file = chooseSetupFile(product, { version: asked, platform: edition.platform })
  // A paid edition is the licence holder's, through the signed link in the account or the
  // order mail; a product without a public edition has nothing to download here either.
  if ((asked && isPaidVersion(asked)) || !file) {
    res.statusCode = 403
    return { props: { ...baseProps, product, file: null, refused: 'required' } }
  }
  return { props: { ...baseProps, product, file, edition, refused: null } }
}

export default DownloadPage
