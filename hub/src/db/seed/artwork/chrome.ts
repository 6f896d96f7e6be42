import type { Platform } from '../../schema'
import { DESKTOP_AREA, type DesktopView, type SceneContext } from './scene'
import { C, circle, line, paragraph, path, pick, rect, text, wrap, type Pair } from './svg'
import { UI_TEXT } from './ui-text'
import { textWidth } from './widgets'

// Window and phone frames in the style of the product's primary platform. The scene draws
// the content; the frame adds title bar, menus, window controls or the phone around it.

const CANVAS = { width: 1280, height: 800 }

/** The drawing area's origin inside the 1280 × 800 canvas, per platform. */
const WINDOWS_ORIGIN = { x: 32, y: 106 }
const MAC_ORIGIN = { x: 32, y: 102 }

function shadowFilter(id: string): string {
  return (
    `<filter id="${id}" x="-5%" y="-5%" width="110%" height="115%">` +
    `<feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#0f1d40" flood-opacity="0.22"/></filter>`
  )
}

function menuLabels(context: SceneContext, mac: boolean, extra: readonly Pair[] = []): string[] {
  const { locale } = context
  return [
    mac ? UI_TEXT.fileMac[locale] : UI_TEXT.file[locale],
    UI_TEXT.edit[locale],
    mac ? UI_TEXT.viewMac[locale] : UI_TEXT.view[locale],
    ...extra.map((pair) => pick(locale, pair)),
    ...(mac ? [UI_TEXT.window[locale]] : [UI_TEXT.tools[locale]]),
    UI_TEXT.help[locale],
  ]
}

function titleOf(context: SceneContext, view: DesktopView): string {
  return view.document ? `${view.document} – ${context.name}` : context.name
}

export function windowsWindow(
  context: SceneContext,
  view: DesktopView,
  sceneMenus: readonly Pair[] | undefined,
  icon: string,
): string {
  const { x } = WINDOWS_ORIGIN
  const width = DESKTOP_AREA.width
  const top = 34
  const height = DESKTOP_AREA.height + 72
  const id = context.id
  let markup =
    `<defs>${shadowFilter(`${id}shadow`)}<linearGradient id="${id}wall" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#dfe7f7"/><stop offset="1" stop-color="#eef1f8"/></linearGradient>` +
    `<clipPath id="${id}win"><rect x="${x}" y="${top}" width="${width}" height="${height}" rx="8"/></clipPath></defs>` +
    rect(0, 0, CANVAS.width, CANVAS.height, `url(#${id}wall)`) +
    circle(1130, 690, 260, context.color, 'opacity="0.10"') +
    circle(120, 80, 180, C.blue, 'opacity="0.06"') +
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="8" fill="${C.white}" filter="url(#${id}shadow)"/>` +
    `<g clip-path="url(#${id}win)">` +
    rect(x, top, width, 40, '#f3f4f8') +
    `<g transform="translate(${x + 14} ${top + 10}) scale(0.078)">${icon}</g>` +
    text(x + 44, top + 25, titleOf(context, view), { size: 13, fill: C.ink })
  // Window controls: minimise, maximise, close.
  const controls = x + width - 138
  markup +=
    line(controls + 17, top + 20, controls + 29, top + 20, '#374151', 1.2) +
    rect(controls + 63, top + 14, 12, 12, 'none', { stroke: '#374151', strokeWidth: 1.2 }) +
    path(
      `M${controls + 109},${top + 14}L${controls + 121},${top + 26}M${controls + 121},${top + 14}L${controls + 109},${top + 26}`,
      'none',
      'stroke="#374151" stroke-width="1.2"',
    )
  // Menu bar.
  markup +=
    rect(x, top + 40, width, 32, C.white) + line(x, top + 72, x + width, top + 72, '#e5e8ef')
  let left = x + 12
  for (const label of menuLabels(context, false, view.menus ?? sceneMenus)) {
    markup += text(left + 10, top + 61, label, { size: 13, fill: C.ink })
    left += textWidth(label, 13) + 24
  }
  markup += `<g transform="translate(${x} ${WINDOWS_ORIGIN.y})">${view.body}</g>`
  if (view.status) {
    markup +=
      rect(x, WINDOWS_ORIGIN.y + DESKTOP_AREA.height - 28, width, 28, '#f3f4f8') +
      line(
        x,
        WINDOWS_ORIGIN.y + DESKTOP_AREA.height - 28,
        x + width,
        WINDOWS_ORIGIN.y + DESKTOP_AREA.height - 28,
        '#e5e8ef',
      ) +
      text(x + 14, WINDOWS_ORIGIN.y + DESKTOP_AREA.height - 10, view.status, {
        size: 12,
        fill: C.muted,
      })
  }
  markup += `</g>` + rect(x, top, width, height, 'none', { rx: 8, stroke: '#c4cad8' })
  return markup
}

const MAC_CLOCK: Pair = ['Mo. 14. Juli  09:41', 'Mon 14 Jul  09:41']

export function macWindow(
  context: SceneContext,
  view: DesktopView,
  sceneMenus: readonly Pair[] | undefined,
): string {
  const { x, y } = MAC_ORIGIN
  const width = DESKTOP_AREA.width
  const top = 48
  const height = DESKTOP_AREA.height + (y - top)
  const id = context.id
  let markup =
    `<defs>${shadowFilter(`${id}shadow`)}<linearGradient id="${id}wall" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#c9d8f5"/><stop offset="0.55" stop-color="#e6e1f5"/><stop offset="1" stop-color="#f7e3da"/></linearGradient>` +
    `<clipPath id="${id}win"><rect x="${x}" y="${top}" width="${width}" height="${height}" rx="12"/></clipPath></defs>` +
    rect(0, 0, CANVAS.width, CANVAS.height, `url(#${id}wall)`) +
    rect(0, 0, CANVAS.width, 28, C.white, { opacity: 0.72 })
  // The system menu bar with the app's menus.
  let left = 22
  markup += circle(left + 6, 14, 6, '#1f2937')
  left += 26
  markup += text(left, 19, context.name, { size: 13, weight: 700 })
  left += textWidth(context.name, 13, 700) + 22
  for (const label of menuLabels(context, true, view.menus ?? sceneMenus)) {
    markup += text(left, 19, label, { size: 13 })
    left += textWidth(label, 13) + 20
  }
  markup += text(CANVAS.width - 20, 19, pick(context.locale, MAC_CLOCK), {
    size: 13,
    anchor: 'end',
  })
  markup += glyphPath(
    CANVAS.width - 176,
    14,
    'M1,6A10,10 0 0 1 15,6M3.5,9A6.5,6.5 0 0 1 12.5,9M6,12A3,3 0 0 1 10,12',
  )
  // Window with unified title bar and toolbar.
  markup +=
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="12" fill="${C.white}" filter="url(#${id}shadow)"/>` +
    `<g clip-path="url(#${id}win)">` +
    rect(x, top, width, y - top, '#f6f6f8') +
    line(x, y, x + width, y, '#dcdde3') +
    circle(x + 22, top + 27, 6.5, '#ff5f57') +
    circle(x + 44, top + 27, 6.5, '#febc2e') +
    circle(x + 66, top + 27, 6.5, '#28c840') +
    text(x + 96, top + 32, titleOf(context, view), { size: 14, weight: 700 })
  let right = x + width - 16
  for (const label of [...(view.toolbar ?? [])].reverse()) {
    const buttonWidth = textWidth(label, 12, 600) + 24
    right -= buttonWidth
    markup +=
      rect(right, top + 13, buttonWidth, 28, C.white, { rx: 7, stroke: '#d6d8e0' }) +
      text(right + buttonWidth / 2, top + 31.5, label, {
        size: 12,
        weight: 600,
        fill: '#374151',
        anchor: 'middle',
      })
    right -= 8
  }
  markup += `<g transform="translate(${x} ${y})">${view.body}</g>`
  if (view.status) {
    markup +=
      rect(x, y + DESKTOP_AREA.height - 26, width, 26, '#f6f6f8') +
      line(x, y + DESKTOP_AREA.height - 26, x + width, y + DESKTOP_AREA.height - 26, '#e2e3e8') +
      text(x + width / 2, y + DESKTOP_AREA.height - 9, view.status, {
        size: 12,
        fill: C.muted,
        anchor: 'middle',
      })
  }
  markup += `</g>` + rect(x, top, width, height, 'none', { rx: 12, stroke: '#b9bdc9' })
  return markup
}

function glyphPath(x: number, y: number, d: string): string {
  return `<path transform="translate(${x} ${y - 8})" d="${d}" fill="none" stroke="#1f2937" stroke-width="1.8" stroke-linecap="round"/>`
}

const PHONE = { x: 792, y: 34, width: 356, height: 732, bezel: 15 } as const
const SCREEN = {
  x: PHONE.x + PHONE.bezel,
  y: PHONE.y + PHONE.bezel,
  width: PHONE.width - 2 * PHONE.bezel,
  height: PHONE.height - 2 * PHONE.bezel,
}
const STATUS_BAR = 44

/**
 * A phone standing on a light background, with a caption on the left: the app's icon and
 * name, what this view shows, and the program's main functions.
 */
export function phoneScene(
  context: SceneContext,
  platform: Platform,
  screen: string,
  caption: string,
  icon: string,
): string {
  const id = context.id
  const ios = platform === 'ios'
  const functions = context.product[context.locale].functions.map((entry) => entry.split(':')[0]!)
  let markup =
    `<defs><linearGradient id="${id}bgd" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#f4f7fd"/><stop offset="1" stop-color="#e6ecf8"/></linearGradient>` +
    `<filter id="${id}shadow" x="-20%" y="-10%" width="140%" height="125%">` +
    `<feDropShadow dx="0" dy="18" stdDeviation="20" flood-color="#0f1d40" flood-opacity="0.28"/></filter>` +
    `<clipPath id="${id}screen"><rect x="${SCREEN.x}" y="${SCREEN.y}" width="${SCREEN.width}" height="${SCREEN.height}" rx="${ios ? 42 : 30}"/></clipPath></defs>` +
    rect(0, 0, CANVAS.width, CANVAS.height, `url(#${id}bgd)`) +
    circle(PHONE.x + PHONE.width / 2, 420, 330, context.color, 'opacity="0.13"') +
    circle(PHONE.x + PHONE.width / 2 + 150, 150, 90, C.orange, 'opacity="0.10"') +
    rect(0, 700, CANVAS.width, 100, '#dde4f2', { opacity: 0.6 })
  // Caption.
  markup += `<g transform="translate(96 150) scale(0.34)">${icon}</g>`
  // The name on one line: smaller for long names, squeezed to the column if need be.
  const natural = textWidth(context.name, 40, 800)
  const size = natural <= 560 ? 40 : Math.max(30, Math.floor((40 * 560) / natural))
  const fit = textWidth(context.name, size, 800) > 560 ? 560 : undefined
  markup += text(96, 290, context.name, { size, weight: 800, fill: C.ink, ...(fit ? { fit } : {}) })
  let captionY = 346
  const sentence = caption.charAt(0).toUpperCase() + caption.slice(1)
  markup += paragraph(96, captionY, sentence, 560, {
    size: 24,
    fill: '#374151',
    lineHeight: 34,
    maxLines: 3,
  })
  captionY += Math.min(3, wrap(sentence, 560, 24).length) * 34 + 30
  for (const entry of functions.slice(0, 3)) {
    markup +=
      circle(106, captionY - 7, 7, C.orange) +
      text(126, captionY, entry, { size: 19, fill: '#4b5563' })
    captionY += 36
  }
  // The phone.
  markup +=
    `<rect x="${PHONE.x}" y="${PHONE.y}" width="${PHONE.width}" height="${PHONE.height}" rx="${ios ? 56 : 44}" fill="#14161c" filter="url(#${id}shadow)"/>` +
    rect(PHONE.x + 3, PHONE.y + 3, PHONE.width - 6, PHONE.height - 6, 'none', {
      rx: ios ? 53 : 41,
      stroke: '#3a3f4b',
      strokeWidth: 2,
    }) +
    (ios
      ? rect(PHONE.x - 3, PHONE.y + 150, 4, 64, '#2a2e38', { rx: 2 }) +
        rect(PHONE.x + PHONE.width - 1, PHONE.y + 190, 4, 96, '#2a2e38', { rx: 2 })
      : rect(PHONE.x + PHONE.width - 1, PHONE.y + 140, 4, 60, '#2a2e38', { rx: 2 }) +
        rect(PHONE.x + PHONE.width - 1, PHONE.y + 230, 4, 110, '#2a2e38', { rx: 2 })) +
    `<g clip-path="url(#${id}screen)">` +
    rect(SCREEN.x, SCREEN.y, SCREEN.width, SCREEN.height, C.white) +
    `<g transform="translate(${SCREEN.x} ${SCREEN.y + STATUS_BAR})">${screen}</g>` +
    statusBar(ios) +
    rect(SCREEN.x + SCREEN.width / 2 - 60, SCREEN.y + SCREEN.height - 14, 120, 5, '#111827', {
      rx: 2.5,
      opacity: 0.8,
    }) +
    `</g>`
  return markup
}

function statusBar(ios: boolean): string {
  const y = SCREEN.y
  const right = SCREEN.x + SCREEN.width - 26
  const icons =
    // signal bars
    [0, 1, 2, 3]
      .map((bar) =>
        rect(right - 62 + bar * 5, y + 27 - bar * 3, 3.5, 5 + bar * 3, '#111827', { rx: 1 }),
      )
      .join('') +
    `<path transform="translate(${right - 38} ${y + 14})" d="M1,6A10,10 0 0 1 15,6M3.5,9A6.5,6.5 0 0 1 12.5,9M6,12A3,3 0 0 1 10,12" fill="none" stroke="#111827" stroke-width="2" stroke-linecap="round"/>` +
    rect(right - 16, y + 17, 22, 11, 'none', { rx: 3, stroke: '#111827', strokeWidth: 1.4 }) +
    rect(right - 14, y + 19, 15, 7, '#111827', { rx: 1.5 })
  return (
    rect(SCREEN.x, y, SCREEN.width, STATUS_BAR, C.white, { opacity: 0.0 }) +
    text(ios ? SCREEN.x + 46 : SCREEN.x + 26, y + 29, '9:41', {
      size: 15,
      weight: 700,
      fill: '#111827',
      ...(ios ? { anchor: 'middle' as const } : {}),
    }) +
    (ios
      ? rect(SCREEN.x + SCREEN.width / 2 - 56, y + 10, 112, 30, '#000000', { rx: 15 })
      : circle(SCREEN.x + SCREEN.width / 2, y + 22, 9, '#000000')) +
    icons
  )
}
