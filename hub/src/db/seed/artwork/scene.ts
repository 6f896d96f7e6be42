import type { SeedProduct } from '../products'
import { pick, type Locale, type Pair } from './svg'
import { ui, type UiWord } from './ui-text'

// What a scene module provides: three views of one program (or several similar programs)
// and a description of each view for the alt texts.

/** The drawing area of a desktop window, and of a phone screen below its status bar. */
export const DESKTOP_AREA = { width: 1216, height: 660 } as const
export const PHONE_AREA = { width: 326, height: 640 } as const

export interface SceneContext {
  product: SeedProduct
  locale: Locale
  /** 1, 2 or 3. */
  index: number
  /** The product's name in the locale. */
  name: string
  /** The colour of the product's icon (its category family). */
  color: string
  /** Picks German or English. */
  t: (de: string, en: string) => string
  ui: (word: UiWord) => string
  /** Prefix for ids (gradients, clip paths) inside this picture. */
  id: string
}

export interface DesktopView {
  body: string
  /** A document or section name shown before the product name in the title bar. */
  document?: string
  /** Menus between "View" and "Window"/"Help". */
  menus?: readonly Pair[]
  /** Labels of toolbar buttons (macOS toolbar; Windows shows them in the content). */
  toolbar?: readonly string[]
  /** Text of the status bar at the bottom of a Windows window. */
  status?: string
}

export interface DesktopScene {
  kind: 'desktop'
  /** What each view shows, for the alt text: [view 1, view 2, view 3]. */
  alts: readonly [Pair, Pair, Pair]
  menus?: readonly Pair[]
  view: (context: SceneContext) => DesktopView
}

export interface MobileScene {
  kind: 'mobile'
  alts: readonly [Pair, Pair, Pair]
  /** The screen below the status bar, PHONE_AREA in size. */
  view: (context: SceneContext) => string
}

export type Scene = DesktopScene | MobileScene

export function sceneContext(
  product: SeedProduct,
  index: number,
  locale: Locale,
  color: string,
): SceneContext {
  return {
    product,
    locale,
    index,
    name: locale === 'de' ? product.nameDe : product.nameEn,
    color,
    t: (de, en) => pick(locale, [de, en]),
    ui: (word) => ui(locale, word),
    id: `s${product.id}v${index}`,
  }
}

/** Picks one of three values by the view index (1…3). */
export function byView<T>(context: SceneContext, first: T, second: T, third: T): T {
  return context.index === 1 ? first : context.index === 2 ? second : third
}
