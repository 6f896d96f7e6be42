import { describe, expect, it } from 'vitest'
import { ACCOUNT_PAGES } from '../../../../hub/src/accounts/links'
import {
  allNamedRoutes,
  pageRouteForSlug,
  pageRoutes,
  pageUrl,
} from '../../../../web/src/routing/routes'
import { staticSitemapEntries } from '../../../../web/src/routing/sitemap'

describe('customer account routes (issue 8)', () => {
  it('serve every page the hub links to in its e-mails, in both languages', () => {
    for (const [name, paths] of Object.entries(ACCOUNT_PAGES)) {
      const german = pageRouteForSlug(paths.de)
      expect(german, `${name} ${paths.de}`).toBeDefined()
      expect(pageRouteForSlug(paths.en), `${name} ${paths.en}`).toBe(german)
      expect(german?.paths).toEqual(paths)
    }
  })

  it('answer under base, /de and /en like every route', () => {
    const paths = allNamedRoutes()
      .filter((route) => route.route.page === '/account/reset-password')
      .map((route) => route.path)
    expect(paths).toEqual([
      '/konto/passwort-zuruecksetzen',
      '/de/konto/passwort-zuruecksetzen',
      '/en/konto/passwort-zuruecksetzen',
      '/account/reset-password',
      '/de/account/reset-password',
      '/en/account/reset-password',
    ])
    expect(pageUrl('/account', 'de')).toBe('/konto')
    expect(pageUrl('/account/login', 'en')).toBe('/en/account/login')
  })

  it('are per visitor: only the account area needs a login, and none is in the sitemap', () => {
    const account = pageRoutes.filter((route) => route.account)
    expect(account.filter((route) => route.loginRequired).map((route) => route.page)).toEqual([
      '/account',
      '/account/settings',
    ])
    const listed = JSON.stringify(staticSitemapEntries())
    for (const route of account) {
      expect(listed).not.toContain(`"${route.paths.de}"`)
      expect(listed).not.toContain(`"${route.paths.en}"`)
    }
  })
})
