import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { Platform, ProductPage_ProductFragment } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { formatFileSize } from '../../lib/file-size'
import { withLocalePrefix } from '../../routing/routes'
import { StoreBadge } from '../StoreBadge/StoreBadge'
import styles from './ProductPage.module.css'

type Product = ProductPage_ProductFragment
type Edition = Product['editions'][number]

/** The public setup file of an edition: the trial, or the free program. */
function publicFile(product: Product, platform: Platform) {
  for (const kind of ['TRIAL', 'FREE'] as const) {
    const file = product.versions
      .find((version) => version.kind === kind)
      ?.setupFiles.find((candidate) => candidate.platform === platform)
    if (file) return { ...file, kind }
  }
  return null
}

/** `/download?product=…&platform=…`: the download page starts that platform's file. */
export function downloadHref(product: Product, platform: Platform): string {
  const query = new URLSearchParams({ product: product.slug, platform: platform.toLowerCase() })
  return `/download?${query.toString()}`
}

function EditionLink({
  product,
  edition,
  primary,
}: {
  product: Product
  edition: Edition
  primary: boolean
}) {
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  // A mobile edition is installed from its app store, never from a raw .apk/.ipa.
  if (edition.storeUrl)
    return <StoreBadge platform={edition.platform} storeUrl={edition.storeUrl} />
  const file = publicFile(product, edition.platform)
  if (!file) return null
  const label = t(file.kind === 'FREE' ? 'edition.downloadFree' : 'edition.downloadTrial', {
    extension: `.${file.fileName.split('.').pop() ?? ''}`,
    size: formatFileSize(file.sizeBytes, locale),
  })
  return (
    <a
      // The download page in the page's language (/en/download on English pages).
      href={withLocalePrefix(
        downloadHref(product, edition.platform),
        locale === 'en' ? 'en' : 'base',
      )}
      className={primary ? styles.download : undefined}
      data-testid={primary ? 'download-button' : 'edition-download'}
      data-platform={edition.platform}
    >
      {label}
    </a>
  )
}

/** How the page's platform's edition is installed: its download, or its app store badge. */
export function PrimaryEditionAction({
  product,
  platform,
}: {
  product: Product
  platform: Platform
}) {
  const edition = product.editions.find((candidate) => candidate.platform === platform)
  return edition ? <EditionLink product={product} edition={edition} primary /> : null
}

/** The other platforms' editions, each labelled with its platform ("Auch für Mac: …"). */
export function OtherEditions({ product, platform }: { product: Product; platform: Platform }) {
  const { t } = useTranslation('common')
  const others = product.editions.filter((edition) => edition.platform !== platform)
  if (others.length === 0) return null
  return (
    <ul className={styles.otherEditions} data-testid="other-editions">
      {others.map((edition) => (
        <li key={edition.platform} data-platform={edition.platform}>
          <span>{t('edition.alsoFor', { platform: t(`platform.${edition.platform}`) })}</span>{' '}
          <EditionLink product={product} edition={edition} primary={false} />
        </li>
      ))}
    </ul>
  )
}
