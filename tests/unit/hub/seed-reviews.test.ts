import { describe, expect, it } from 'vitest'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'
import { SEED_REVIEWS, type SeedReviewText } from '../../../hub/src/db/seed/reviews'

type Locale = 'de' | 'en'
const LOCALES: readonly Locale[] = ['de', 'en']
const LATEST_DATE = '2026-11-20'

/**
 * Words of which every review body must contain at least one (lower case, matched as
 * substrings): what only fits this product, so that no review could stand on any page.
 */
const KEYWORDS: Record<number, Record<Locale, string[]>> = {
  1: {
    de: ['raw', 'ebene', 'maske', 'filter', 'bildoptimierung', 'farbstich'],
    en: ['raw', 'layer', 'mask', 'filter', 'enhancement', 'colour cast'],
  },
  2: {
    de: ['rechnung', 'tabellenkalkulation', 'rechtschreibprüfung', 'lebenslauf', 'präsentation'],
    en: ['invoice', 'spell check', 'spreadsheet', 'chart', 'slides'],
  },
  3: {
    de: ['interview-modus', 'spar-assistent', 'belegverwaltung', 'abschreibung', 'erstattung'],
    en: ['interview mode', 'receipt', 'savings assistant', 'refund'],
  },
  7: {
    de: ['web-filter', 'echtzeitschutz', 'erpressungsschutz', 'trojaner'],
    en: ['ransomware', 'real-time', 'web filter', 'scan', 'trojan'],
  },
  12: {
    de: ['sicherung', 'nas', 'festplatte', 'aes-256', 'fassung'],
    en: ['backup', 'nas', 'restore', 'aes-256', 'version history'],
  },
  21: {
    de: ['tastenkürzel', 'schlagw', 'abgleich', 'notiz'],
    en: ['shortcut', 'tags', 'sync', 'notes'],
  },
  38: {
    de: ['klangschleifen', 'klavier', 'mischpult', 'spur', 'streicher'],
    en: ['loops', 'mixing desk', 'tracks', 'synthesiser', 'audio interface'],
  },
  43: {
    de: ['regenradar', 'ausflugsplaner', 'unwetterwarnung', '14-tage', 'glätte', 'vorhersage'],
    en: ['rain radar', 'trip planner', 'severe weather', '14-day', 'forecast'],
  },
  53: {
    de: ['schritt', 'akku', 'tagesziel', 'serie', 'kalorien'],
    en: ['step', 'battery', 'streak', 'daily goal', 'calorie'],
  },
  61: {
    de: ['einhandsteuerung', 'welt', 'asteroiden', 'höhle', 'flugzeug', 'abschnitt'],
    en: ['level', 'one-handed', 'asteroid', 'worlds', 'thumb'],
  },
  67: {
    de: ['vokabel', 'lernkartei', 'themenpaket', 'aussprache', 'fünf-fächer'],
    en: ['flash card', 'travel pack', 'five-box', 'vocabulary', 'pronunciation'],
  },
  88: {
    de: ['rezept', 'portionsrechner', 'einkaufsliste', 'anleitung', 'klopse'],
    en: ['recipe', 'serving calculator', 'shopping list', 'strudel', 'roulades'],
  },
  101: {
    de: ['himmel', 'ereigniskalender', 'nachtmodus', 'stern'],
    en: ['sky view', 'event calendar', 'night mode', 'star map', 'constellation'],
  },
  120: {
    de: ['pdf', 'unterschrie', 'zusammenzufügen', 'seiten'],
    en: ['merge', 'signing', 'signed', 'pdf', 'reordering'],
  },
  143: {
    de: ['passw', 'sicherheitscheck', 'generator', 'ausfüllen'],
    en: ['password', 'autofill', 'security check', 'vault'],
  },
  150: {
    de: ['lektion', 'zugvorschlag', 'spielstärke', 'schach'],
    en: ['lesson', 'move', 'strength', 'opening'],
  },
  160: {
    de: ['film-assistent', 'bildstabilisierung', '4k', 'titel', 'ton und bild'],
    en: ['stabilisation', 'film assistant', 'transitions', '4k'],
  },
  161: {
    de: ['diashow', 'kamerafahrt', 'takt', 'dvd'],
    en: ['slideshow', 'camera pans', 'beat', 'dvd'],
  },
  162: {
    de: ['kontoimport', 'budget', 'diagramm', 'umsätze'],
    en: ['charts', 'budgets', 'yearly report', 'csv'],
  },
  163: {
    de: ['duplikatsuche', 'speicheranalyse', 'gigabyte', 'löschen'],
    en: ['duplicate', 'storage analysis', 'secure delete', 'caches'],
  },
  164: {
    de: ['treiber', 'wiederherstellungspunkt', 'geräteprüfung'],
    en: ['driver', 'restore point', 'device scan'],
  },
  165: {
    de: ['etikett', 'seriendruck', 'formatbibliothek', 'adressaufkleber'],
    en: ['label', 'mail merge', 'name badges', 'business card'],
  },
  166: {
    de: ['lektion', 'fehleranalyse', 'tippspiel', 'fortschrittskurve'],
    en: ['lessons', 'typing', 'progress curve', 'keyboard'],
  },
  167: {
    de: ['stammbaum', 'gedcom', 'vorfahren'],
    en: ['family tree', 'gedcom', 'chart of ancestors'],
  },
  168: {
    de: ['rauschfilter', 'kapitelmarke', 'hörbuch'],
    en: ['chapter', 'noise filter', 'mp3', 'narration'],
  },
  169: {
    de: ['programmkontrolle', 'profil', 'verbindung'],
    en: ['network profile', 'connection log'],
  },
  170: {
    de: ['schulferien', 'jahresplan', 'aufgaben'],
    en: ['weekly planner', 'to-dos', 'holidays'],
  },
  171: {
    de: ['anleitungsvideo', 'kamerabild', 'versprecher', 'ton vom mac'],
    en: ['arrows', 'webcam', 'pauses', 'feedback'],
  },
  172: {
    de: ['schriften', 'sammlung', 'mustertext'],
    en: ['fonts', 'collection', 'sample text'],
  },
  173: {
    de: ['programmreste', 'startobjekte', 'großen dateien'],
    en: ['leftovers', 'login items'],
  },
  174: {
    de: ['pfadwerkzeug', 'raster', 'hilfslinien', 'pfad'],
    en: ['svg', 'path tools', 'grid'],
  },
  175: {
    de: ['depot', 'dividenden', 'rendite'],
    en: ['isa', 'dividend', 'real return'],
  },
  176: {
    de: ['lösungsweg', 'elternbereich', 'aufgaben'],
    en: ['worked solutions', 'parent area', 'year groups', 'adaptive level'],
  },
  177: {
    de: ['sperrbildschirm', 'nachtlicht', 'sos', 'lampe'],
    en: ['torch', 'night light', 'sos', 'the light'],
  },
  178: {
    de: ['rezeptimport', 'import', 'kochmodus', 'mahlzeiten der woche'],
    en: ['read aloud', 'shopping list', 'recipe'],
  },
  179: {
    de: ['an der kasse', 'reisemodus', 'budget'],
    en: ['amount, category', 'travel mode', 'budget', 'monthly charts'],
  },
  180: {
    de: ['ortung', 'aus der ferne', 'fernlöschung'],
    en: ['on the map', 'remote wipe', 'locked it remotely', 'ring'],
  },
  181: {
    de: ['vorlage', 'collage', 'schriften'],
    en: ['template', 'collage', 'fonts', 'stickers'],
  },
  182: {
    de: ['folgen', 'sprachverstärkung', 'suche', 'schlaftimer'],
    en: ['silence trimming', 'voice boost', 'episode', 'sleep timer'],
  },
  183: {
    de: ['kantenerkennung', 'texterkennung', 'pdf', 'entzerrt'],
    en: ['edge detection', 'text recognition', 'pdf'],
  },
  184: {
    de: ['sprachansage', 'atemübung', 'einheiten'],
    en: ['voice guidance', 'four-week', 'sequences'],
  },
  185: {
    de: ['liste', 'gänge', 'vorschläge', 'abgleich'],
    en: ['list', 'aisle', 'suggestions'],
  },
  186: {
    de: ['saite', 'metronom', 'stimmung', 'drop d', 'stimmgerät'],
    en: ['tun', 'metronome', 'string', 'low e'],
  },
  187: {
    de: ['tagesrätsel', 'hinweise', 'notizziffern', 'sudokus'],
    en: ['daily puzzle', 'hints', 'sudokus', 'leaderboard', 'difficulty levels'],
  },
}

/** English words that would betray an untranslated German review (product names aside). */
const ENGLISH_IN_GERMAN = [
  'the',
  'and',
  'is',
  'update',
  'updates',
  'download',
  'downloads',
  'app',
  'apps',
  'backup',
  'tool',
  'tools',
  'feature',
  'features',
  'cool',
  'okay',
  'laptop',
  'notebook',
  'smartphone',
  'tablet',
  'software',
  'level',
  'levels',
  'clip',
  'clips',
  'sticker',
  'layout',
  'browser',
  'online',
  'support',
  'bug',
  'cloud',
  'shop',
  'shortcut',
  'tutorial',
  'team',
  'job',
  'design',
  'loops',
  'tags',
  'sync',
  'cover',
  'stress',
  'login',
  'account',
  'password',
  'blog',
  'zoom',
  'song',
  'link',
  'baby',
  'top',
]

/** American spellings that have no place in British English. */
const AMERICAN_SPELLINGS = [
  /\bcolor/,
  /\bfavorite/,
  /\borganiz/,
  /\brealiz/,
  /\brecogniz/,
  /\bcenter\b/,
  /\bgotten\b/,
  /\bvacation/,
  /\bapartment/,
  /\bcell phone/,
  /\bflashlight\b/,
]

interface Entry extends SeedReviewText {
  productId: number
  locale: Locale
}

const ALL: Entry[] = SEED_PRODUCTS.flatMap((product) =>
  LOCALES.flatMap((locale) =>
    (SEED_REVIEWS[product.id]?.[locale] ?? []).map((review) => ({
      ...review,
      productId: product.id,
      locale,
    })),
  ),
)

function reviewsOf(productId: number): SeedReviewText[] {
  const entry = SEED_REVIEWS[productId]!
  return [...entry.de, ...entry.en]
}

function average(reviews: readonly SeedReviewText[]): number {
  return reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length
}

/** How many reviews have 1, 2, 3, 4 and 5 stars, as the rating summary shows it. */
function distribution(reviews: readonly SeedReviewText[]): string {
  return [1, 2, 3, 4, 5].map((stars) => reviews.filter((r) => r.stars === stars).length).join('')
}

function sentences(text: string): number {
  // A full stop after a digit is an ordinal or a number, not the end of a sentence.
  return (text.match(/(?<!\d)[.!?]+(?=\s|$)/g) ?? []).length
}

describe('seed reviews', () => {
  it('has an entry for every product and no other', () => {
    const productIds = SEED_PRODUCTS.map((product) => product.id).sort((a, b) => a - b)
    const reviewIds = Object.keys(SEED_REVIEWS)
      .map(Number)
      .sort((a, b) => a - b)
    expect(reviewIds).toEqual(productIds)
  })

  it('has 3 to 6 reviews per language, more for popular programs', () => {
    for (const product of SEED_PRODUCTS) {
      for (const locale of LOCALES) {
        const count = SEED_REVIEWS[product.id]![locale].length
        expect(count, `${product.id} ${locale}`).toBeGreaterThanOrEqual(3)
        expect(count, `${product.id} ${locale}`).toBeLessThanOrEqual(6)
      }
    }
    const counts = new Set(SEED_PRODUCTS.map((product) => reviewsOf(product.id).length))
    expect(counts.size).toBeGreaterThanOrEqual(4)
    const byDownloads = [...SEED_PRODUCTS].sort((a, b) => b.downloads - a.downloads)
    const meanCount = (products: typeof byDownloads) =>
      products.reduce((sum, product) => sum + reviewsOf(product.id).length, 0) / products.length
    expect(meanCount(byDownloads.slice(0, 11))).toBeGreaterThan(
      meanCount(byDownloads.slice(-11)) + 2,
    )
  })

  it('gives whole stars from 1 to 5', () => {
    for (const review of ALL) {
      expect(Number.isInteger(review.stars), review.title).toBe(true)
      expect(review.stars).toBeGreaterThanOrEqual(1)
      expect(review.stars).toBeLessThanOrEqual(5)
    }
  })

  it('keeps each average between 3.4 and 4.8', () => {
    for (const product of SEED_PRODUCTS) {
      const reviews = [
        reviewsOf(product.id),
        SEED_REVIEWS[product.id]!.de,
        SEED_REVIEWS[product.id]!.en,
      ]
      for (const list of reviews) {
        expect(average(list), String(product.id)).toBeGreaterThanOrEqual(3.4)
        expect(average(list), String(product.id)).toBeLessThanOrEqual(4.8)
      }
    }
  })

  it('mixes in critical reviews', () => {
    const withCritical = SEED_PRODUCTS.filter((product) =>
      reviewsOf(product.id).some((review) => review.stars <= 3),
    )
    expect(withCritical.length).toBeGreaterThanOrEqual(Math.ceil(SEED_PRODUCTS.length * 0.8))
    for (const locale of LOCALES) {
      const perLocale = SEED_PRODUCTS.filter((product) =>
        SEED_REVIEWS[product.id]![locale].some((review) => review.stars <= 3),
      )
      expect(perLocale.length, locale).toBeGreaterThanOrEqual(
        Math.ceil(SEED_PRODUCTS.length * 0.66),
      )
    }
    expect(ALL.filter((review) => review.stars <= 2).length).toBeGreaterThanOrEqual(20)
    expect(ALL.filter((review) => review.stars === 1).length).toBeGreaterThanOrEqual(5)
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(ALL.some((review) => review.stars === stars)).toBe(true)
    }
  })

  it('shows a different distribution of stars from product to product', () => {
    for (const locale of LOCALES) {
      const groups = new Map<string, number[]>()
      for (const product of SEED_PRODUCTS) {
        const key = distribution(SEED_REVIEWS[product.id]![locale])
        groups.set(key, [...(groups.get(key) ?? []), product.id])
      }
      expect(groups.size, locale).toBeGreaterThanOrEqual(25)
      for (const [key, ids] of groups) expect(ids.length, `${locale} ${key}`).toBeLessThanOrEqual(3)
    }
    const combined = new Set(SEED_PRODUCTS.map((product) => distribution(reviewsOf(product.id))))
    expect(combined.size).toBeGreaterThanOrEqual(38)
  })

  it('never repeats a title or a body', () => {
    const titles = ALL.map((review) => review.title)
    const bodies = ALL.map((review) => review.body)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
    expect(bodies.filter((body, index) => bodies.indexOf(body) !== index)).toEqual([])
  })

  it('signs reviews like customers, without repeating authors', () => {
    const products = new Map<string, Set<number>>()
    for (const product of SEED_PRODUCTS) {
      const authors = reviewsOf(product.id).map((review) => review.author)
      expect(new Set(authors).size, String(product.id)).toBe(authors.length)
      for (const author of authors) {
        products.set(author, (products.get(author) ?? new Set()).add(product.id))
      }
    }
    for (const [author, ids] of products) expect(ids.size, author).toBeLessThanOrEqual(3)
    for (const review of ALL) {
      expect(review.author).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+(-[A-ZÄÖÜ][a-zäöüß]+)?( [A-ZÄÖÜ]\.)?$/)
    }
    expect(ALL.some((review) => !review.author.includes(' '))).toBe(true)
  })

  it('writes short headlines and specific bodies of one to four sentences', () => {
    for (const review of ALL) {
      const words = review.title.trim().split(/\s+/).length
      expect(words, review.title).toBeGreaterThanOrEqual(2)
      expect(words, review.title).toBeLessThanOrEqual(7)
      expect(review.body.length, review.body).toBeGreaterThanOrEqual(60)
      const count = sentences(review.body)
      expect(count, review.body).toBeGreaterThanOrEqual(1)
      expect(count, review.body).toBeLessThanOrEqual(4)
      expect(review.body).toBe(review.body.trim())
      expect(review.title).not.toMatch(/[.]$/)
    }
  })

  it('mentions in every body something that only fits the product', () => {
    expect(
      Object.keys(KEYWORDS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(SEED_PRODUCTS.map((product) => product.id).sort((a, b) => a - b))
    const generic = ALL.filter((review) => {
      const body = review.body.toLowerCase()
      return !KEYWORDS[review.productId]![review.locale].some((word) => body.includes(word))
    })
    expect(generic.map((review) => `${review.productId} ${review.locale}: ${review.body}`)).toEqual(
      [],
    )
  })

  it('dates reviews between the release and 2026-11-20, spread out', () => {
    for (const product of SEED_PRODUCTS) {
      const reviews = reviewsOf(product.id)
      for (const review of reviews) {
        expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        const parsed = new Date(`${review.date}T00:00:00Z`)
        expect(parsed.toISOString().slice(0, 10), review.date).toBe(review.date)
        expect(review.date >= product.releaseDate, `${product.id} ${review.date}`).toBe(true)
        expect(review.date <= LATEST_DATE, `${product.id} ${review.date}`).toBe(true)
      }
      for (const locale of LOCALES) {
        const months = new Set(SEED_REVIEWS[product.id]![locale].map((r) => r.date.slice(0, 7)))
        expect(months.size, `${product.id} ${locale}`).toBeGreaterThanOrEqual(3)
      }
      expect(reviews.every((review) => review.date === product.releaseDate)).toBe(false)
    }
    expect(new Set(ALL.map((review) => review.date.slice(0, 7))).size).toBeGreaterThanOrEqual(30)
    expect(new Set(ALL.map((review) => review.date.slice(0, 4))).size).toBeGreaterThanOrEqual(4)
  })

  it('writes German reviews in German', () => {
    const german = ALL.filter((review) => review.locale === 'de')
    const text = german.map((review) => `${review.title} ${review.body}`).join(' ')
    for (const letter of ['ä', 'ö', 'ü', 'ß']) expect(text).toContain(letter)
    for (const review of german) {
      const words = `${review.title} ${review.body}`.toLowerCase().split(/[^a-zäöüß]+/)
      const english = words.filter((word) => ENGLISH_IN_GERMAN.includes(word))
      expect(english, review.body).toEqual([])
    }
    const umlautShare = german.filter((review) => /[äöüßÄÖÜ]/.test(review.body)).length
    expect(umlautShare / german.length).toBeGreaterThan(0.7)
  })

  it('writes English reviews in British English', () => {
    for (const review of ALL.filter((entry) => entry.locale === 'en')) {
      const text = `${review.title} ${review.body}`
      expect(text, text).not.toMatch(/[äöüßÄÖÜ]/)
      expect(text, text).toMatch(/\b(the|a|I|my|it|is|and)\b/)
      for (const spelling of AMERICAN_SPELLINGS)
        expect(text.toLowerCase(), text).not.toMatch(spelling)
    }
  })
})
