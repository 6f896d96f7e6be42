import { storefrontUrl } from '../mail/templates'

type Locale = 'de' | 'en'

// Storefront pages of the account area that e-mails link to. German paths are the base
// form, English ones live under /en (storefrontUrl adds the prefix). The web serves them.
export const ACCOUNT_PAGES = {
  account: { de: '/konto', en: '/account' },
  login: { de: '/konto/anmelden', en: '/account/login' },
  forgotPassword: { de: '/konto/passwort-vergessen', en: '/account/forgot-password' },
  setPassword: { de: '/konto/passwort-setzen', en: '/account/set-password' },
  resetPassword: { de: '/konto/passwort-zuruecksetzen', en: '/account/reset-password' },
  confirmRegistration: { de: '/konto/bestaetigen', en: '/account/confirm' },
  confirmEmail: { de: '/konto/email-bestaetigen', en: '/account/confirm-email' },
  // Adds a guest order or ticket to the account of its address (issue 18).
  claim: { de: '/konto/zuordnen', en: '/account/claim' },
} as const satisfies Record<string, Record<Locale, string>>

export type AccountPage = keyof typeof ACCOUNT_PAGES

/** The absolute link of an account page, with `?token=` for the e-mailed single-use links. */
export function accountLink(
  baseUrl: string,
  locale: Locale,
  page: AccountPage,
  token?: string,
): string {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`
  return storefrontUrl(baseUrl, locale, `${ACCOUNT_PAGES[page][locale]}${query}`)
}
