import type { Localized } from '../catalog-schema'
import { macWindow, phoneScene, windowsWindow } from './artwork/chrome'
import { iconBody, resolveIcon } from './artwork/icons'
import { renderCompanyLogoBody, renderPressLogoBody } from './artwork/press'
import { sceneContext } from './artwork/scene'
import { sceneOf } from './artwork/scenes'
import { pick, svgDocument, type Locale } from './artwork/svg'
import { SEED_PRODUCTS, type SeedProduct } from './products'

// All artwork is drawn from the seed data on request: SVG text is small, deterministic and
// needs no binary files in the repository. Icons carry a pictogram of what the program does
// in the colour family of its main category; screenshots show the program at work in the
// window (or on the phone) of its primary platform, in the language of the page.

export { UI_TEXT } from './artwork/ui-text'

export const ICON_SIZE = { width: 256, height: 256 } as const
export const SCREENSHOT_SIZE = { width: 1280, height: 800 } as const
export const PRESS_LOGO_SIZE = { width: 240, height: 80 } as const
export const COMPANY_LOGO_SIZE = { width: 480, height: 120 } as const
export const SCREENSHOTS_PER_PRODUCT = 3
export const SCREENSHOT_LOCALES = ['de', 'en'] as const satisfies readonly Locale[]

export const PRESS_OUTLETS = [
  'PC Kompass',
  'Heimcomputer Journal',
  'App-Radar',
  'Digitales Leben',
  'Technik Woche',
  'Software Spiegel',
] as const

export const COMPANY_NAME = 'Schaufenster Software'

export interface Artwork {
  svg: string
  width: number
  height: number
}

export function iconFile(productId: number): string {
  return `product-${productId}-icon.svg`
}

export function screenshotFile(productId: number, index: number, locale: Locale): string {
  return `product-${productId}-screen-${index}-${locale}.svg`
}

export function pressLogoFile(index: number): string {
  return `press-logo-${index}.svg`
}

export const COMPANY_LOGO_FILE = 'company-logo.svg'

export function iconAlt(product: SeedProduct): Localized<string> {
  return { de: `Programmsymbol von ${product.nameDe}`, en: `Program icon of ${product.nameEn}` }
}

/** What screenshot `index` shows, in both languages ("Name: description"). */
export function screenshotAlt(product: SeedProduct, index: number): Localized<string> {
  const alt = sceneOf(product).alts[index - 1] ?? sceneOf(product).alts[0]
  return { de: `${product.nameDe}: ${alt[0]}`, en: `${product.nameEn}: ${alt[1]}` }
}

export function renderIcon(product: SeedProduct): Artwork {
  const { width, height } = ICON_SIZE
  const body = iconBody(product.id, product.categories[0])
  return { svg: svgDocument(width, height, body, product.nameEn), width, height }
}

export function renderScreenshot(product: SeedProduct, index: number, locale: Locale): Artwork {
  const { width, height } = SCREENSHOT_SIZE
  const scene = sceneOf(product)
  const { color } = resolveIcon(product.id, product.categories[0])
  const context = sceneContext(product, index, locale, color)
  const icon = iconBody(product.id, product.categories[0], `${context.id}i`)
  let body: string
  if (scene.kind === 'mobile') {
    const platform = product.platform === 'ios' ? 'ios' : 'android'
    const caption = pick(locale, scene.alts[index - 1] ?? scene.alts[0])
    body = phoneScene(context, platform, scene.view(context), caption, icon)
  } else {
    const view = scene.view(context)
    body =
      product.platform === 'mac'
        ? macWindow(context, view, scene.menus)
        : windowsWindow(context, view, scene.menus, icon)
  }
  const label = screenshotAlt(product, index)[locale]
  return { svg: svgDocument(width, height, body, label), width, height }
}

export function renderPressLogo(index: number): Artwork | null {
  const name = PRESS_OUTLETS[index - 1]
  if (!name) return null
  const { width, height } = PRESS_LOGO_SIZE
  return { svg: svgDocument(width, height, renderPressLogoBody(index), name), width, height }
}

export function renderCompanyLogo(): Artwork {
  const { width, height } = COMPANY_LOGO_SIZE
  return { svg: svgDocument(width, height, renderCompanyLogoBody(), COMPANY_NAME), width, height }
}

const ICON = /^product-(\d{1,6})-icon\.svg$/
const SCREEN = /^product-(\d{1,6})-screen-(\d)-(de|en)\.svg$/
const PRESS = /^press-logo-(\d)\.svg$/

function productById(id: string): SeedProduct | undefined {
  return SEED_PRODUCTS.find((candidate) => candidate.id === Number(id))
}

/** The artwork of a file name, or null when no such picture exists. */
export function renderArtwork(file: string): Artwork | null {
  const icon = ICON.exec(file)
  if (icon) {
    const product = productById(icon[1]!)
    return product ? renderIcon(product) : null
  }
  const screen = SCREEN.exec(file)
  if (screen) {
    const product = productById(screen[1]!)
    const index = Number(screen[2])
    if (!product || index < 1 || index > SCREENSHOTS_PER_PRODUCT) return null
    return renderScreenshot(product, index, screen[3] as Locale)
  }
  const press = PRESS.exec(file)
  if (press) return renderPressLogo(Number(press[1]))
  if (file === COMPANY_LOGO_FILE) return renderCompanyLogo()
  return null
}
