// The newsletter's consent texts, by version. The subscription (forms) and the account page's
// newsletter switch (accounts) store the same version as proof of consent.

/** Version of the consent text shown beside the subscription box; stored as proof of consent. */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-consent-2026-01'

/**
 * Versions of the text on the confirmation page's button (web: pages/newsletter/confirm.tsx),
 * stored with the confirmation as the text the visitor confirmed.
 */
export const NEWSLETTER_CONFIRMATION_TEXT_VERSIONS = ['newsletter-confirm-2026-11'] as const
