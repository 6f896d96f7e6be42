import { describe, expect, it } from 'vitest'
import { formatDateLong, formatDateShort } from '../../../web/src/lib/dates'
import { renderRobots, renderSitemap, staticSitemapEntries } from '../../../web/src/routing/sitemap'

describe('sitemap and robots', () => {
  it('lists every page in both languages with its alternates', () => {
    const xml = renderSitemap('https://shop.example', staticSitemapEntries())
    expect(xml).toContain('<loc>https://shop.example/ueber-uns</loc>')
    expect(xml).toContain('<loc>https://shop.example/en/about-us</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/about-us"/>',
    )
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/ueber-uns"')
    expect(xml).not.toContain('page-not-found')
    expect(xml.match(/<url>/g)).toHaveLength(staticSitemapEntries().length * 2)
  })

  it('escapes what XML needs escaped', () => {
    expect(renderSitemap('https://a.example', [{ de: '/a&b', en: '/a&b' }])).toContain('/a&amp;b')
  })

  it('points robots at the sitemap', () => {
    expect(renderRobots('https://shop.example')).toContain(
      'Sitemap: https://shop.example/sitemap.xml',
    )
  })
})

describe('date formats (spec §9)', () => {
  const date = '2026-11-22T10:00:00Z'
  it('short: numeric year, two-digit month and day', () => {
    expect(formatDateShort(date, 'de')).toBe('22.11.2026')
    expect(formatDateShort(date, 'en')).toBe('11/22/2026')
    expect(formatDateShort('2026-03-05T10:00:00Z', 'de')).toBe('05.03.2026')
  })
  it('long: with the weekday', () => {
    expect(formatDateLong(date, 'de')).toBe('Sonntag, 22. November 2026')
    expect(formatDateLong(date, 'en')).toBe('Sunday, November 22, 2026')
  })
})
