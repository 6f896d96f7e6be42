import { decimalAmount } from '@schaufenster/pricing'
import type { OrganizationJsonLd_CompanyFragment } from '../__generated__/graphql'

/** The seller as the page knows it (the gateway's `company`, COMPANY_* of the hub). */
export type OrganizationForJsonLd = Omit<OrganizationJsonLd_CompanyFragment, '__typename'>

/** schema.org Organization of the publisher, for the home page: the configured seller. */
export function organizationJsonLd(siteUrl: string, company: OrganizationForJsonLd) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    // The publisher's own history (the site's tagline says so), not seller configuration.
    foundingDate: '1994',
    email: company.email,
    telephone: company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.countryCode,
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
  /** When a running offer's price ends (schema.org priceValidUntil). */
  offerEndsAt?: string | null
  ratingAverage: number | null | undefined
  reviewCount: number
  releaseDate?: string
  /** The main product category's name (schema.org applicationCategory). */
  category?: string | null
  facts?: {
    version: string
    versionDate: string
    downloadSizes: readonly { bytes: number }[]
    requirements: readonly { os: string; cpu: string; ramMb: number; diskMb: number }[]
    languages: readonly string[]
  } | null
}

/** The facts of a program as schema.org SoftwareApplication properties (issue 24). */
function softwareJsonLd(product: ProductForJsonLd) {
  const facts = product.facts
  return {
    ...(product.category ? { applicationCategory: product.category } : {}),
    ...(product.releaseDate ? { datePublished: product.releaseDate } : {}),
    ...(facts
      ? {
          softwareVersion: facts.version,
          dateModified: facts.versionDate,
          operatingSystem: facts.requirements.map((requirement) => requirement.os).join('; '),
          processorRequirements: facts.requirements
            .map((requirement) => requirement.cpu)
            .join('; '),
          memoryRequirements: `${Math.min(...facts.requirements.map((r) => r.ramMb))} MB`,
          storageRequirements: `${Math.min(...facts.requirements.map((r) => r.diskMb))} MB`,
          ...(facts.downloadSizes.length > 0
            ? {
                fileSize: `${Math.round(Math.max(...facts.downloadSizes.map((size) => size.bytes)) / 1000)} kB`,
              }
            : {}),
          inLanguage: facts.languages,
        }
      : {}),
  }
}

/**
 * schema.org Product and SoftwareApplication in one: the offer, the program's facts and,
 * when rated, its aggregate rating.
 */
export function productJsonLd(siteUrl: string, product: ProductForJsonLd) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'SoftwareApplication'],
    sku: product.id,
    name: product.name,
    description: product.description,
    image: `${siteUrl}${product.icon.url}`,
    brand: { '@type': 'Brand', name: 'Schaufenster Software' },
    ...softwareJsonLd(product),
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            price: decimalAmount(product.price.amountMinor),
            priceCurrency: product.price.currency,
            ...(product.offerEndsAt ? { priceValidUntil: product.offerEndsAt.slice(0, 10) } : {}),
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
