import type { SeedProduct } from '../../products'
import type { Scene } from '../scene'
import { C, paragraph, text } from '../svg'
import { panel, sidebar } from '../widgets'
import { EDUCATION_SCENES } from './education'
import { FINANCE_SCENES } from './finance'
import { GRAPHICS_SCENES } from './graphics'
import { LEISURE_SCENES } from './leisure'
import { MEDIA_SCENES } from './media'
import { OFFICE_SCENES } from './office'
import { SECURITY_SCENES } from './security'
import { UTILITY_SCENES } from './utilities'

// The scene of each program by its English slug. Scenes are grouped by kind of program in
// the modules of this folder; a product without a scene gets a plain overview of its
// functions, so a new product never shows a broken picture.
export const SCENES: Readonly<Record<string, Scene>> = {
  ...GRAPHICS_SCENES,
  ...OFFICE_SCENES,
  ...SECURITY_SCENES,
  ...MEDIA_SCENES,
  ...EDUCATION_SCENES,
  ...FINANCE_SCENES,
  ...UTILITY_SCENES,
  ...LEISURE_SCENES,
}

const FALLBACK: Scene = {
  kind: 'desktop',
  alts: [
    ['Übersicht der Funktionen', 'an overview of the functions'],
    ['Beschreibung des Programms', 'the description of the program'],
    ['Einstellungen des Programms', 'the settings of the program'],
  ],
  view: (context) => {
    const texts = context.product[context.locale]
    const items = texts.functions.map((entry) => entry.split(':')[0]!)
    const selected = Math.min(context.index - 1, items.length - 1)
    const entry = texts.functions[selected] ?? texts.short
    return {
      body:
        sidebar(
          0,
          0,
          260,
          660,
          [context.ui('overview'), ...items, context.ui('settings')],
          selected + 1,
        ) +
        panel(300, 40, 876, 580) +
        text(340, 100, context.name, { size: 28, weight: 700 }) +
        paragraph(340, 150, texts.short, 780, { size: 18, fill: C.muted }) +
        paragraph(340, 230, entry, 780, { size: 16 }),
    }
  },
}

export function sceneOf(product: SeedProduct): Scene {
  return SCENES[product.slugEn] ?? FALLBACK
}
