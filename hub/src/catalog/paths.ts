import type { LocalizedPathsDto } from './dto'

interface Slugs {
  de: string
  en: string
}

// Storefront paths carry no locale prefix: the web adds /de or /en itself.
export function catalogPaths(
  platform: string,
  category?: Slugs,
  product?: Slugs,
): LocalizedPathsDto {
  const build = (locale: 'de' | 'en') =>
    ['', platform, category?.[locale], category && product?.[locale]]
      .filter((segment) => segment !== undefined)
      .join('/')
  return { de: build('de'), en: build('en') }
}

const STEM_ENDINGS = ['en', 'er', 'es', 'e', 'n', 's']

/**
 * Prefix terms for a search phrase: word stems with common plural and inflection endings
 * removed. The Snowball stemmers keep "Fotos" apart from "Foto"; OR-ing `foto:*` into
 * the query finds both. Only letters and digits survive, so the result is always a valid
 * to_tsquery() input; negated words (-word) are left out.
 */
export function searchPrefixQuery(phrase: string): string | null {
  const words = phrase
    .replace(/(^|\s)-\S+/g, ' ')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
  if (!words) return null
  const prefixes = new Set<string>()
  for (const word of words) {
    if (word.length < 4) continue
    const ending = STEM_ENDINGS.find(
      (candidate) => word.endsWith(candidate) && word.length - candidate.length >= 3,
    )
    prefixes.add(`${ending ? word.slice(0, -ending.length) : word}:*`)
    if (prefixes.size === 8) break
  }
  return prefixes.size > 0 ? [...prefixes].join(' | ') : null
}
