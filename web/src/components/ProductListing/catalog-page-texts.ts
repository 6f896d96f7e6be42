import type { CatalogPathQuery, Platform } from '../../__generated__/graphql'

type Resolved = NonNullable<CatalogPathQuery['catalogPath']>

/** The translate function of `common`, narrowed to what these texts need. */
type Translate = (key: string, options: Record<string, unknown>) => string

export interface CatalogPageTexts {
  /** The document title without the brand suffix. */
  title: string
  /** The page's h1 (platform and category pages; a product page renders its own). */
  heading: string
  description: string
}

const mobilePlatforms: ReadonlySet<Platform> = new Set(['ANDROID', 'IOS'])

/**
 * Title, heading and description of a catalog page. One category or product is shown
 * under every platform it has programs on, so each text names the platform: otherwise
 * /windows/buero, /mac/buero and /ios/buero would be three pages with one title.
 */
export function catalogPageTexts(resolved: Resolved, translate: Translate): CatalogPageTexts {
  // React escapes the text it renders; i18next's own escaping would show "Grafik &amp; Foto".
  const t = (key: string, values: Record<string, string>) =>
    translate(key, { ...values, interpolation: { escapeValue: false } })
  const platform = resolved.platformType.name
  if (resolved.product) {
    const title = t('catalogPage.productTitle', { product: resolved.product.name, platform })
    return {
      title,
      heading: resolved.product.name,
      description: t('catalogPage.description', {
        platform,
        description: resolved.product.shortDescription,
      }),
    }
  }
  if (resolved.category) {
    const kind = mobilePlatforms.has(resolved.platformType.platform) ? 'apps' : 'programs'
    const title = t(`catalogPage.categoryTitle.${kind}`, {
      category: resolved.category.name,
      platform,
    })
    return {
      title,
      heading: title,
      description: t('catalogPage.description', {
        platform,
        description: resolved.category.description,
      }),
    }
  }
  return { title: platform, heading: platform, description: resolved.platformType.description }
}
