import { PHONE_AREA } from './scene'
import { C, circle, line, rect, text, type TextOptions } from './svg'
import { glyph, textWidth, type GlyphName } from './widgets'

// Building blocks of the phone screens (326 × 640 below the status bar).

const WIDTH = PHONE_AREA.width

/** A top app bar with an optional back arrow and action. */
export function appBar(
  title: string,
  options: { back?: boolean; action?: string; fill?: string; color?: string } = {},
): string {
  const color = options.color ?? C.ink
  return (
    rect(0, 0, WIDTH, 52, options.fill ?? C.white) +
    (options.back ? glyph(22, 26, 'back', color) : '') +
    text(options.back ? WIDTH / 2 : 20, 33, title, {
      size: 17,
      weight: 700,
      fill: color,
      ...(options.back ? { anchor: 'middle' as const } : {}),
    }) +
    (options.action
      ? text(WIDTH - 18, 33, options.action, {
          size: 15,
          weight: 600,
          fill: options.color ?? C.blue,
          anchor: 'end',
        })
      : '')
  )
}

/** A large title as on iOS, with an optional line below it. */
export function largeTitle(title: string, subtitle?: string, y = 44): string {
  return (
    text(20, y, title, { size: 30, weight: 800 }) +
    (subtitle ? text(20, y + 26, subtitle, { size: 14, fill: C.muted }) : '')
  )
}

/** A bottom navigation bar: [glyph, label] per entry. */
export function tabBar(
  entries: readonly (readonly [GlyphName, string])[],
  active: number,
  color: string = C.blue,
): string {
  const slot = WIDTH / entries.length
  return (
    rect(0, 566, WIDTH, 74, C.white) +
    line(0, 566, WIDTH, 566, C.line) +
    entries
      .map(([icon, label], index) => {
        const cx = slot * index + slot / 2
        const on = index === active
        return (
          (on ? rect(cx - 28, 574, 56, 28, color, { rx: 14, opacity: 0.12 }) : '') +
          glyph(cx, 588, icon, on ? color : C.muted) +
          text(cx, 620, label, {
            size: Math.min(11, Math.floor(((slot - 10) / textWidth(label, 1, 700)) * 10) / 10),
            anchor: 'middle',
            fill: on ? color : C.muted,
            ...(on ? { weight: 700 } : {}),
          })
        )
      })
      .join('')
  )
}

export function sectionLabel(y: number, label: string, right?: string): string {
  return (
    text(20, y, label.toUpperCase(), { size: 12, weight: 700, fill: C.faint, spacing: 0.6 }) +
    (right
      ? text(WIDTH - 20, y, right, { size: 12, weight: 600, fill: C.blue, anchor: 'end' })
      : '')
  )
}

export interface Row {
  title: string
  detail?: string
  right?: string
  rightOptions?: TextOptions
  icon?: string
  iconColor?: string
  checked?: boolean
  done?: boolean
}

/** A list row, 60 high by default, with a coloured symbol or check box on the left. */
export function listRow(y: number, row: Row, height = 60): string {
  let markup = line(
    row.checked === undefined && !row.icon && !row.iconColor ? 20 : 64,
    y + height,
    WIDTH,
    y + height,
    '#edf0f5',
  )
  let left = 20
  if (row.checked !== undefined) {
    markup += row.checked
      ? circle(34, y + height / 2, 11, C.blue) +
        `<path d="M28,${y + height / 2}L32.5,${y + height / 2 + 4.5}L40,${y + height / 2 - 4}" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`
      : circle(34, y + height / 2, 11, C.white, 'stroke="#aeb7c8" stroke-width="2"')
    left = 60
  } else if (row.iconColor) {
    markup +=
      rect(20, y + height / 2 - 16, 32, 32, row.iconColor, { rx: 9 }) +
      (row.icon
        ? text(36, y + height / 2 + 5, row.icon, {
            size: 14,
            weight: 700,
            fill: C.white,
            anchor: 'middle',
          })
        : '')
    left = 64
  }
  const titleY = row.detail ? y + height / 2 - 3 : y + height / 2 + 5
  markup += text(left, titleY, row.title, {
    size: 15,
    weight: 600,
    fill: row.done ? C.faint : C.ink,
  })
  if (row.done)
    markup += line(left, titleY - 5, left + row.title.length * 8.2, titleY - 5, C.faint, 1.5)
  if (row.detail)
    markup += text(left, y + height / 2 + 16, row.detail, { size: 12.5, fill: C.muted })
  if (row.right) {
    markup += text(WIDTH - 20, y + height / 2 + 5, row.right, {
      size: 14,
      fill: C.muted,
      anchor: 'end',
      ...row.rightOptions,
    })
  }
  return markup
}

export function card(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string = C.white,
): string {
  return (
    rect(x, y + 2, width, height, '#0f172a', { rx: 16, opacity: 0.05 }) +
    rect(x, y, width, height, fill, { rx: 16, stroke: '#e6eaf2' })
  )
}

/** A round floating action button with a plus. */
export function fab(x: number, y: number, color: string = C.blue): string {
  return (
    rect(x, y + 3, 56, 56, '#0f172a', { rx: 18, opacity: 0.12 }) +
    rect(x, y, 56, 56, color, { rx: 18 }) +
    glyph(x + 28, y + 28, 'plus', C.white)
  )
}

export const PHONE_WIDTH = WIDTH
