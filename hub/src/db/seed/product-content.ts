import { DEFAULT_SUBSEQUENT_VERSION_KEY, SHOP_CURRENCIES } from '@schaufenster/contract'
import type { Localized, ProductContent, VersionKind } from '../catalog-schema'
import type { Platform } from '../schema'
import type { SeedProduct } from './products'
import { SEED_REVIEWS } from './reviews'
import { PLUS_MODIFICATION_KEY } from '../../downloads/editions'

// Texts every product page has in the same shape; they are composed from the product's
// own name and facts so that each page reads as its own, in both languages.

const PLATFORM_NAMES: Record<Platform, string> = {
  windows: 'Windows',
  mac: 'macOS',
  android: 'Android',
  ios: 'iOS',
}

export function isFree(product: SeedProduct): boolean {
  return product.prices[0] === 0
}

export function versionsOf(product: SeedProduct): VersionKind[] {
  if (isFree(product)) return ['free']
  return product.plus ? ['full', 'plus', 'trial'] : ['full', 'trial']
}

function listJoin(items: string[], and: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`
}

function advantages(product: SeedProduct): Localized<ProductContent['advantages']> {
  const versions = versionsOf(product)
  const de: Record<VersionKind, string[]> = {
    full: [
      'Zeitlich unbegrenzte Nutzung',
      'Alle Updates innerhalb der Version kostenlos',
      'Deutschsprachiger Support per E-Mail',
    ],
    plus: [
      'Alle Vorteile der Vollversion',
      'Zusätzliche Vorlagen und Erweiterungen',
      'Bevorzugter Premium-Support',
    ],
    trial: ['30 Tage kostenlos testen', 'Voller Funktionsumfang', 'Keine Zahlungsdaten nötig'],
    free: ['Dauerhaft kostenlos', 'Keine Werbung', 'Keine Registrierung nötig'],
  }
  const en: Record<VersionKind, string[]> = {
    full: [
      'Use it for as long as you like',
      'All updates within the version for free',
      'Support by e-mail',
    ],
    plus: [
      'Every advantage of the full version',
      'Additional templates and extensions',
      'Priority premium support',
    ],
    trial: ['Try it free for 30 days', 'Full feature set', 'No payment details needed'],
    free: ['Free forever', 'No ads', 'No sign-up needed'],
  }
  return {
    de: versions.map((version) => ({ version, items: de[version] })),
    en: versions.map((version) => ({ version, items: en[version] })),
  }
}

function faq(product: SeedProduct): Localized<ProductContent['faq']> {
  const platforms = product.platforms.map((platform) => PLATFORM_NAMES[platform])
  const free = isFree(product)
  return {
    de: [
      {
        question: `Auf welchen Systemen läuft ${product.nameDe}?`,
        answer: `${product.nameDe} ist für ${listJoin(platforms, 'und')} erhältlich. Die Einrichtung dauert nur wenige Minuten.`,
      },
      {
        question: free
          ? `Ist ${product.nameDe} wirklich kostenlos?`
          : `Kann ich ${product.nameDe} vor dem Kauf testen?`,
        answer: free
          ? 'Ja. Es gibt keine versteckten Kosten, keine Werbung und kein Abonnement.'
          : 'Ja. Die Testversion ist 30 Tage lang voll funktionsfähig und endet automatisch, ohne dass Kosten entstehen.',
      },
      {
        question: 'Wie erhalte ich Updates?',
        answer:
          'Updates werden automatisch angeboten. Abonnenten unseres Newsletters erfahren spätestens zwei Stunden nach einer Veröffentlichung davon.',
      },
    ],
    en: [
      {
        question: `Which systems does ${product.nameEn} run on?`,
        answer: `${product.nameEn} is available for ${listJoin(platforms, 'and')}. Setting it up takes only a few minutes.`,
      },
      {
        question: free
          ? `Is ${product.nameEn} really free?`
          : `Can I try ${product.nameEn} before buying?`,
        answer: free
          ? 'Yes. There are no hidden costs, no ads and no subscription.'
          : 'Yes. The trial version is fully functional for 30 days and ends automatically without any cost.',
      },
      {
        question: 'How do I get updates?',
        answer:
          'Updates are offered automatically. Newsletter subscribers hear about them within two hours of a release.',
      },
    ],
  }
}

const SERVICES: Localized<ProductContent['services']> = {
  de: [
    {
      title: 'Premium-Support',
      text: 'Persönliche Hilfe per Telefon und Fernwartung, ein Jahr lang zum Einmalpreis.',
    },
    {
      title: 'Download-Garantie',
      text: 'Ihre gekauften Programme können Sie jederzeit erneut herunterladen.',
    },
    {
      title: 'Update-Benachrichtigung',
      text: 'Wir informieren Sie innerhalb von zwei Stunden, wenn eine neue Version erscheint.',
    },
  ],
  en: [
    {
      title: 'Premium support',
      text: 'Personal help by phone and remote support, for one year at a one-time price.',
    },
    {
      title: 'Download guarantee',
      text: 'You can download the programs you bought again at any time.',
    },
    {
      title: 'Update notification',
      text: 'We tell you within two hours when a new version is released.',
    },
  ],
}

const PRESS_SOURCES = ['PC Kompass', 'Heimcomputer Journal', 'App-Radar', 'Digitales Leben']

function pressQuotes(product: SeedProduct): Localized<ProductContent['pressQuotes']> {
  const first = PRESS_SOURCES[product.id % PRESS_SOURCES.length]!
  const second = PRESS_SOURCES[(product.id + 1) % PRESS_SOURCES.length]!
  return {
    de: [
      {
        source: first,
        quote: `${product.nameDe} überzeugt mit durchdachter Bedienung und sinnvollen Funktionen.`,
        rating: 'sehr gut',
      },
      {
        source: second,
        quote: `Wer ein verlässliches Programm sucht, macht mit ${product.nameDe} nichts falsch.`,
        rating: 'gut',
      },
    ],
    en: [
      {
        source: first,
        quote: `${product.nameEn} impresses with well-thought-out handling and useful features.`,
        rating: 'very good',
      },
      {
        source: second,
        quote: `If you want a dependable program, you cannot go wrong with ${product.nameEn}.`,
        rating: 'good',
      },
    ],
  }
}

function functions(texts: SeedProduct['de']): ProductContent['functions'] {
  return texts.functions.map((line) => {
    const colon = line.indexOf(':')
    return { title: line.slice(0, colon).trim(), text: line.slice(colon + 1).trim() }
  })
}

export function productContentFor(product: SeedProduct): Localized<ProductContent> {
  const adv = advantages(product)
  const questions = faq(product)
  const quotes = pressQuotes(product)
  return {
    de: {
      functions: functions(product.de),
      advantages: adv.de,
      faq: questions.de,
      services: SERVICES.de,
      pressQuotes: quotes.de,
    },
    en: {
      functions: functions(product.en),
      advantages: adv.en,
      faq: questions.en,
      services: SERVICES.en,
      pressQuotes: quotes.en,
    },
  }
}

export interface SeedReview {
  locale: 'de' | 'en'
  author: string
  stars: number
  title: string
  body: string
  createdAt: Date
}

/**
 * The reviews of a product (reviews.ts): its own texts, authors and dates, German ones for
 * German pages and English ones for English pages, all published.
 */
export function reviewsFor(product: SeedProduct): SeedReview[] {
  const reviews = SEED_REVIEWS[product.id]
  if (!reviews) throw new Error(`Seed product ${product.id} has no reviews (seed/reviews.ts)`)
  return (['de', 'en'] as const).flatMap((locale) =>
    reviews[locale].map((review) => ({
      locale,
      author: review.author,
      stars: review.stars,
      title: review.title,
      body: review.body,
      createdAt: new Date(`${review.date}T12:00:00Z`),
    })),
  )
}

/** Subsequent-version upgrade: buy now, get the next major version for a small surcharge. */
export function modificationFor(product: SeedProduct) {
  if (isFree(product) || !product.platforms.some((p) => p === 'windows' || p === 'mac')) {
    return null
  }
  const [eur, usd, gbp, chf] = product.prices
  const share = (amount: number) => Math.round((amount * 0.3) / 100) * 100 - 1
  return {
    id: 1000 + product.id,
    key: DEFAULT_SUBSEQUENT_VERSION_KEY,
    name: { de: 'Folgeversion inklusive', en: 'Next version included' },
    amounts: { EUR: share(eur), USD: share(usd), GBP: share(gbp), CHF: share(chf) },
  }
}

/**
 * The Plus edition as a purchasable choice: the full version's price plus a surcharge of
 * about a third, ending in .00 so the Plus price ends in .99 like the list price.
 */
export function plusModificationFor(product: SeedProduct) {
  if (!versionsOf(product).includes('plus')) return null
  const [eur, usd, gbp, chf] = product.prices
  const surcharge = (amount: number) => Math.max(500, Math.round((amount * 0.33) / 100) * 100)
  return {
    id: 2000 + product.id,
    key: PLUS_MODIFICATION_KEY,
    name: { de: 'Plus-Edition', en: 'Plus edition' },
    amounts: { EUR: surcharge(eur), USD: surcharge(usd), GBP: surcharge(gbp), CHF: surcharge(chf) },
  }
}

const CURRENCY_ORDER = SHOP_CURRENCIES
// Other currencies follow the EUR price with the ratios of the list prices.
const CURRENCY_FACTOR = { EUR: 1, USD: 1.1, GBP: 0.9, CHF: 1.05 } as const

export function subscriptionOptionsFor(product: SeedProduct) {
  if (!product.subscriptionYearly) return []
  const yearly = product.subscriptionYearly
  return CURRENCY_ORDER.flatMap((currency) => {
    const factor = CURRENCY_FACTOR[currency]
    const year = Math.round((yearly * factor) / 100) * 100 - 1
    const month = Math.round((yearly * factor) / 10 / 10) * 10 - 1
    return [
      { period: '1y', currency, amountPerPeriod: year, strikeAmount: (month + 1) * 12 - 1 },
      { period: '1m', currency, amountPerPeriod: month, strikeAmount: null },
    ]
  })
}
