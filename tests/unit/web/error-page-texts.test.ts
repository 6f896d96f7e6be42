import { describe, expect, it } from 'vitest'
import { errorPageProps } from '../../../web/src/routing/error-status'

// The error page rendered by the server (a page whose data failed under load, found by
// `npm run soak`) brings the site's texts, so header and footer show words, not their keys.

describe('error page props', () => {
  it('carries the texts with the status', async () => {
    const texts = { _nextI18Next: { initialLocale: 'en' }, siteUrl: 'http://x' }
    expect(await errorPageProps(503, async () => texts)).toEqual({ ...texts, statusCode: 503 })
  })

  it('answers with the status alone without texts, or when they cannot be loaded', async () => {
    expect(await errorPageProps(500)).toEqual({ statusCode: 500 })
    const broken = async (): Promise<object> => {
      throw new Error('no locales folder')
    }
    expect(await errorPageProps(500, broken)).toEqual({ statusCode: 500 })
  })
})
