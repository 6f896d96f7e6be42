import { C, circle, line, path, rect, round, series, text } from './svg'

// Drawn "content" for the screenshots: photos, people, waveforms, a chess board, a
// keyboard. Each takes a target rectangle and an id prefix for its gradients.

export type LandscapeVariant = 0 | 1 | 2 | 3

const SKIES: Record<LandscapeVariant, [string, string, string]> = {
  // top, horizon, sun
  0: ['#5d9cec', '#d6e8ff', '#fff6d8'],
  1: ['#f08a5d', '#ffd6a0', '#fff1c1'],
  2: ['#8fb8de', '#eef4fb', '#ffffff'],
  3: ['#31306e', '#c0679a', '#ffd59e'],
}

/**
 * A landscape photograph, drawn in a 400 × 260 design box scaled to the rectangle:
 * 0 an alpine lake, 1 a coast at sunset, 2 winter hills, 3 a city at dusk.
 */
export function landscape(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  variant: LandscapeVariant,
  options: { rx?: number; warmth?: number; brightness?: number } = {},
): string {
  const [top, horizon, sun] = SKIES[variant]
  const sx = round(width / 400)
  const sy = round(height / 260)
  let scene = ''
  if (variant === 0) {
    scene =
      circle(300, 70, 26, sun) +
      path('M0,170L70,80L110,120L170,40L240,130L290,90L400,170Z', '#6e7f9c') +
      path('M150,64L170,40L192,70L180,66L170,76L160,66Z', '#ffffff') +
      path('M60,93L70,80L82,96L72,92Z', '#ffffff') +
      path('M0,180L80,140L160,170L260,130L400,175V190H0Z', '#4f7a5a') +
      rect(0, 182, 400, 78, '#3f7fb8') +
      path('M0,182H400V196H0Z', '#6aa3d6', 'opacity="0.6"') +
      path('M40,182L52,150L64,182Z', '#2f5a3e') +
      path('M70,182L86,140L102,182Z', '#2f5a3e') +
      path('M330,182L344,148L358,182Z', '#2f5a3e') +
      path('M200,226H236L230,236H206Z', '#ffffff') +
      line(218, 226, 218, 206, '#ffffff', 2) +
      path('M219,207L232,224H219Z', C.orange)
  } else if (variant === 1) {
    scene =
      circle(250, 150, 40, sun) +
      path('M0,120L60,110L120,140L150,170H0Z', '#5b3a4a') +
      rect(0, 165, 400, 95, '#355a8a') +
      path('M200,170H300L290,178H210Z', '#ffd59e', 'opacity="0.7"') +
      path('M215,190H285L280,196H220Z', '#ffd59e', 'opacity="0.5"') +
      path('M0,230C80,214 160,222 240,236C300,246 360,238 400,228V260H0Z', '#e9c58f') +
      path('M320,230V160', 'none', 'stroke="#3a2a2a" stroke-width="5"') +
      path(
        'M320,162C300,150 290,152 280,160M320,162C338,148 352,150 362,158M320,162C312,146 318,138 326,134',
        'none',
        'stroke="#3a2a2a" stroke-width="5" stroke-linecap="round"',
      )
  } else if (variant === 2) {
    scene =
      circle(90, 70, 22, sun) +
      path('M0,150L90,100L180,140L280,80L400,140V260H0Z', '#dfe8f2') +
      path('M0,190C100,150 220,170 400,160V260H0Z', '#f7fafd') +
      path('M250,172L262,130L274,172Z', '#3d5a66') +
      path('M280,168L294,118L308,168Z', '#3d5a66') +
      path('M60,214L72,176L84,214Z', '#3d5a66') +
      rect(140, 190, 50, 34, '#b0503a') +
      path('M134,192L165,168L196,192Z', '#ffffff') +
      rect(158, 206, 12, 18, '#ffd59e')
  } else {
    scene = circle(300, 120, 30, sun)
    const heights = series(7, 16, 60, 170)
    heights.forEach((buildingHeight, index) => {
      const bx = index * 26
      scene += rect(
        bx,
        220 - buildingHeight,
        24,
        buildingHeight + 40,
        index % 2 ? '#27264f' : '#1f1e45',
      )
      for (let row = 0; row < Math.floor(buildingHeight / 22); row += 1) {
        if ((row + index) % 3 !== 0)
          scene += rect(bx + 6, 232 - buildingHeight + row * 22, 5, 8, '#ffd27a')
      }
    })
    scene += rect(0, 240, 400, 20, '#18173a')
  }
  const filters =
    (options.brightness ? rect(0, 0, 400, 260, '#ffffff', { opacity: options.brightness }) : '') +
    (options.warmth ? rect(0, 0, 400, 260, '#ff9a3d', { opacity: options.warmth }) : '')
  return (
    `<defs><linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="0.7" stop-color="${horizon}"/></linearGradient>` +
    `<clipPath id="${id}clip"><rect width="400" height="260" rx="${options.rx ? round(options.rx / sx) : 0}"/></clipPath></defs>` +
    `<g transform="translate(${round(x)} ${round(y)}) scale(${sx} ${sy})"><g clip-path="url(#${id}clip)">` +
    rect(0, 0, 400, 260, `url(#${id}sky)`) +
    scene +
    filters +
    `</g></g>`
  )
}

/** A tiny landscape for film strips and thumbnails: sky, a mountain, ground. */
export function thumbnail(
  x: number,
  y: number,
  width: number,
  height: number,
  variant: LandscapeVariant,
): string {
  const [top, horizon] = SKIES[variant]
  const ground = ['#3f7fb8', '#355a8a', '#f7fafd', '#18173a'][variant]!
  const hill = ['#6e7f9c', '#5b3a4a', '#dfe8f2', '#27264f'][variant]!
  return (
    rect(x, y, width, height * 0.6, top) +
    rect(x, y + height * 0.35, width, height * 0.25, horizon, { opacity: 0.7 }) +
    path(
      `M${round(x)},${round(y + height * 0.65)}L${round(x + width * 0.35)},${round(y + height * 0.25)}L${round(x + width * 0.6)},${round(y + height * 0.5)}L${round(x + width * 0.8)},${round(y + height * 0.35)}L${round(x + width)},${round(y + height * 0.6)}V${round(y + height)}H${round(x)}Z`,
      hill,
    ) +
    rect(x, y + height * 0.7, width, height * 0.3, ground)
  )
}

/** A person's portrait: head and shoulders on a coloured disc. */
export function portrait(
  cx: number,
  cy: number,
  r: number,
  background: string,
  variant = 0,
): string {
  const skin = ['#f1c7a4', '#d9a27c', '#f5d3b8', '#b97c5a'][variant % 4]!
  const hair = ['#4a3426', '#1f1f1f', '#c9a25c', '#8a8a8a'][variant % 4]!
  const s = r / 40
  const id = `clip${Math.round(cx)}x${Math.round(cy)}`
  return (
    `<defs><clipPath id="${id}"><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"/></clipPath></defs>` +
    circle(cx, cy, r, background) +
    `<g clip-path="url(#${id})">` +
    `<ellipse cx="${round(cx)}" cy="${round(cy + 40 * s)}" rx="${round(30 * s)}" ry="${round(24 * s)}" fill="${C.white}" opacity="0.9"/>` +
    circle(cx, cy - 6 * s, 15 * s, skin) +
    path(
      `M${round(cx - 16 * s)},${round(cy - 8 * s)}A${round(16 * s)},${round(16 * s)} 0 0 1 ${round(cx + 16 * s)},${round(cy - 8 * s)}C${round(cx + 10 * s)},${round(cy - 14 * s)} ${round(cx - 8 * s)},${round(cy - 14 * s)} ${round(cx - 16 * s)},${round(cy - 8 * s)}Z`,
      hair,
    ) +
    `</g>`
  )
}

/** An audio waveform of vertical bars. */
export function waveform(
  x: number,
  y: number,
  width: number,
  height: number,
  seed: number,
  color: string,
  options: { bar?: number; gap?: number; quietFrom?: number } = {},
): string {
  const bar = options.bar ?? 3
  const gap = options.gap ?? 2
  const count = Math.floor(width / (bar + gap))
  const values = series(seed, count, 0.12, 1)
  const middle = y + height / 2
  let d = ''
  values.forEach((value, index) => {
    const envelope = 0.55 + 0.45 * Math.sin((index / count) * Math.PI * 3 + seed)
    const amplitude = (height / 2) * value * envelope
    const bx = round(x + index * (bar + gap))
    d += `M${bx},${round(middle - amplitude)}V${round(middle + amplitude)}`
  })
  return `<path d="${d}" stroke="${color}" stroke-width="${bar}" stroke-linecap="round" fill="none"/>`
}

const PIECES: Record<string, string> = {
  k: '\u265A',
  q: '\u265B',
  r: '\u265C',
  b: '\u265D',
  n: '\u265E',
  p: '\u265F\uFE0E',
}

/**
 * A chess board from a FEN-like placement ("rnbqkbnr/pppppppp/8/…"); uppercase letters are
 * White. `marks` highlights squares such as "e4".
 */
export function chessBoard(
  x: number,
  y: number,
  size: number,
  placement: string,
  options: {
    marks?: readonly string[]
    arrows?: readonly [string, string][]
    coordinates?: boolean
  } = {},
): string {
  const square = size / 8
  let markup = rect(x - 6, y - 6, size + 12, size + 12, '#5b4636', { rx: 6 })
  const position = (name: string) => {
    const file = name.charCodeAt(0) - 97
    const rank = Number(name[1])
    return [x + file * square, y + (8 - rank) * square] as const
  }
  for (let rank = 0; rank < 8; rank += 1) {
    for (let file = 0; file < 8; file += 1) {
      markup += rect(
        x + file * square,
        y + rank * square,
        square,
        square,
        (rank + file) % 2 ? '#b58863' : '#f0d9b5',
      )
    }
  }
  for (const mark of options.marks ?? []) {
    const [mx, my] = position(mark)
    markup += rect(mx, my, square, square, '#ffd34d', { opacity: 0.55 })
  }
  placement.split('/').forEach((row, rank) => {
    let file = 0
    for (const char of row) {
      if (/\d/.test(char)) {
        file += Number(char)
        continue
      }
      const white = char === char.toUpperCase()
      const glyph = PIECES[char.toLowerCase()]
      if (glyph) {
        markup += `<text x="${round(x + file * square + square / 2)}" y="${round(y + rank * square + square * 0.8)}" font-size="${round(square * 0.78)}" text-anchor="middle" font-family="'Segoe UI Symbol', 'DejaVu Sans', system-ui, sans-serif" fill="${white ? '#ffffff' : '#1f1f1f'}" stroke="${white ? '#1f1f1f' : '#1f1f1f'}" stroke-width="${white ? 1.4 : 0.6}">${glyph}</text>`
      }
      file += 1
    }
  })
  for (const [from, to] of options.arrows ?? []) {
    const [fx, fy] = position(from)
    const [tx, ty] = position(to)
    const ax = fx + square / 2
    const ay = fy + square / 2
    const bx = tx + square / 2
    const by = ty + square / 2
    const angle = Math.atan2(by - ay, bx - ax)
    const head = square * 0.32
    markup +=
      line(
        ax,
        ay,
        bx - Math.cos(angle) * head,
        by - Math.sin(angle) * head,
        C.orange,
        square * 0.14,
        'stroke-linecap="round" opacity="0.85"',
      ) +
      path(
        `M${round(bx)},${round(by)}L${round(bx - Math.cos(angle - 0.5) * head * 1.4)},${round(by - Math.sin(angle - 0.5) * head * 1.4)}L${round(bx - Math.cos(angle + 0.5) * head * 1.4)},${round(by - Math.sin(angle + 0.5) * head * 1.4)}Z`,
        C.orange,
        'opacity="0.85"',
      )
  }
  if (options.coordinates !== false) {
    for (let index = 0; index < 8; index += 1) {
      markup += text(
        x + index * square + square / 2,
        y + size + 22,
        String.fromCharCode(97 + index),
        {
          size: 12,
          fill: C.muted,
          anchor: 'middle',
        },
      )
      markup += text(x - 16, y + index * square + square / 2 + 4, String(8 - index), {
        size: 12,
        fill: C.muted,
        anchor: 'middle',
      })
    }
  }
  return markup
}

const KEY_ROWS: Record<'de' | 'en', readonly string[]> = {
  de: ['1234567890ß', 'QWERTZUIOPÜ', 'ASDFGHJKLÖÄ', 'YXCVBNM,.-'],
  en: ['1234567890-', 'QWERTYUIOP[', "ASDFGHJKL;'", 'ZXCVBNM,./'],
}

// Finger zones of the ten-finger system, per key column (left little finger … right).
const FINGER_COLORS = [
  '#fde2d7',
  '#fdf0c9',
  '#dff3ea',
  '#e0e9fd',
  '#e0e9fd',
  '#ece3fb',
  '#ece3fb',
  '#e0e9fd',
  '#dff3ea',
  '#fdf0c9',
  '#fde2d7',
]

/** A keyboard with the layout of the locale; `next` keys are highlighted in the accent. */
export function keyboard(
  x: number,
  y: number,
  keySize: number,
  locale: 'de' | 'en',
  options: { next?: string; pressed?: string; zones?: boolean; spaceLabel?: string } = {},
): string {
  const gap = 6
  let markup = rect(
    x - 14,
    y - 14,
    keySize * 12.25 + gap * 10 + 28,
    (keySize + gap) * 5 + 22,
    '#e4e8f0',
    { rx: 14 },
  )
  KEY_ROWS[locale].forEach((row, rowIndex) => {
    const offset = [0, 0.5, 0.75, 1.25][rowIndex]! * keySize
    ;[...row].forEach((key, column) => {
      const kx = x + offset + column * (keySize + gap)
      const ky = y + rowIndex * (keySize + gap)
      const isNext = key === options.next
      const isPressed = key === options.pressed
      const fill = isNext
        ? C.orange
        : isPressed
          ? C.blue
          : options.zones
            ? FINGER_COLORS[Math.min(column, 10)]!
            : C.white
      markup += rect(kx, ky + 2, keySize, keySize, '#c5ccd9', { rx: 6 })
      markup += rect(kx, ky, keySize, keySize, fill, { rx: 6 })
      markup += text(kx + keySize / 2, ky + keySize * 0.62, key, {
        size: Math.round(keySize * 0.36),
        weight: 600,
        fill: isNext || isPressed ? C.white : C.ink,
        anchor: 'middle',
      })
      if (rowIndex === 2 && (column === 3 || column === 6)) {
        markup += rect(
          kx + keySize / 2 - 6,
          ky + keySize - 9,
          12,
          3,
          isNext ? C.white : '#8893a7',
          { rx: 1.5 },
        )
      }
    })
  })
  const spaceY = y + 4 * (keySize + gap)
  markup += rect(x + keySize * 3, spaceY + 2, keySize * 6.5, keySize, '#c5ccd9', { rx: 6 })
  markup += rect(
    x + keySize * 3,
    spaceY,
    keySize * 6.5,
    keySize,
    options.next === ' ' ? C.orange : C.white,
    { rx: 6 },
  )
  if (options.spaceLabel) {
    markup += text(x + keySize * 6.25, spaceY + keySize * 0.62, options.spaceLabel, {
      size: Math.round(keySize * 0.3),
      fill: C.muted,
      anchor: 'middle',
    })
  }
  return markup
}

/** A simple street map: blocks, a park, a river and main roads. */
export function streetMap(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  seed = 1,
): string {
  let markup =
    `<defs><clipPath id="${id}map"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath></defs>` +
    `<g clip-path="url(#${id}map)">` +
    rect(x, y, width, height, '#eef0e8')
  const block = 64
  for (let row = -1; row < height / block + 1; row += 1) {
    for (let column = -1; column < width / block + 1; column += 1) {
      const bx = x + column * block + (row % 2) * 18
      const by = y + row * block
      const park = (row * 7 + column * 3 + seed) % 11 === 0
      markup += rect(bx + 8, by + 8, block - 16, block - 16, park ? '#cfe3c4' : '#e2e4dc', {
        rx: 4,
      })
    }
  }
  markup +=
    path(
      `M${x - 10},${y + height * 0.72}C${x + width * 0.3},${y + height * 0.6} ${x + width * 0.55},${y + height * 0.9} ${x + width + 10},${y + height * 0.78}`,
      'none',
      'stroke="#a9cdea" stroke-width="26"',
    ) +
    line(x, y + height * 0.35, x + width, y + height * 0.3, '#ffffff', 14) +
    line(x + width * 0.42, y, x + width * 0.5, y + height, '#ffffff', 14) +
    line(x, y + height * 0.35, x + width, y + height * 0.3, '#ffd98a', 6) +
    `</g>`
  return markup
}
