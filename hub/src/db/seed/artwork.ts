import type { Localized } from '../catalog-schema'
import { SEED_PRODUCTS, type SeedProduct } from './products'

// All artwork is drawn from the seed data on request: SVG text is tiny, deterministic and
// needs no binary files in the repository. Every picture uses the brand colours.

export const BRAND_BLUE = '#1b4dd8'
export const BRAND_ORANGE = '#ff6a3d'

export const ICON_SIZE = { width: 256, height: 256 } as const
export const SCREENSHOT_SIZE = { width: 1280, height: 800 } as const
export const PRESS_LOGO_SIZE = { width: 240, height: 80 } as const
export const SCREENSHOTS_PER_PRODUCT = 3

export const PRESS_OUTLETS = [
  'PC Kompass',
  'Heimcomputer Journal',
  'App-Radar',
  'Digitales Leben',
  'Technik Woche',
  'Software Spiegel',
] as const

export interface Artwork {
  svg: string
  width: number
  height: number
}

export function iconFile(productId: number): string {
  return `product-${productId}-icon.svg`
}

export function screenshotFile(productId: number, index: number): string {
  return `product-${productId}-screen-${index}.svg`
}

export function pressLogoFile(index: number): string {
  return `press-logo-${index}.svg`
}

export function iconAlt(product: SeedProduct): Localized<string> {
  return { de: `Programmsymbol von ${product.nameDe}`, en: `Program icon of ${product.nameEn}` }
}

export function screenshotAlt(product: SeedProduct, index: number): Localized<string> {
  return {
    de: `Bildschirmfoto ${index} von ${product.nameDe}`,
    en: `Screenshot ${index} of ${product.nameEn}`,
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

function initials(name: string): string {
  const words = name.split(/[\s–-]+/).filter((word) => /^[\p{L}\p{N}]/u.test(word))
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

// A per-product angle keeps icons of one family recognisable yet distinct.
function accentAngle(productId: number): number {
  return (productId * 47) % 360
}

function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>\n`
  )
}

export function renderIcon(product: SeedProduct): Artwork {
  const { width, height } = ICON_SIZE
  const angle = accentAngle(product.id)
  const body =
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle % 90} .5 .5)">` +
    `<stop offset="0" stop-color="${BRAND_BLUE}"/><stop offset="1" stop-color="#3a6af0"/>` +
    `</linearGradient></defs>` +
    `<rect width="256" height="256" rx="56" fill="url(#g)"/>` +
    `<circle cx="${196 - (angle % 40)}" cy="${60 + (angle % 30)}" r="34" fill="${BRAND_ORANGE}"/>` +
    `<text x="128" y="166" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="96" font-weight="700" fill="#ffffff">${escapeXml(initials(product.nameEn))}</text>`
  return { svg: svg(width, height, body, product.nameEn), width, height }
}

export function renderScreenshot(product: SeedProduct, index: number): Artwork {
  const { width, height } = SCREENSHOT_SIZE
  const bars = [0, 1, 2, 3, 4]
    .map((bar) => {
      const barHeight = 80 + ((product.id * (bar + 3) * (index + 1)) % 300)
      return `<rect x="${520 + bar * 130}" y="${700 - barHeight}" width="90" height="${barHeight}" rx="8" fill="${bar % 2 ? BRAND_ORANGE : BRAND_BLUE}" opacity="0.85"/>`
    })
    .join('')
  const body =
    `<rect width="1280" height="800" fill="#f4f6fb"/>` +
    `<rect width="1280" height="64" fill="${BRAND_BLUE}"/>` +
    `<circle cx="36" cy="32" r="10" fill="${BRAND_ORANGE}"/>` +
    `<text x="64" y="42" font-family="Arial, Helvetica, sans-serif" font-size="26" fill="#ffffff">` +
    `${escapeXml(product.nameEn)}</text>` +
    `<rect x="40" y="104" width="400" height="656" rx="16" fill="#ffffff" stroke="#d5dbea"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (row) =>
          `<rect x="72" y="${144 + row * 96}" width="${336 - ((row * 37 + index * 23) % 140)}" height="24" rx="12" fill="#d5dbea"/>`,
      )
      .join('') +
    `<rect x="480" y="104" width="760" height="656" rx="16" fill="#ffffff" stroke="#d5dbea"/>` +
    bars
  return {
    svg: svg(width, height, body, `${product.nameEn} ${index}`),
    width,
    height,
  }
}

export function renderPressLogo(index: number): Artwork | null {
  const name = PRESS_OUTLETS[index - 1]
  if (!name) return null
  const { width, height } = PRESS_LOGO_SIZE
  const body =
    `<rect width="240" height="80" rx="12" fill="#ffffff" stroke="${BRAND_BLUE}" stroke-width="2"/>` +
    `<rect x="14" y="24" width="32" height="32" rx="${index % 2 ? 16 : 6}" fill="${BRAND_ORANGE}"/>` +
    `<text x="58" y="48" font-family="Georgia, serif" font-size="18" font-weight="700" fill="${BRAND_BLUE}">` +
    `${escapeXml(name)}</text>`
  return { svg: svg(width, height, body, name), width, height }
}

const ICON = /^product-(\d{1,6})-icon\.svg$/
const SCREEN = /^product-(\d{1,6})-screen-(\d)\.svg$/
const PRESS = /^press-logo-(\d)\.svg$/

/** The artwork of a file name, or null when no such picture exists. */
export function renderArtwork(file: string): Artwork | null {
  const icon = ICON.exec(file)
  if (icon) {
    const product = SEED_PRODUCTS.find((candidate) => candidate.id === Number(icon[1]))
    return product ? renderIcon(product) : null
  }
  const screen = SCREEN.exec(file)
  if (screen) {
    const product = SEED_PRODUCTS.find((candidate) => candidate.id === Number(screen[1]))
    const index = Number(screen[2])
    if (!product || index < 1 || index > SCREENSHOTS_PER_PRODUCT) return null
    return renderScreenshot(product, index)
  }
  const press = PRESS.exec(file)
  if (press) return renderPressLogo(Number(press[1]))
  return null
}
