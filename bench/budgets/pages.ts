import type { PageClass } from './first-load'

/**
 * The pages of issue 9 (home, a product, the cart) and of issue 22's catalog targets (platform,
 * listing with filters, help, press, legal) and form targets (checkout); German URLs, the
 * shop's default language.
 */
export const PAGES: readonly BudgetPage[] = [
  { name: 'home', path: '/', pageClass: 'catalog', intended: [] },
  { name: 'platform', path: '/windows', pageClass: 'catalog', intended: [] },
  {
    name: 'listing',
    path: '/windows?category=grafik&sort=price',
    pageClass: 'catalog',
    intended: [],
  },
  { name: 'product', path: '/windows/grafik/foto-studio-pro', pageClass: 'catalog', intended: [] },
  { name: 'help', path: '/erste-schritte', pageClass: 'catalog', intended: [] },
  { name: 'press', path: '/presse', pageClass: 'catalog', intended: [] },
  { name: 'legal', path: '/impressum', pageClass: 'catalog', intended: [] },
  // A visitor's cart and checkout are private and `noindex` (issue 18): Lighthouse's "blocked
  // from indexing" is what it must say there, so it is checked to fail and left out of SEO.
  { name: 'cart', path: '/warenkorb', pageClass: 'forms', intended: ['is-crawlable'] },
  { name: 'checkout', path: '/kasse', pageClass: 'forms', intended: ['is-crawlable'] },
]

export interface BudgetPage {
  name: string
  path: string
  pageClass: PageClass
  /** Audits the page fails on purpose; the run fails if one of them passes. */
  intended: readonly string[]
}
