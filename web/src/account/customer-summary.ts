/** The logged-in customer as the header and the page props know them. */
export interface CustomerSummary {
  id: string
  name: string
}

/** The UI text namespaces of every account page (`reviews`: the reviews' moderation states). */
export const ACCOUNT_NAMESPACES = [
  'common',
  'forms',
  'validation',
  'components',
  'account',
  'reviews',
]
