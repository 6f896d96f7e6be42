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
