import { decimalAmount } from '@schaufenster/pricing'

/** schema.org Organization of the publisher, for the home page. */
export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Schaufenster Software GmbH',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    foundingDate: '1994',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Musterstraße 12',
      postalCode: '10115',
      addressLocality: 'Berlin',
      addressCountry: 'DE',
    },
  }
}

export interface BreadcrumbItem {
  name: string
  path: string
}

/** schema.org BreadcrumbList for category and product pages. */
export function breadcrumbJsonLd(siteUrl: string, items: BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  }
}

export interface ProductForJsonLd {
  id: string
  name: string
  description: string
  icon: { url: string }
  path: string
  price: { amountMinor: number; currency: string } | null
  ratingAverage: number | null | undefined
  reviewCount: number
}

/** schema.org Product with its offer and, when rated, its aggregate rating. */
export function productJsonLd(siteUrl: string, product: ProductForJsonLd) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.id,
    name: product.name,
    description: product.description,
    image: `${siteUrl}${product.icon.url}`,
    brand: { '@type': 'Brand', name: 'Schaufenster Software' },
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            price: decimalAmount(product.price.amountMinor),
            priceCurrency: product.price.currency,
            availability: 'https://schema.org/InStock',
            url: `${siteUrl}${product.path}`,
          },
        }
      : {}),
    ...(product.ratingAverage != null && product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.ratingAverage.toFixed(1),
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}
