import { describe, expect, it } from 'vitest'
import { loadGraphConfig } from '../../../graph/src/config'
import {
  cookieSettings,
  cookieValue,
  SessionState,
  sessionTokenFrom,
} from '../../../graph/src/session-cookie'

const TOKEN = 'A'.repeat(43)

describe('session cookie', () => {
  it('reads the token from the Cookie header, only in the shape of one', () => {
    expect(sessionTokenFrom({ cookie: `consent=x; sf_session=${TOKEN}; cje=1` })).toBe(TOKEN)
    expect(sessionTokenFrom({ cookie: 'sf_session=short' })).toBeUndefined()
    expect(sessionTokenFrom({ cookie: `sf_session=${TOKEN};x` })).toBe(TOKEN)
    expect(sessionTokenFrom({ cookie: `sf_session=${'A'.repeat(42)}%0A` })).toBeUndefined()
    expect(sessionTokenFrom({})).toBeUndefined()
    expect(cookieValue({ cookie: 'a=%E0%A4%A' }, 'a')).toBeUndefined()
  })

  it('is HttpOnly, SameSite=Lax, Path=/ with the session lifetime as Max-Age', () => {
    const state = new SessionState(undefined, { secure: false })
    const now = Date.parse('2026-01-01T00:00:00Z')
    state.start({ token: TOKEN, expiresAt: '2026-01-31T00:00:00Z' }, now)
    expect(state.token).toBe(TOKEN)
    expect(state.setCookie).toBe(
      `sf_session=${TOKEN}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    )
    state.end()
    expect(state.token).toBeUndefined()
    expect(state.setCookie).toBe('sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
  })

  it('is Secure whenever the site is https, like the storefront cookies', () => {
    const secure = (env: Record<string, string>) =>
      cookieSettings(loadGraphConfig({ LOG_LEVEL: 'silent', ...env })).secure
    expect(secure({})).toBe(false)
    // A local `npm start` (production, http://localhost): browsers would drop a Secure cookie.
    expect(secure({ NODE_ENV: 'production' })).toBe(false)
    expect(secure({ SITE_URL: 'https://www.schaufenster.example' })).toBe(true)
    expect(secure({ NODE_ENV: 'production', SITE_URL: 'https://www.schaufenster.example' })).toBe(
      true,
    )
    const state = new SessionState(undefined, { secure: true })
    state.end()
    expect(state.setCookie).toMatch(/; Secure$/)
  })
})
