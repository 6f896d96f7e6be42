import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createInstance } from 'i18next'
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type {
  ContentPageQuery,
  PressKitList_KitFragment,
  PressReleaseArticle_ReleaseFragment,
} from '../../../../web/src/__generated__/graphql'
import { newsArticleJsonLd } from '../../../../web/src/components/Press/news-article'
import { PressDownloads } from '../../../../web/src/components/Press/PressDownloads'
import { PressOverview } from '../../../../web/src/components/Press/PressOverview'
import { PressReleaseArticle } from '../../../../web/src/components/Press/PressReleaseArticle'

// The press pages as the server renders them from their props (issue 24, point 4): headings
// in order, dates as the language writes them, links to each release at its slug in the
// page's language, alt texts in that language, and a download link per press kit.

const localesDir = path.resolve(import.meta.dirname, '../../../../web/public/locales')
const namespaces = ['common', 'press']

function renderPage(element: ReactElement, locale: 'de' | 'en'): string {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: locale,
    ns: namespaces,
    defaultNS: 'common',
    resources: Object.fromEntries(
      ['de', 'en'].map((language) => [
        language,
        Object.fromEntries(
          namespaces.map((ns) => [
            ns,
            JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')),
          ]),
        ),
      ]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const router = { locale, query: {}, asPath: '/', pathname: '/' } as unknown as NextRouter
  return renderToString(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </RouterContext.Provider>,
  )
}

const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]))

/** Heading levels never skip one on the way down. */
function inOrder(levels: number[]): boolean {
  return levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1)
}

const contactBlock = {
  __typename: 'ContactBlock' as const,
  heading: 'Ihre Ansprechpartnerin',
  email: 'johanna.brandt@schaufenster.example',
  phone: '+49 341 555 0196',
  address: ['Johanna Brandt', 'Leiterin Unternehmenskommunikation'],
}

const content: NonNullable<ContentPageQuery['page']> = {
  path: '/presse',
  layout: 'PRESS',
  meta: { title: 'Presse – Schaufenster Software', description: 'Pressemitteilungen' },
  blocks: [
    {
      __typename: 'RichTextBlock',
      heading: 'Über Schaufenster Software',
      paragraphs: ['Seit 1994 in Leipzig.'],
    },
    { __typename: 'ListBlock', heading: 'Fakten', items: ['18 Millionen Kundinnen und Kunden'] },
    contactBlock,
  ],
}

const release: PressReleaseArticle_ReleaseFragment = {
  slug: 'foto-studio-pro-5-4-rauschminderung',
  slugs: { de: 'foto-studio-pro-5-4-rauschminderung', en: 'photo-studio-pro-5-4-noise-reduction' },
  publishedOn: '2026-10-14',
  title: 'Foto-Studio Pro 5.4 holt saubere Bilder aus hohen ISO-Werten',
  lead: 'Die Einleitung.',
  body: ['Absatz eins.', 'Absatz zwei.'],
  pressKitUrl: '/press-kits/foto-studio-pro.zip',
  product: {
    id: '1',
    name: 'Foto-Studio Pro',
    icon: {
      url: '/media/product-1-icon.svg',
      alt: 'Programmsymbol von Foto-Studio Pro',
      width: 256,
      height: 256,
    },
    paths: { de: '/windows/grafik/foto-studio-pro', en: '/windows/graphics/photo-studio-pro' },
  },
}

describe('the press page', () => {
  it('lists the releases with their day, a link to each at its slug, and the contact', () => {
    const html = renderPage(
      <PressOverview
        content={content}
        releases={[
          release,
          {
            ...release,
            slugs: { de: 'b', en: 'b-en' },
            slug: 'b',
            publishedOn: '2025-03-12',
            title: 'Zweite',
          },
        ]}
      />,
      'de',
    )
    expect(html).toContain('<time dateTime="2026-10-14">14. Oktober 2026</time>')
    expect(html).toContain('<time dateTime="2025-03-12">12. März 2025</time>')
    expect(html).toContain('href="/presse/mitteilungen/foto-studio-pro-5-4-rauschminderung"')
    expect(html).toContain('href="/presse/mitteilungen/b"')
    expect(html).toContain('Johanna Brandt')
    expect(html).toContain('Pressemitteilungen')
    expect(headings(html)[0]).toBe(1)
    expect(inOrder(headings(html))).toBe(true)
  })

  it('links English releases below /press/releases with the English slug and date', () => {
    const html = renderPage(<PressOverview content={content} releases={[release]} />, 'en')
    expect(html).toContain('href="/press/releases/photo-studio-pro-5-4-noise-reduction"')
    expect(html).toContain('October 14, 2026')
    expect(html).toContain('Press releases')
  })
})

describe('a press release', () => {
  it('shows the date line, the text, the program, its kit and the way back', () => {
    const html = renderPage(<PressReleaseArticle release={release} />, 'de')
    expect(html).toContain('Pressemitteilung')
    expect(html).toContain('14. Oktober 2026')
    expect(html).toContain('<h1 id="release-title">Foto-Studio Pro 5.4 holt saubere Bilder')
    expect(html).toContain('Absatz zwei.')
    expect(html).toContain('alt="Programmsymbol von Foto-Studio Pro"')
    expect(html).toContain('href="/windows/grafik/foto-studio-pro"')
    expect(html).toMatch(
      /href="\/press-kits\/foto-studio-pro.zip" download="" type="application\/zip">Pressemappe Foto-Studio Pro herunterladen \(ZIP\)/,
    )
    expect(html).toContain('Alle Pressemitteilungen')
    expect(inOrder(headings(html))).toBe(true)
    const company = renderPage(
      <PressReleaseArticle release={{ ...release, product: null }} />,
      'en',
    )
    expect(company).toContain('Download the company press kit (ZIP)')
  })

  it('is a NewsArticle for search engines, in the page’s language', () => {
    const data = newsArticleJsonLd('https://shop.example', release, '/en/press/releases/x', 'en')
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: release.title,
      datePublished: '2026-10-14',
      inLanguage: 'en-US',
      url: 'https://shop.example/en/press/releases/x',
      image: ['https://shop.example/media/product-1-icon.svg'],
      publisher: { name: 'Schaufenster Software' },
      about: { url: 'https://shop.example/en/windows/graphics/photo-studio-pro' },
    })
  })
})

describe('the press downloads', () => {
  const kits: PressKitList_KitFragment[] = [
    {
      title: 'Company press kit',
      url: '/press-kits/company.zip',
      fileName: 'company.zip',
      product: null,
    },
    {
      title: 'Photo Studio Pro press kit',
      url: '/press-kits/photo-studio-pro.zip',
      fileName: 'photo-studio-pro.zip',
      product: {
        id: '1',
        name: 'Photo Studio Pro',
        icon: { url: '/media/product-1-icon.svg', width: 256, height: 256 },
      },
    },
  ]

  it('offers every kit as a download and says what is inside, with the sizes', () => {
    const html = renderPage(
      <PressDownloads content={{ ...content, blocks: [contactBlock] }} kits={kits} />,
      'en',
    )
    expect(html).toContain(
      'href="/press-kits/company.zip" download="company.zip" type="application/zip"',
    )
    expect(html).toContain(
      'href="/press-kits/photo-studio-pro.zip" download="photo-studio-pro.zip"',
    )
    expect(html).toContain('2560 × 1600 pixels')
    expect(html).toContain('512 × 512 and 1024 × 1024 pixels')
    // The icon beside a kit's title is decoration: the title names the link.
    expect(html).toMatch(/<img src="\/media\/product-1-icon.svg" alt=""/)
    expect(inOrder(headings(html))).toBe(true)
  })
})
