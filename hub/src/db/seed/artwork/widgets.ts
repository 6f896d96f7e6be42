import { C, circle, line, path, rect, round, text, type TextOptions } from './svg'

// User-interface building blocks for the drawn screenshots, in one house style: white
// surfaces, light grey lines, brand blue for selection and primary actions, the orange
// accent for highlights. Coordinates are those of the scene (the window's content area).

/** Rough width of a label in the system font (for buttons and menus). */
export function textWidth(label: string, size: number, weight = 400): number {
  let em = 0
  for (const char of label) {
    if (/[ijl.,:;'!|]/.test(char)) em += 0.25
    else if (/[ftrI() -]/.test(char)) em += 0.34
    else if (/[mwMW@]/.test(char)) em += 0.86
    else if (/[A-ZÄÖÜ&%]/.test(char)) em += 0.66
    else em += 0.54
  }
  return em * size * (weight >= 600 ? 1.12 : 1)
}

export function panel(
  x: number,
  y: number,
  width: number,
  height: number,
  options: { fill?: string; stroke?: string; rx?: number } = {},
): string {
  return rect(x, y, width, height, options.fill ?? C.white, {
    rx: options.rx ?? 8,
    stroke: options.stroke ?? C.line,
  })
}

export function button(
  x: number,
  y: number,
  label: string,
  options: {
    primary?: boolean
    accent?: boolean
    width?: number
    height?: number
    size?: number
  } = {},
): string {
  const size = options.size ?? 13
  const height = options.height ?? 32
  const width = options.width ?? Math.round(textWidth(label, size, 600) + 32)
  const fill = options.primary ? C.blue : options.accent ? C.orange : C.white
  const color = options.primary || options.accent ? C.white : C.ink
  return (
    rect(x, y, width, height, fill, {
      rx: Math.min(8, height / 2),
      ...(options.primary || options.accent ? {} : { stroke: '#c9d1e0' }),
    }) +
    text(x + width / 2, y + height / 2 + size * 0.36, label, {
      size,
      weight: 600,
      fill: color,
      anchor: 'middle',
    })
  )
}

export function slider(
  x: number,
  y: number,
  width: number,
  label: string,
  value: number,
  valueText: string,
  color: string = C.blue,
): string {
  const knob = x + width * value
  return (
    text(x, y, label, { size: 13, fill: C.ink }) +
    text(x + width, y, valueText, { size: 13, fill: C.muted, anchor: 'end' }) +
    rect(x, y + 14, width, 6, '#dfe4ee', { rx: 3 }) +
    rect(x, y + 14, width * value, 6, color, { rx: 3 }) +
    circle(knob, y + 17, 9, C.white, `stroke="${color}" stroke-width="3"`)
  )
}

export function toggle(x: number, y: number, on: boolean): string {
  return (
    rect(x, y, 40, 22, on ? C.blue : '#cbd2df', { rx: 11 }) +
    circle(on ? x + 29 : x + 11, y + 11, 8, C.white)
  )
}

export function checkbox(x: number, y: number, checked: boolean, label: string, size = 13): string {
  return (
    rect(x, y, 18, 18, checked ? C.blue : C.white, {
      rx: 4,
      ...(checked ? {} : { stroke: '#aeb7c8', strokeWidth: 1.5 }),
    }) +
    (checked
      ? path(
          `M${x + 4},${y + 9}L${x + 8},${y + 13}L${x + 14},${y + 5}`,
          'none',
          `stroke="${C.white}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"`,
        )
      : '') +
    text(x + 28, y + 14, label, { size, fill: C.ink })
  )
}

export function progress(
  x: number,
  y: number,
  width: number,
  value: number,
  color: string = C.blue,
  height = 8,
): string {
  return (
    rect(x, y, width, height, '#e3e8f1', { rx: height / 2 }) +
    rect(x, y, Math.max(height, width * value), height, color, { rx: height / 2 })
  )
}

export function pill(
  x: number,
  y: number,
  label: string,
  options: {
    fill?: string
    color?: string
    size?: number
    anchor?: 'start' | 'middle' | 'end'
  } = {},
): string {
  const size = options.size ?? 12
  const width = textWidth(label, size, 600) + 18
  const left =
    options.anchor === 'end' ? x - width : options.anchor === 'middle' ? x - width / 2 : x
  return (
    rect(left, y, width, size + 10, options.fill ?? C.blueLight, { rx: (size + 10) / 2 }) +
    text(left + width / 2, y + size + 3, label, {
      size,
      weight: 600,
      fill: options.color ?? C.blue,
      anchor: 'middle',
    })
  )
}

export interface Column {
  label: string
  width: number
  align?: 'start' | 'end'
}

export type Cell = string | { text: string; color?: string; weight?: number; pill?: string }

export function table(
  x: number,
  y: number,
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
  options: { rowHeight?: number; highlight?: number; size?: number; stripes?: boolean } = {},
): string {
  const rowHeight = options.rowHeight ?? 38
  const size = options.size ?? 13
  const width = columns.reduce((sum, column) => sum + column.width, 0)
  let markup = rect(x, y, width, 34, C.surface) + line(x, y + 34, x + width, y + 34, C.line)
  let left = x
  for (const column of columns) {
    const anchorX = column.align === 'end' ? left + column.width - 14 : left + 14
    markup += text(anchorX, y + 22, column.label, {
      size: 12,
      weight: 600,
      fill: C.muted,
      anchor: column.align === 'end' ? 'end' : 'start',
    })
    left += column.width
  }
  rows.forEach((row, rowIndex) => {
    const top = y + 34 + rowIndex * rowHeight
    if (rowIndex === options.highlight) markup += rect(x, top, width, rowHeight, C.blueLight)
    else if (options.stripes && rowIndex % 2) markup += rect(x, top, width, rowHeight, '#fafbfd')
    markup += line(x, top + rowHeight, x + width, top + rowHeight, '#edf0f5')
    let cellLeft = x
    row.forEach((cell, columnIndex) => {
      const column = columns[columnIndex]
      if (!column) return
      const value = typeof cell === 'string' ? { text: cell } : cell
      const end = column.align === 'end'
      const anchorX = end ? cellLeft + column.width - 14 : cellLeft + 14
      const baseline = top + rowHeight / 2 + size * 0.36
      if (value.pill) {
        markup += pill(anchorX, top + (rowHeight - size - 8) / 2, value.text, {
          fill: value.pill,
          color: value.color ?? C.ink,
          size: size - 1,
          anchor: end ? 'end' : 'start',
        })
      } else {
        markup += text(anchorX, baseline, value.text, {
          size,
          fill: value.color ?? C.ink,
          anchor: end ? 'end' : 'start',
          ...(value.weight ? { weight: value.weight } : {}),
        })
      }
      cellLeft += column.width
    })
  })
  return markup
}

export interface ListItem {
  label: string
  detail?: string
  color?: string
}

/** A navigation sidebar with a heading, items and one selected item. */
export function sidebar(
  x: number,
  y: number,
  width: number,
  height: number,
  items: readonly (ListItem | string)[],
  selected: number,
  options: { heading?: string; fill?: string; itemHeight?: number } = {},
): string {
  const itemHeight = options.itemHeight ?? 36
  let markup =
    rect(x, y, width, height, options.fill ?? '#f3f5fa') +
    line(x + width, y, x + width, y + height, C.line)
  let top = y + 16
  if (options.heading) {
    markup += text(x + 18, top + 14, options.heading.toUpperCase(), {
      size: 11,
      weight: 700,
      fill: C.faint,
      spacing: 0.8,
    })
    top += 28
  }
  items.forEach((entry, index) => {
    const item = typeof entry === 'string' ? { label: entry } : entry
    const active = index === selected
    if (active) markup += rect(x + 8, top, width - 16, itemHeight - 4, C.blueLight, { rx: 6 })
    markup += rect(
      x + 20,
      top + itemHeight / 2 - 9,
      14,
      14,
      item.color ?? (active ? C.blue : '#b7c0d1'),
      {
        rx: 4,
      },
    )
    markup += text(x + 44, top + itemHeight / 2 + 3, item.label, {
      size: 13,
      fill: active ? C.blue : C.ink,
      ...(active ? { weight: 600 } : {}),
    })
    if (item.detail) {
      markup += text(x + width - 18, top + itemHeight / 2 + 3, item.detail, {
        size: 12,
        fill: C.muted,
        anchor: 'end',
      })
    }
    top += itemHeight
  })
  return markup
}

export function tabs(
  x: number,
  y: number,
  labels: readonly string[],
  selected: number,
  size = 13,
): string {
  let left = x
  let markup = ''
  labels.forEach((label, index) => {
    const width = textWidth(label, size, 600) + 28
    const active = index === selected
    markup += text(left + width / 2, y + 20, label, {
      size,
      weight: active ? 700 : 500,
      fill: active ? C.blue : C.muted,
      anchor: 'middle',
    })
    if (active) markup += rect(left + 8, y + 30, width - 16, 3, C.blue, { rx: 1.5 })
    left += width
  })
  return markup
}

/** A segmented control (radio buttons in one bar). */
export function segmented(
  x: number,
  y: number,
  labels: readonly string[],
  selected: number,
): string {
  const widths = labels.map((label) => textWidth(label, 12, 600) + 26)
  const total = widths.reduce((sum, width) => sum + width, 0)
  let markup = rect(x, y, total + 6, 30, '#e8ecf3', { rx: 8 })
  let left = x + 3
  labels.forEach((label, index) => {
    const width = widths[index]!
    if (index === selected)
      markup += rect(left, y + 3, width, 24, C.white, { rx: 6, stroke: '#d5dbe7' })
    markup += text(left + width / 2, y + 19, label, {
      size: 12,
      weight: 600,
      fill: index === selected ? C.ink : C.muted,
      anchor: 'middle',
    })
    left += width
  })
  return markup
}

export function searchBox(
  x: number,
  y: number,
  width: number,
  placeholder: string,
  height = 32,
): string {
  return (
    rect(x, y, width, height, C.white, { rx: height / 2, stroke: '#cfd6e3' }) +
    circle(x + 18, y + height / 2 - 1, 6, 'none', `stroke="${C.muted}" stroke-width="2"`) +
    line(
      x + 22,
      y + height / 2 + 3,
      x + 26,
      y + height / 2 + 7,
      C.muted,
      2,
      'stroke-linecap="round"',
    ) +
    text(x + 34, y + height / 2 + 4.5, placeholder, { size: 13, fill: C.faint })
  )
}

export function field(
  x: number,
  y: number,
  width: number,
  label: string,
  value: string,
  options: { focus?: boolean; height?: number; valueOptions?: TextOptions } = {},
): string {
  const height = options.height ?? 34
  return (
    text(x, y, label, { size: 12, weight: 600, fill: C.muted }) +
    rect(x, y + 8, width, height, C.white, {
      rx: 6,
      stroke: options.focus ? C.blue : '#cfd6e3',
      strokeWidth: options.focus ? 2 : 1,
    }) +
    text(x + 12, y + 8 + height / 2 + 4.5, value, {
      size: 13,
      fill: C.ink,
      ...options.valueOptions,
    })
  )
}

export function barChart(
  x: number,
  y: number,
  width: number,
  height: number,
  values: readonly number[],
  options: {
    labels?: readonly string[]
    color?: string
    highlight?: number
    max?: number
    colors?: readonly string[]
    gridLabels?: readonly string[]
  } = {},
): string {
  const max = options.max ?? Math.max(...values) * 1.1
  const slot = width / values.length
  const barWidth = Math.min(48, slot * 0.6)
  let markup = ''
  for (let grid = 0; grid <= 3; grid += 1) {
    const gy = y + height - (grid * height) / 3
    markup += line(x, gy, x + width, gy, grid === 0 ? '#c9d1df' : '#edf0f5')
    const gridLabel = options.gridLabels?.[grid]
    if (gridLabel)
      markup += text(x - 8, gy + 4, gridLabel, { size: 11, fill: C.faint, anchor: 'end' })
  }
  values.forEach((value, index) => {
    const barHeight = (value / max) * height
    const bx = x + slot * index + (slot - barWidth) / 2
    const color =
      options.colors?.[index % options.colors.length] ??
      (index === options.highlight ? C.orange : (options.color ?? C.blue))
    markup += path(
      `M${round(bx)},${round(y + height)}V${round(y + height - barHeight + 4)}Q${round(bx)},${round(y + height - barHeight)} ${round(bx + 4)},${round(y + height - barHeight)}H${round(bx + barWidth - 4)}Q${round(bx + barWidth)},${round(y + height - barHeight)} ${round(bx + barWidth)},${round(y + height - barHeight + 4)}V${round(y + height)}Z`,
      color,
    )
    const label = options.labels?.[index]
    if (label) {
      markup += text(bx + barWidth / 2, y + height + 18, label, {
        size: 11,
        fill: C.muted,
        anchor: 'middle',
      })
    }
  })
  return markup
}

export function lineChart(
  x: number,
  y: number,
  width: number,
  height: number,
  values: readonly number[],
  options: {
    color?: string
    fill?: boolean
    min?: number
    max?: number
    grid?: boolean
    dots?: boolean
  } = {},
): string {
  const min = options.min ?? Math.min(...values)
  const max = options.max ?? Math.max(...values)
  const color = options.color ?? C.blue
  const points = values.map((value, index) => [
    round(x + (index * width) / (values.length - 1)),
    round(y + height - ((value - min) / (max - min || 1)) * height),
  ])
  let markup = ''
  if (options.grid !== false) {
    for (let grid = 0; grid <= 4; grid += 1) {
      markup += line(x, y + (grid * height) / 4, x + width, y + (grid * height) / 4, '#edf0f5')
    }
  }
  const d = points.map(([px, py], index) => `${index ? 'L' : 'M'}${px},${py}`).join('')
  if (options.fill !== false) {
    markup += path(`${d}L${x + width},${y + height}L${x},${y + height}Z`, color, 'opacity="0.12"')
  }
  markup += path(
    d,
    'none',
    `stroke="${color}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`,
  )
  if (options.dots)
    markup += points
      .map(([px, py]) => circle(px!, py!, 4, C.white, `stroke="${color}" stroke-width="2.5"`))
      .join('')
  return markup
}

/** A ring chart; `values` are shares that sum up to about 1. */
export function donut(
  cx: number,
  cy: number,
  radius: number,
  thickness: number,
  values: readonly number[],
  colors: readonly string[],
): string {
  const total = values.reduce((sum, value) => sum + value, 0)
  let angle = -Math.PI / 2
  let markup = circle(
    cx,
    cy,
    radius - thickness / 2,
    'none',
    `stroke="#edf0f5" stroke-width="${thickness}"`,
  )
  values.forEach((value, index) => {
    const sweep = (value / total) * Math.PI * 2
    const end = angle + sweep - 0.02
    const r = radius - thickness / 2
    const large = sweep > Math.PI ? 1 : 0
    markup += path(
      `M${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}A${r},${r} 0 ${large} 1 ${round(cx + r * Math.cos(end))},${round(cy + r * Math.sin(end))}`,
      'none',
      `stroke="${colors[index % colors.length]}" stroke-width="${thickness}"`,
    )
    angle += sweep
  })
  return markup
}

/** A dialog over a dimmed content area of `areaWidth` × `areaHeight`. */
export function dialog(
  x: number,
  y: number,
  width: number,
  height: number,
  title: string,
  body: string,
  buttons: string,
  area: { width: number; height: number } = { width: 1216, height: 660 },
): string {
  return (
    rect(0, 0, area.width, area.height, '#0f172a', { opacity: 0.28 }) +
    rect(x, y + 6, width, height, '#0f172a', { rx: 12, opacity: 0.12 }) +
    rect(x, y, width, height, C.white, { rx: 12, stroke: '#cdd4e1' }) +
    text(x + 24, y + 38, title, { size: 17, weight: 700 }) +
    body +
    line(x, y + height - 64, x + width, y + height - 64, '#edf0f5') +
    buttons
  )
}

/** A small square with rounded corners, used as a file or category symbol. */
export function tile(x: number, y: number, size: number, color: string, label?: string): string {
  return (
    rect(x, y, size, size, color, { rx: Math.round(size / 4) }) +
    (label
      ? text(x + size / 2, y + size / 2 + size * 0.14, label, {
          size: Math.round(size * 0.38),
          weight: 700,
          fill: C.white,
          anchor: 'middle',
        })
      : '')
  )
}

export function avatar(cx: number, cy: number, r: number, color: string, initials: string): string {
  return (
    circle(cx, cy, r, color) +
    text(cx, cy + r * 0.36, initials, {
      size: Math.round(r * 0.95),
      weight: 700,
      fill: C.white,
      anchor: 'middle',
    })
  )
}

/** A check mark, cross or dot status symbol. */
export function statusIcon(cx: number, cy: number, kind: 'ok' | 'error' | 'warn' | 'info'): string {
  const color =
    kind === 'ok' ? C.success : kind === 'error' ? C.error : kind === 'warn' ? C.orange : C.blue
  const mark =
    kind === 'ok'
      ? path(
          `M${cx - 4.5},${cy}L${cx - 1},${cy + 3.5}L${cx + 5},${cy - 3.5}`,
          'none',
          `stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"`,
        )
      : kind === 'error'
        ? path(
            `M${cx - 3.5},${cy - 3.5}L${cx + 3.5},${cy + 3.5}M${cx + 3.5},${cy - 3.5}L${cx - 3.5},${cy + 3.5}`,
            'none',
            `stroke="#fff" stroke-width="2.2" stroke-linecap="round"`,
          )
        : rect(cx - 1.25, cy - 5, 2.5, 6.5, '#fff', { rx: 1 }) + circle(cx, cy + 4, 1.4, '#fff')
  return circle(cx, cy, 9, color) + mark
}

/** Simple toolbar symbols drawn with strokes (16 × 16 around the centre). */
export function glyph(
  cx: number,
  cy: number,
  name: GlyphName,
  color: string = C.muted,
  scale = 1,
): string {
  const s = `fill="none" stroke="${color}" stroke-width="${round(1.8 / Math.sqrt(scale))}" stroke-linecap="round" stroke-linejoin="round"`
  const d = GLYPHS[name]
  const transform =
    scale === 1
      ? `translate(${round(cx - 8)} ${round(cy - 8)})`
      : `translate(${round(cx - 8 * scale)} ${round(cy - 8 * scale)}) scale(${scale})`
  return `<path transform="${transform}" d="${d}" ${s}/>`
}

const GLYPHS = {
  plus: 'M8,2V14M2,8H14',
  minus: 'M2,8H14',
  play: 'M4,2L14,8L4,14Z',
  pause: 'M5,2V14M11,2V14',
  record: 'M8,3A5,5 0 1 1 7.9,3Z',
  stop: 'M3,3H13V13H3Z',
  skipBack: 'M3,2V14M13,2L5,8L13,14Z',
  skipForward: 'M13,2V14M3,2L11,8L3,14Z',
  undo: 'M5,4L2,7L5,10M2,7H10A4,4 0 0 1 10,15H7',
  redo: 'M11,4L14,7L11,10M14,7H6A4,4 0 0 0 6,15H9',
  crop: 'M4,1V12H15M1,4H12V15',
  zoom: 'M7,2A5,5 0 1 1 6.9,2ZM11,11L15,15',
  share: 'M8,1V10M4,5L8,1L12,5M2,9V15H14V9',
  trash: 'M2,4H14M5,4V2H11V4M4,4L5,15H11L12,4',
  folder: 'M1,3H6L8,5H15V14H1Z',
  gear: 'M8,5A3,3 0 1 1 7.9,5ZM8,1V3M8,13V15M1,8H3M13,8H15M3,3L4.5,4.5M11.5,11.5L13,13M3,13L4.5,11.5M11.5,4.5L13,3',
  star: 'M8,1L10,6H15L11,9L12.5,14L8,11L3.5,14L5,9L1,6H6Z',
  heart: 'M8,14L2,8A3.5,3.5 0 0 1 8,3.5A3.5,3.5 0 0 1 14,8Z',
  bell: 'M4,11V7A4,4 0 0 1 12,7V11L14,13H2ZM6.5,15H9.5',
  home: 'M2,8L8,2L14,8M4,6V14H12V6',
  list: 'M5,3H15M5,8H15M5,13H15M1,3H2M1,8H2M1,13H2',
  grid: 'M2,2H7V7H2ZM9,2H14V7H9ZM2,9H7V14H2ZM9,9H14V14H9Z',
  chart: 'M2,14H14M4,14V8M8,14V3M12,14V10',
  user: 'M8,2A3,3 0 1 1 7.9,2ZM2,15C2,11 5,9.5 8,9.5C11,9.5 14,11 14,15',
  calendar: 'M2,3H14V14H2ZM2,6H14M5,1V4M11,1V4',
  clock: 'M8,1A7,7 0 1 1 7.9,1ZM8,4V8L11,10',
  lock: 'M3,7H13V15H3ZM5,7V5A3,3 0 0 1 11,5V7',
  mic: 'M6,2H10V9H6ZM3,7A5,5 0 0 0 13,7M8,12V15',
  text: 'M2,3H14M8,3V14',
  pen: 'M2,14L3,10L11,2L14,5L6,13ZM9,4L12,7',
  brush: 'M14,2L7,9M7,9C4,9 3,11 2,14C5,13 7,12 7,9Z',
  layers: 'M8,1L15,5L8,9L1,5ZM1,8L8,12L15,8M1,11L8,15L15,11',
  check: 'M2,8L6,12L14,4',
  cloud: 'M4,13A3,3 0 0 1 4,7A4,4 0 0 1 12,6A3.5,3.5 0 0 1 12,13Z',
  wifi: 'M1,6A10,10 0 0 1 15,6M3.5,9A6.5,6.5 0 0 1 12.5,9M6,12A3,3 0 0 1 10,12',
  battery: 'M1,5H13V11H1ZM15,7V9',
  back: 'M10,2L4,8L10,14',
  forward: 'M6,2L12,8L6,14',
  more: 'M3,8H3.1M8,8H8.1M13,8H13.1',
  menu: 'M2,3H14M2,8H14M2,13H14',
  filter: 'M1,2H15L10,8V14L6,12V8Z',
  download: 'M8,1V10M4,6L8,10L12,6M2,12V15H14V12',
  upload: 'M8,10V1M4,5L8,1L12,5M2,12V15H14V12',
  refresh: 'M14,3V7H10M2,13V9H6M13,7A5.5,5.5 0 0 0 3,5M3,9A5.5,5.5 0 0 0 13,11',
  shield: 'M8,1L14,3V8C14,11 11.5,13.5 8,15C4.5,13.5 2,11 2,8V3Z',
  scissors: 'M4,4A2,2 0 1 1 3.9,4ZM4,12A2,2 0 1 1 3.9,12ZM5.5,5.5L14,13M5.5,10.5L14,3',
  camera: 'M1,5H4L5.5,3H10.5L12,5H15V14H1ZM8,6.5A3,3 0 1 1 7.9,6.5Z',
  location: 'M8,15C8,15 3,10 3,6.5A5,5 0 0 1 13,6.5C13,10 8,15 8,15ZM8,5A1.5,1.5 0 1 1 7.9,5Z',
  speaker: 'M2,6H5L9,2V14L5,10H2ZM12,5A4,4 0 0 1 12,11',
  print: 'M4,6V1H12V6M4,12H2V6H14V12H12M4,10H12V15H4Z',
  flag: 'M3,15V1M3,2H13L11,5L13,8H3',
  bulb: 'M6,12H10M6.5,15H9.5M5,10A5,5 0 1 1 11,10C10,11 10,11 10,12H6C6,11 6,11 5,10Z',
} as const

export type GlyphName = keyof typeof GLYPHS

/** A toolbar button with a glyph (square, optional active state). */
export function glyphButton(
  x: number,
  y: number,
  name: GlyphName,
  active = false,
  size = 32,
): string {
  return (
    (active ? rect(x, y, size, size, C.blueLight, { rx: 6 }) : '') +
    glyph(x + size / 2, y + size / 2, name, active ? C.blue : '#4b5563')
  )
}
