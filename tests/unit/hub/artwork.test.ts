import { describe, expect, it } from 'vitest'
import {
  COMPANY_LOGO_FILE,
  COMPANY_LOGO_SIZE,
  iconFile,
  PRESS_LOGO_SIZE,
  PRESS_OUTLETS,
  pressLogoFile,
  renderArtwork,
  renderCompanyLogo,
  renderIcon,
  renderPressLogo,
  renderScreenshot,
  SCREENSHOT_LOCALES,
  SCREENSHOT_SIZE,
  SCREENSHOTS_PER_PRODUCT,
  screenshotAlt,
  screenshotFile,
  UI_TEXT,
  type Artwork,
} from '../../../hub/src/db/seed/artwork'
import { ICON_SPECS, resolveIcon } from '../../../hub/src/db/seed/artwork/icons'
import { SCENES } from '../../../hub/src/db/seed/artwork/scenes'
import { SEED_PRODUCTS, type SeedProduct } from '../../../hub/src/db/seed/products'

// --- A small XML well-formedness check ----------------------------------------------------
// Enough for the SVG the generator writes: elements, quoted attributes (no duplicates),
// character references and the five predefined entities, comments; one root element.

const NAME = /[A-Za-z_][\w:.-]*/y
const ENTITY = /^&(?:#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);/

function checkEntities(text: string, where: string): void {
  for (let index = text.indexOf('&'); index >= 0; index = text.indexOf('&', index + 1)) {
    if (!ENTITY.test(text.slice(index)))
      throw new Error(`bad entity in ${where}: ${text.slice(index, index + 12)}`)
  }
}

function assertWellFormed(xml: string): void {
  const stack: string[] = []
  let roots = 0
  let position = 0
  while (position < xml.length) {
    const open = xml.indexOf('<', position)
    const textPart = xml.slice(position, open < 0 ? xml.length : open)
    if (textPart.trim() && stack.length === 0)
      throw new Error(`text outside the root: ${textPart.slice(0, 40)}`)
    checkEntities(textPart, 'text')
    if (open < 0) break
    if (xml.startsWith('<!--', open)) {
      const end = xml.indexOf('-->', open)
      if (end < 0) throw new Error('unclosed comment')
      position = end + 3
      continue
    }
    const closing = xml[open + 1] === '/'
    NAME.lastIndex = open + (closing ? 2 : 1)
    const name = NAME.exec(xml)?.[0]
    if (!name) throw new Error(`bad tag at ${open}: ${xml.slice(open, open + 30)}`)
    let cursor = NAME.lastIndex
    if (closing) {
      while (/\s/.test(xml[cursor]!)) cursor += 1
      if (xml[cursor] !== '>') throw new Error(`bad closing tag ${name}`)
      const expected = stack.pop()
      if (expected !== name) throw new Error(`</${name}> closes <${expected}>`)
      position = cursor + 1
      continue
    }
    const seen = new Set<string>()
    for (;;) {
      const space = /\s*/y
      space.lastIndex = cursor
      space.exec(xml)
      cursor = space.lastIndex
      if (xml.startsWith('/>', cursor)) {
        cursor += 2
        if (stack.length === 0) roots += 1
        break
      }
      if (xml[cursor] === '>') {
        cursor += 1
        if (stack.length === 0) roots += 1
        stack.push(name)
        break
      }
      const attribute = /([A-Za-z_][\w:.-]*)="([^"<]*)"/y
      attribute.lastIndex = cursor
      const match = attribute.exec(xml)
      if (!match) throw new Error(`bad attribute in <${name}> at ${xml.slice(cursor, cursor + 30)}`)
      if (seen.has(match[1]!)) throw new Error(`duplicate attribute ${match[1]} in <${name}>`)
      seen.add(match[1]!)
      checkEntities(match[2]!, `attribute ${match[1]}`)
      cursor = attribute.lastIndex
      if (!/[\s/>]/.test(xml[cursor]!)) {
        throw new Error(`no space after attribute ${match[1]} in <${name}>`)
      }
    }
    position = cursor
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`)
  if (roots !== 1) throw new Error(`${roots} root elements`)
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The visible text of a picture: the content of its <text> elements. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => decode(match[1]!))
}

function hasWord(nodes: readonly string[], word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u')
  return nodes.some((node) => pattern.test(node))
}

function assertSafe(artwork: Artwork): void {
  const { svg } = artwork
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /)
  expect(svg).toContain(`width="${artwork.width}" height="${artwork.height}"`)
  expect(svg).toContain(`viewBox="0 0 ${artwork.width} ${artwork.height}"`)
  expect(svg).toContain('role="img"')
  expect(svg).toMatch(/aria-label="[^"]+"/)
  expect(svg).toMatch(/<title>[^<]+<\/title>/)
  expect(svg).not.toMatch(/href=/i)
  expect(svg).not.toMatch(/@import|@font-face|url\(\s*['"]?(?:https?:)?\/\//i)
  expect(svg).not.toMatch(/<script|<foreignObject|<image\b|on[a-z]+="/i)
  // The only address in a picture is the SVG namespace.
  expect(svg.match(/https?:\/\/[^\s"']+/g)).toEqual(['http://www.w3.org/2000/svg'])
  assertWellFormed(svg)
}

const nameOf = (product: SeedProduct, locale: 'de' | 'en') =>
  locale === 'de' ? product.nameDe : product.nameEn

// UI words that differ between the languages; an English one must never show on a German
// screenshot and vice versa.
const GERMAN_WORDS: string[] = Object.values(UI_TEXT).map((entry) => entry.de)
const ENGLISH_WORDS: string[] = Object.values(UI_TEXT).map((entry) => entry.en)
const ENGLISH_ONLY = ENGLISH_WORDS.filter((word) => !GERMAN_WORDS.includes(word))
const GERMAN_ONLY = GERMAN_WORDS.filter((word) => !ENGLISH_WORDS.includes(word))

describe('the well-formedness check itself', () => {
  it('accepts good and rejects broken XML', () => {
    expect(() =>
      assertWellFormed('<svg a="1"><g><text>A &amp; B</text></g><path d="M0"/></svg>'),
    ).not.toThrow()
    for (const broken of [
      '<svg><g></svg>',
      '<svg a="1" a="2"/>',
      '<svg><text>A & B</text></svg>',
      '<svg a=1/>',
      '<svg/><svg/>',
      '<svg><text>x</g></svg>',
    ]) {
      expect(() => assertWellFormed(broken), broken).toThrow()
    }
  })
})

describe('product icons', () => {
  const icons = SEED_PRODUCTS.map((product) => ({ product, artwork: renderIcon(product) }))

  it('render for every product at 256 × 256, safe and well-formed, named after the product', () => {
    for (const { product, artwork } of icons) {
      expect(artwork).toMatchObject({ width: 256, height: 256 })
      assertSafe(artwork)
      expect(artwork.svg.length).toBeLessThan(12_000)
      const label = product.nameEn.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
      expect(artwork.svg).toContain(`aria-label="${label}"`)
      expect(renderArtwork(iconFile(product.id))).toEqual(artwork)
    }
  })

  it('are pairwise different', () => {
    expect(new Set(icons.map(({ artwork }) => artwork.svg)).size).toBe(SEED_PRODUCTS.length)
  })

  it('have an own entry, and no two share shape, colour and pictogram', () => {
    for (const product of SEED_PRODUCTS)
      expect(ICON_SPECS[product.id], product.slugEn).toBeDefined()
    const resolved = SEED_PRODUCTS.map((product) => resolveIcon(product.id, product.categories[0]))
    const triples = resolved.map((icon) => `${icon.shape}|${icon.color}|${icon.pictogram}`)
    expect(new Set(triples).size).toBe(SEED_PRODUCTS.length)
    // Each pictogram belongs to one product, and within a main category no two products
    // share both shape and shade.
    expect(new Set(resolved.map((icon) => icon.pictogram)).size).toBe(SEED_PRODUCTS.length)
    const perCategory = SEED_PRODUCTS.map(
      (product, index) =>
        `${product.categories[0]}|${resolved[index]!.shape}|${resolved[index]!.color}`,
    )
    expect(new Set(perCategory).size).toBe(SEED_PRODUCTS.length)
  })

  it('use the colour family of the main category', () => {
    const byCategory = new Map<string, Set<string>>()
    SEED_PRODUCTS.forEach((product) => {
      const color = resolveIcon(product.id, product.categories[0]).color
      const colors = byCategory.get(product.categories[0]!) ?? new Set<string>()
      colors.add(color)
      byCategory.set(product.categories[0]!, colors)
    })
    const all = [...byCategory.values()].flatMap((colors) => [...colors])
    // No shade is shared between two categories.
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('screenshots', () => {
  const shots = SEED_PRODUCTS.flatMap((product) =>
    SCREENSHOT_LOCALES.flatMap((locale) =>
      Array.from({ length: SCREENSHOTS_PER_PRODUCT }, (_, offset) => {
        const index = offset + 1
        return { product, locale, index, artwork: renderScreenshot(product, index, locale) }
      }),
    ),
  )

  it('every product has a scene of its own', () => {
    for (const product of SEED_PRODUCTS)
      expect(SCENES[product.slugEn], product.slugEn).toBeDefined()
  })

  it('render every view in both languages: 1280 × 800, safe, well-formed, under 40 kB', () => {
    expect(shots).toHaveLength(SEED_PRODUCTS.length * 3 * 2)
    for (const { product, locale, index, artwork } of shots) {
      const where = `${product.slugEn} ${index} ${locale}`
      expect(artwork, where).toMatchObject(SCREENSHOT_SIZE)
      try {
        assertSafe(artwork)
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, { cause: error })
      }
      expect(Buffer.byteLength(artwork.svg), where).toBeLessThan(40_000)
      expect(renderArtwork(screenshotFile(product.id, index, locale)), where).toEqual(artwork)
    }
  })

  it('show the product name in the language of the page, and the alt text as title', () => {
    for (const { product, locale, index, artwork } of shots) {
      const where = `${product.slugEn} ${index} ${locale}`
      const nodes = texts(artwork.svg)
      expect(
        nodes.some((node) => node.includes(nameOf(product, locale))),
        where,
      ).toBe(true)
      const title = decode(/<title>([^<]*)<\/title>/.exec(artwork.svg)![1]!)
      expect(title, where).toBe(screenshotAlt(product, index)[locale])
    }
  })

  it('label the interface in the language of the page', () => {
    for (const { product, locale, index, artwork } of shots) {
      const where = `${product.slugEn} ${index} ${locale}`
      const nodes = texts(artwork.svg)
      const own = locale === 'de' ? GERMAN_WORDS : ENGLISH_WORDS
      const foreign = locale === 'de' ? ENGLISH_ONLY : GERMAN_ONLY
      expect(
        own.some((word) => hasWord(nodes, word)),
        `${where}: no UI word`,
      ).toBe(true)
      const leaked = foreign.filter((word) => hasWord(nodes, word))
      expect(leaked, `${where}: foreign UI words`).toEqual([])
      if (locale === 'en') {
        const german = nodes.filter((node) => /[äöüÄÖÜß]/.test(node))
        expect(german, `${where}: German text on an English picture`).toEqual([])
      } else {
        const english = nodes.filter((node) =>
          /(?<![\p{L}])(?:the|and|with|your|of)(?![\p{L}])/u.test(node),
        )
        expect(english, `${where}: English text on a German picture`).toEqual([])
      }
    }
  })

  it('differ between the views of a product, between languages and between products', () => {
    expect(new Set(shots.map(({ artwork }) => artwork.svg)).size).toBe(shots.length)
    // The views also differ in what they show, not only in their title.
    for (const product of SEED_PRODUCTS) {
      for (const locale of SCREENSHOT_LOCALES) {
        const bodies = shots
          .filter((shot) => shot.product === product && shot.locale === locale)
          .map(({ artwork }) =>
            artwork.svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"|s\d+v\d/g, ''),
          )
        expect(new Set(bodies).size, `${product.slugEn} ${locale}`).toBe(3)
      }
    }
  })

  it('draw the window of the primary platform', () => {
    for (const { product, artwork } of shots) {
      const traffic = artwork.svg.includes('#ff5f57') && artwork.svg.includes('#28c840')
      const phone = artwork.svg.includes('>9:41</text>')
      if (product.platform === 'mac') expect(traffic && !phone, product.slugEn).toBe(true)
      else if (product.platform === 'windows') expect(!traffic && !phone, product.slugEn).toBe(true)
      else expect(phone && !traffic, product.slugEn).toBe(true)
    }
  })

  it('are deterministic', () => {
    const product = SEED_PRODUCTS[0]!
    expect(renderScreenshot(product, 2, 'de').svg).toBe(renderScreenshot(product, 2, 'de').svg)
    expect(renderIcon(product).svg).toBe(renderIcon(product).svg)
  })

  it('escape names and draw a plain overview for a product without a scene', () => {
    const base = SEED_PRODUCTS[0]!
    const strange: SeedProduct = {
      ...base,
      id: 4242,
      slugEn: 'strange-tool',
      slugDe: 'seltsames-werkzeug',
      nameDe: "Zähl & „Mess“ <Werkzeug> – Kurt's",
      nameEn: 'Count & "Measure" <Tool> – Kurt\'s',
    }
    for (const locale of SCREENSHOT_LOCALES) {
      for (let index = 1; index <= 3; index += 1) {
        const artwork = renderScreenshot(strange, index, locale)
        assertSafe(artwork)
        expect(texts(artwork.svg).some((node) => node.includes(nameOf(strange, locale)))).toBe(true)
      }
    }
    const icon = renderIcon(strange)
    assertSafe(icon)
    expect(icon.svg).toContain('Count &#38; &#34;Measure&#34; &#60;Tool&#62; – Kurt&#39;s')
  })
})

describe('screenshot files and alt texts', () => {
  it('name the locale in the file', () => {
    expect(screenshotFile(38, 2, 'de')).toBe('product-38-screen-2-de.svg')
    expect(screenshotFile(38, 2, 'en')).toBe('product-38-screen-2-en.svg')
  })

  it('describe each view in both languages, distinct per view', () => {
    for (const product of SEED_PRODUCTS) {
      const alts = [1, 2, 3].map((index) => screenshotAlt(product, index))
      for (const alt of alts) {
        expect(alt.de.startsWith(`${product.nameDe}: `)).toBe(true)
        expect(alt.en.startsWith(`${product.nameEn}: `)).toBe(true)
        expect(alt.de).not.toBe(alt.en)
        expect(alt.en).not.toMatch(/[äöüÄÖÜß]/)
        // More than a name and a number: a description of what the picture shows.
        expect(alt.de.length - product.nameDe.length).toBeGreaterThan(20)
        expect(alt.en.length - product.nameEn.length).toBeGreaterThan(20)
      }
      expect(new Set(alts.map((alt) => alt.de)).size).toBe(3)
      expect(new Set(alts.map((alt) => alt.en)).size).toBe(3)
    }
  })
})

describe('press and company logos', () => {
  it('draw six distinct press logos at 240 × 80', () => {
    const logos = PRESS_OUTLETS.map((outlet, offset) => {
      const artwork = renderPressLogo(offset + 1)!
      expect(artwork).toMatchObject(PRESS_LOGO_SIZE)
      assertSafe(artwork)
      expect(artwork.svg).toContain(`aria-label="${outlet}"`)
      expect(renderArtwork(pressLogoFile(offset + 1))).toEqual(artwork)
      return artwork.svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, '')
    })
    expect(new Set(logos).size).toBe(PRESS_OUTLETS.length)
    expect(renderPressLogo(0)).toBeNull()
    expect(renderPressLogo(7)).toBeNull()
  })

  it('draw the publisher logo at 480 × 120', () => {
    const logo = renderCompanyLogo()
    expect(logo).toMatchObject(COMPANY_LOGO_SIZE)
    assertSafe(logo)
    expect(logo.svg).toContain('aria-label="Schaufenster Software"')
    expect(renderArtwork(COMPANY_LOGO_FILE)).toEqual(logo)
    expect(COMPANY_LOGO_FILE).toBe('company-logo.svg')
  })
})

describe('renderArtwork', () => {
  it('knows no other files', () => {
    for (const file of [
      'product-1-screen-1.svg',
      'product-1-screen-4-de.svg',
      'product-1-screen-0-en.svg',
      'product-1-screen-1-fr.svg',
      'product-1-screen-1-DE.svg',
      'product-999-icon.svg',
      'product-999-screen-1-de.svg',
      'product-1-icon.png',
      'press-logo-0.svg',
      'press-logo-7.svg',
      'company-logo.png',
      'company-logo-2.svg',
      '../company-logo.svg',
      'x.svg',
      '',
    ]) {
      expect(renderArtwork(file), file).toBeNull()
    }
  })
})
