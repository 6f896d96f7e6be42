import { C, circle, path, rect, round } from './svg'

// Product icons: a background shape in a shade of the main category's colour family and a
// bold pictogram of what the program does. Pictograms are drawn for a 256 × 256 canvas with
// their main shapes inside 56…200, stroke widths of 12 or more, so they survive 32 px.

export type IconShape = 'squircle' | 'circle' | 'hexagon' | 'shield' | 'octagon' | 'leaf' | 'badge'

interface Palette {
  /** Background shades, one per product of the category. */
  shades: readonly string[]
  /** The colour of details that stand out from the white pictogram. */
  accent: string
}

// One hue family per main category (English slug). Green and red stay reserved for
// success and error messages, so no family uses them.
export const CATEGORY_PALETTES: Record<string, Palette> = {
  office: {
    shades: ['#1b4dd8', '#2f63e6', '#1640b5', '#3a6ff0', '#2450c9', '#1d47c2', '#3159d6'],
    accent: C.orange,
  },
  graphics: {
    shades: ['#c2185b', '#d6336c', '#a8174f', '#b5267a', '#de4a80'],
    accent: '#ffc247',
  },
  'music-video': {
    shades: ['#6d28d9', '#7c3aed', '#5b21b6', '#8550f0', '#6a2fc2', '#9038e0'],
    accent: C.orange,
  },
  security: {
    shades: ['#1e293b', '#2d3c57', '#263a63', '#3b4b6b'],
    accent: C.orange,
  },
  finance: {
    shades: ['#0f766e', '#0d8a80', '#11615b', '#138277'],
    accent: C.orange,
  },
  utilities: {
    shades: ['#e8552b', '#d9480f', '#ef6a35', '#c8420f', '#f07a3c'],
    accent: '#1b3a8f',
  },
  education: {
    shades: ['#d98200', '#a85a00', '#e39400', '#c46f00'],
    accent: '#1b3a8f',
  },
  leisure: {
    shades: [
      '#0891b2',
      '#0e7490',
      '#0284c7',
      '#06a0c0',
      '#0369a1',
      '#1597bd',
      '#0b7fa8',
      '#0c6e8f',
      '#0a86b0',
    ],
    accent: C.orange,
  },
}

const FALLBACK_PALETTE: Palette = { shades: ['#475569', '#64748b', '#334155'], accent: C.orange }

export function paletteOf(category: string | undefined): Palette {
  return (category && CATEGORY_PALETTES[category]) || FALLBACK_PALETTE
}

/** What a pictogram may paint with. */
export interface Paint {
  /** The background shade (for details cut into white shapes). */
  bg: string
  /** A darker tone of the background. */
  deep: string
  accent: string
}

const W = '#ffffff'

// --- Background shapes ------------------------------------------------------------------

function polygonPath(points: readonly (readonly [number, number])[], radius: number): string {
  // A closed polygon with rounded corners (quadratic curves through each corner).
  const count = points.length
  let d = ''
  for (let index = 0; index < count; index += 1) {
    const previous = points[(index + count - 1) % count]!
    const current = points[index]!
    const next = points[(index + 1) % count]!
    const toward = (from: readonly [number, number], to: readonly [number, number]) => {
      const dx = to[0] - from[0]
      const dy = to[1] - from[1]
      const length = Math.hypot(dx, dy)
      const r = Math.min(radius, length / 2)
      return [from[0] + (dx / length) * r, from[1] + (dy / length) * r] as const
    }
    const start = toward(current, previous)
    const end = toward(current, next)
    d += `${index === 0 ? 'M' : 'L'}${round(start[0])},${round(start[1])}`
    d += `Q${current[0]},${current[1]} ${round(end[0])},${round(end[1])}`
  }
  return `${d}Z`
}

function regular(sides: number, radius: number, rotation: number): [number, number][] {
  return Array.from({ length: sides }, (_, index) => {
    const angle = rotation + (index * 2 * Math.PI) / sides
    return [round(128 + radius * Math.cos(angle)), round(128 + radius * Math.sin(angle))]
  })
}

function badgePath(): string {
  // A scalloped seal: 16 soft points around a circle.
  const bumps = 16
  let d = ''
  for (let index = 0; index <= bumps; index += 1) {
    const angle = (index * 2 * Math.PI) / bumps - Math.PI / 2
    const x = round(128 + 110 * Math.cos(angle))
    const y = round(128 + 110 * Math.sin(angle))
    if (index === 0) d += `M${x},${y}`
    else
      d += `Q${round(128 + 126 * Math.cos(angle - Math.PI / bumps))},${round(128 + 126 * Math.sin(angle - Math.PI / bumps))} ${x},${y}`
  }
  return `${d}Z`
}

const SHAPES: Record<IconShape, { d: string; fit: string }> = {
  squircle: {
    d: 'M128,12C42,12 12,42 12,128C12,214 42,244 128,244C214,244 244,214 244,128C244,42 214,12 128,12Z',
    fit: '',
  },
  circle: {
    d: 'M128,10A118,118 0 1 1 127.9,10Z',
    fit: 'translate(128 128) scale(0.94) translate(-128 -128)',
  },
  hexagon: {
    d: polygonPath(regular(6, 124, Math.PI / 6), 26),
    fit: 'translate(128 128) scale(0.9) translate(-128 -128)',
  },
  shield: {
    d: polygonPath(
      [
        [128, 10],
        [230, 44],
        [230, 124],
        [200, 200],
        [128, 248],
        [56, 200],
        [26, 124],
        [26, 44],
      ],
      30,
    ),
    fit: 'translate(128 118) scale(0.84) translate(-128 -128)',
  },
  octagon: {
    d: polygonPath(regular(8, 124, Math.PI / 8), 22),
    fit: 'translate(128 128) scale(0.94) translate(-128 -128)',
  },
  leaf: {
    d: 'M100,14H212A30,30 0 0 1 242,44V156A86,86 0 0 1 156,242H44A30,30 0 0 1 14,212V100A86,86 0 0 1 100,14Z',
    fit: '',
  },
  badge: {
    d: badgePath(),
    fit: 'translate(128 128) scale(0.88) translate(-128 -128)',
  },
}

// --- Pictograms --------------------------------------------------------------------------

type Pictogram = (paint: Paint) => string

const stroke = (width: number, color: string) =>
  `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`

const PICTOGRAMS = {
  photo: () =>
    rect(54, 70, 148, 120, W, { rx: 18 }) +
    rect(68, 84, 120, 92, '#dfe8ff', { rx: 8 }) +
    circle(158, 112, 15, C.orange) +
    path('M68,176V160L104,116L130,146L148,126L188,168V176Z', C.blue),

  document: (p) =>
    path(
      'M74,48H150L190,88V196A12,12 0 0 1 178,208H74A12,12 0 0 1 62,196V60A12,12 0 0 1 74,48Z',
      W,
    ) +
    path('M150,48V76A12,12 0 0 0 162,88H190Z', p.deep, 'opacity="0.35"') +
    rect(82, 108, 88, 14, p.bg, { rx: 7 }) +
    rect(82, 134, 88, 14, p.bg, { rx: 7 }) +
    rect(82, 160, 56, 14, p.accent, { rx: 7 }),

  fox: () =>
    path('M56,92L70,40L112,78H144L186,40L200,92L128,204Z', '#ff7a3d') +
    path('M74,52L100,76L80,96Z', '#c9461c') +
    path('M182,52L156,76L176,96Z', '#c9461c') +
    path('M74,112L128,204L182,112L128,146Z', W) +
    circle(104, 112, 10, C.ink) +
    circle(152, 112, 10, C.ink) +
    circle(128, 190, 12, C.ink),

  shieldCheck: (p) =>
    path('M128,50L190,72V124C190,166 164,192 128,208C92,192 66,166 66,124V72Z', W) +
    path('M98,128L120,150L160,106', 'none', stroke(20, p.accent)),

  cloudUpload: (p) =>
    path(
      'M80,180C56,180 42,162 42,144C42,124 58,110 76,110C80,84 102,66 128,66C156,66 176,84 182,108C202,108 216,124 216,144C216,164 200,180 180,180Z',
      W,
    ) + path('M128,98L160,134H142V168H114V134H96Z', p.accent),

  note: () =>
    path('M70,58H186V158L150,198H70A10,10 0 0 1 60,188V68A10,10 0 0 1 70,58Z', '#ffd84a') +
    path('M150,198V166A8,8 0 0 1 158,158H186Z', '#d9a900') +
    rect(80, 84, 86, 14, '#8a6a00', { rx: 7 }) +
    rect(80, 112, 86, 14, '#8a6a00', { rx: 7 }) +
    rect(80, 140, 54, 14, '#8a6a00', { rx: 7 }),

  musicNotes: (p) =>
    `<ellipse cx="90" cy="176" rx="26" ry="20" fill="${W}" transform="rotate(-18 90 176)"/>` +
    `<ellipse cx="170" cy="158" rx="26" ry="20" fill="${W}" transform="rotate(-18 170 158)"/>` +
    rect(100, 78, 16, 98, W) +
    rect(180, 60, 16, 98, W) +
    path('M100,78L196,56V84L100,106Z', p.accent),

  sunCloud: () =>
    circle(156, 100, 40, '#ffb52e') +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((ray) => {
        const angle = (ray * Math.PI) / 4
        const x1 = 156 + 52 * Math.cos(angle)
        const y1 = 100 + 52 * Math.sin(angle)
        const x2 = 156 + 66 * Math.cos(angle)
        const y2 = 100 + 66 * Math.sin(angle)
        return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" ${stroke(12, '#ffb52e')}/>`
      })
      .join('') +
    path(
      'M74,196C52,196 40,180 40,164C40,146 54,134 70,134C74,112 94,98 116,98C140,98 156,112 162,132C180,132 194,146 194,164C194,182 180,196 162,196Z',
      W,
    ),

  footprints: () => {
    const foot = (x: number, y: number, angle: number) =>
      `<g transform="rotate(${angle} ${x} ${y})">` +
      `<ellipse cx="${x}" cy="${y}" rx="20" ry="32" fill="${W}"/>` +
      `<ellipse cx="${x}" cy="${y + 46}" rx="15" ry="16" fill="${W}"/>` +
      circle(x - 15, y - 42, 8, W) +
      circle(x, y - 46, 8, W) +
      circle(x + 15, y - 41, 7, W) +
      `</g>`
    return foot(92, 148, -12) + foot(162, 104, 12)
  },

  pixelPlane: (p) => {
    // A top-down pixel aeroplane, nose up, banking to the right.
    const rows = [
      '.......##.......',
      '......####......',
      '......####......',
      '......####......',
      '.....######.....',
      '..############..',
      '################',
      '################',
      '......####......',
      '......####......',
      '......####......',
      '....########....',
      '....########....',
    ]
    const unit = 11
    let cells = ''
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x += 1) {
        if (row[x] === '#') cells += rect(40 + x * unit, 50 + y * unit, unit + 0.5, unit + 0.5, W)
      }
    })
    return (
      `<g transform="rotate(35 128 128)">` +
      cells +
      rect(40 + 7 * unit, 50 + unit, 2 * unit, unit, p.accent) +
      rect(40 + 6 * unit, 50 + 13 * unit, unit, 2 * unit, p.accent, { opacity: 0.8 }) +
      rect(40 + 9 * unit, 50 + 13 * unit, unit, 2 * unit, p.accent, { opacity: 0.8 }) +
      `</g>`
    )
  },

  speechAa: (p) =>
    path(
      'M76,60H180A20,20 0 0 1 200,80V148A20,20 0 0 1 180,168H118L86,200V168H76A20,20 0 0 1 56,148V80A20,20 0 0 1 76,60Z',
      W,
    ) +
    `<text x="128" y="142" text-anchor="middle" font-size="74" font-weight="800" fill="${p.deep}">Aa</text>`,

  pot: (p) =>
    path('M88,86C88,70 100,62 104,50', 'none', stroke(12, W) + ' opacity="0.85"') +
    path('M128,84C128,68 140,60 144,48', 'none', stroke(12, W) + ' opacity="0.85"') +
    rect(50, 116, 156, 20, W, { rx: 10 }) +
    path('M62,136H194V174A26,26 0 0 1 168,200H88A26,26 0 0 1 62,174Z', W) +
    rect(30, 142, 34, 16, W, { rx: 8 }) +
    rect(192, 142, 34, 16, W, { rx: 8 }) +
    rect(84, 154, 88, 12, p.accent, { rx: 6 }),

  starMap: () => {
    const points: string[] = []
    for (let index = 0; index < 10; index += 1) {
      const radius = index % 2 === 0 ? 62 : 26
      const angle = -Math.PI / 2 + (index * Math.PI) / 5
      points.push(
        `${round(124 + radius * Math.cos(angle))},${round(136 + radius * Math.sin(angle))}`,
      )
    }
    const sparkle = (x: number, y: number, s: number) =>
      path(
        `M${x},${y - s}Q${x},${y} ${x + s},${y}Q${x},${y} ${x},${y + s}Q${x},${y} ${x - s},${y}Q${x},${y} ${x},${y - s}Z`,
        '#ffd36b',
      )
    return (
      circle(128, 128, 96, '#1b2a5c') +
      `<polygon points="${points.join(' ')}" fill="${W}" stroke="${W}" stroke-width="8" stroke-linejoin="round"/>` +
      sparkle(184, 78, 22) +
      sparkle(72, 76, 14) +
      circle(180, 186, 7, W)
    )
  },

  pdfPage: (p) =>
    path(
      'M78,44H150L188,82V200A12,12 0 0 1 176,212H78A12,12 0 0 1 66,200V56A12,12 0 0 1 78,44Z',
      W,
    ) +
    path('M150,44V70A12,12 0 0 0 162,82H188Z', p.deep, 'opacity="0.35"') +
    rect(44, 118, 132, 56, p.accent, { rx: 10 }) +
    `<text x="110" y="160" text-anchor="middle" font-size="40" font-weight="800" fill="${W}">PDF</text>` +
    rect(86, 188, 72, 10, p.bg, { rx: 5 }),

  lock: (p) =>
    path('M88,118V92A40,40 0 0 1 168,92V118', 'none', stroke(22, W)) +
    rect(60, 112, 136, 100, W, { rx: 20 }) +
    circle(128, 152, 16, p.deep) +
    path('M120,156H136L140,186H116Z', p.deep),

  knight: (p) =>
    rect(74, 190, 112, 22, W, { rx: 8 }) +
    path(
      'M88,184C90,154 106,138 116,124C102,128 86,136 76,128C66,120 70,104 82,96C100,84 110,68 116,50L128,40L136,58C172,68 190,110 184,184Z',
      W,
    ) +
    circle(120, 82, 8, p.deep) +
    path('M136,70C156,84 166,110 164,150', 'none', stroke(10, p.bg) + ' opacity="0.45"'),

  clapper: (p) =>
    path('M62,112H194V186A14,14 0 0 1 180,200H76A14,14 0 0 1 62,186Z', W) +
    `<g transform="rotate(-14 62 104)">` +
    rect(62, 76, 134, 30, W, { rx: 6 }) +
    path('M84,76H104L90,106H70Z', p.deep) +
    path('M124,76H144L130,106H110Z', p.deep) +
    path('M164,76H184L170,106H150Z', p.deep) +
    `</g>` +
    path('M116,132L152,156L116,180Z', p.accent),

  slides: (p) =>
    `<g transform="rotate(-14 128 128)">${rect(58, 60, 120, 92, W, { rx: 12, opacity: 0.55 })}</g>` +
    `<g transform="rotate(8 128 128)">${rect(70, 74, 124, 96, W, { rx: 12, opacity: 0.8 })}</g>` +
    rect(60, 92, 132, 100, W, { rx: 12 }) +
    path('M72,180L106,136L128,162L144,146L180,180Z', p.bg) +
    circle(180, 184, 30, p.accent) +
    path('M170,170L196,184L170,198Z', W),

  piggy: (p) =>
    circle(134, 52, 16, p.accent) +
    rect(126, 46, 16, 4, p.deep, { opacity: 0.4 }) +
    `<ellipse cx="124" cy="140" rx="76" ry="58" fill="${W}"/>` +
    path('M78,104L84,70L112,92Z', W) +
    rect(188, 124, 24, 34, W, { rx: 10 }) +
    rect(74, 180, 24, 30, W, { rx: 8 }) +
    rect(144, 180, 24, 30, W, { rx: 8 }) +
    rect(104, 96, 44, 10, p.deep, { rx: 5 }) +
    circle(164, 126, 8, p.deep),

  broom: (p) =>
    path('M176,44L124,122', 'none', stroke(18, W)) +
    `<g transform="rotate(34 110 150)">` +
    rect(86, 118, 48, 22, p.accent, { rx: 6 }) +
    path('M80,140H140L158,204H62Z', W) +
    path('M94,150L88,200', 'none', stroke(6, p.bg)) +
    path('M110,150L110,200', 'none', stroke(6, p.bg)) +
    path('M126,150L132,200', 'none', stroke(6, p.bg)) +
    `</g>` +
    circle(186, 178, 10, W) +
    circle(206, 150, 7, W),

  chipCross: (p) => {
    const pins = [88, 116, 144]
      .map(
        (offset) =>
          rect(offset, 44, 14, 28, W, { rx: 4 }) +
          rect(offset, 184, 14, 28, W, { rx: 4 }) +
          rect(44, offset, 28, 14, W, { rx: 4 }) +
          rect(184, offset, 28, 14, W, { rx: 4 }),
      )
      .join('')
    return (
      pins +
      rect(64, 64, 128, 128, W, { rx: 18 }) +
      rect(116, 88, 24, 80, p.accent, { rx: 6 }) +
      rect(88, 116, 80, 24, p.accent, { rx: 6 })
    )
  },

  tag: (p) =>
    path('M48,128L100,72H196A12,12 0 0 1 208,84V172A12,12 0 0 1 196,184H100Z', W) +
    circle(96, 128, 14, p.bg) +
    rect(128, 106, 60, 14, p.accent, { rx: 7 }) +
    rect(128, 136, 44, 14, p.bg, { rx: 7 }),

  keyboard: (p) => {
    let keys = ''
    for (let row = 0; row < 3; row += 1) {
      for (let column = 0; column < 6; column += 1) {
        const x = 62 + column * 22 + (row === 1 ? 6 : row === 2 ? 12 : 0)
        const highlighted = row === 1 && column === 3
        if (row === 2 && column === 5) continue
        keys += rect(x, 94 + row * 22, 16, 16, highlighted ? p.accent : p.bg, { rx: 3 })
      }
    }
    return rect(44, 76, 168, 112, W, { rx: 16 }) + keys + rect(88, 160, 80, 14, p.bg, { rx: 4 })
  },

  tree: (p) =>
    path('M116,140H140V196L156,208H100L116,196Z', W) +
    circle(128, 92, 46, W) +
    circle(86, 126, 36, W) +
    circle(170, 126, 36, W) +
    circle(128, 136, 30, W) +
    circle(128, 86, 12, p.accent) +
    circle(92, 128, 12, p.accent) +
    circle(164, 128, 12, p.accent),

  microphone: (p) =>
    rect(98, 40, 60, 110, W, { rx: 30 }) +
    rect(112, 70, 32, 10, p.bg, { rx: 5 }) +
    rect(112, 92, 32, 10, p.bg, { rx: 5 }) +
    path('M74,116A54,54 0 0 0 182,116', 'none', stroke(14, W)) +
    rect(120, 168, 16, 28, W) +
    rect(92, 192, 72, 16, W, { rx: 8 }) +
    circle(190, 62, 14, p.accent),

  firewall: (p) => {
    let bricks = ''
    for (let row = 0; row < 3; row += 1) {
      const offset = row % 2 ? -20 : 0
      for (let column = 0; column < 5; column += 1) {
        const x = Math.max(48, 48 + offset + column * 40)
        const right = Math.min(208, 48 + offset + column * 40 + 36)
        if (right - x < 12) continue
        bricks += rect(x, 138 + row * 24, right - x, 20, W, { rx: 4 })
      }
    }
    return (
      path(
        'M128,34C140,62 170,74 170,106C170,124 158,132 152,132C158,118 150,106 140,100C142,118 128,124 122,132H100C88,124 86,110 92,96C98,82 110,78 112,62C120,72 122,82 122,90C132,78 134,58 128,34Z',
        p.accent,
      ) + bricks
    )
  },

  calendar: (p) => {
    let days = ''
    for (let row = 0; row < 3; row += 1) {
      for (let column = 0; column < 4; column += 1) {
        const on = row === 1 && column === 2
        days += rect(76 + column * 28, 118 + row * 26, 20, 18, on ? p.accent : p.bg, {
          rx: 4,
          opacity: on ? 1 : 0.55,
        })
      }
    }
    return (
      rect(56, 62, 144, 146, W, { rx: 18 }) +
      path('M56,80A18,18 0 0 1 74,62H182A18,18 0 0 1 200,80V100H56Z', p.accent) +
      rect(84, 44, 16, 36, W, { rx: 8 }) +
      rect(156, 44, 16, 36, W, { rx: 8 }) +
      days
    )
  },

  screenRecord: (p) =>
    rect(44, 58, 168, 116, W, { rx: 14 }) +
    rect(58, 72, 140, 88, p.deep, { rx: 6 }) +
    circle(128, 116, 28, p.accent) +
    circle(128, 116, 36, 'none', `stroke="${W}" stroke-width="6"`) +
    rect(116, 174, 24, 20, W) +
    rect(84, 190, 88, 16, W, { rx: 8 }),

  letters: (p) =>
    `<text x="122" y="170" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="132" font-weight="700" fill="${W}">Ag</text>` +
    rect(50, 184, 156, 10, p.accent, { rx: 5 }),

  box: (p) =>
    path('M56,112L128,88L200,112V184L128,210L56,184Z', W) +
    path('M56,112L128,136L200,112', 'none', stroke(8, p.bg) + ' opacity="0.5"') +
    path('M128,136V210', 'none', stroke(8, p.bg) + ' opacity="0.5"') +
    path('M56,112L36,82L108,60L128,88Z', W, 'opacity="0.8"') +
    path('M200,112L220,82L148,60L128,88Z', W, 'opacity="0.8"') +
    path('M128,20Q130,42 150,44Q130,46 128,68Q126,46 106,44Q126,42 128,20Z', p.accent),

  penNib: (p) =>
    path('M60,92Q128,40 196,92', 'none', stroke(10, W) + ' opacity="0.7"') +
    rect(44, 80, 26, 26, p.accent, { rx: 4 }) +
    rect(186, 80, 26, 26, p.accent, { rx: 4 }) +
    path('M128,214L90,138L108,82H148L166,138Z', W) +
    path('M128,150V206', 'none', stroke(8, p.bg)) +
    circle(128, 142, 12, p.bg),

  pie: (p) =>
    path('M124,64A68,68 0 1 0 192,132H124Z', W) +
    path('M140,48A68,68 0 0 1 208,116H140Z', p.accent),

  mathSigns: (p) => {
    const tile = (x: number, y: number, body: string, fill: string) =>
      rect(x, y, 62, 62, fill, { rx: 14 }) + body
    const ink = p.accent
    return (
      tile(58, 58, rect(78, 84, 22, 10, ink, { rx: 3 }) + rect(84, 78, 10, 22, ink, { rx: 3 }), W) +
      tile(136, 58, rect(150, 84, 34, 10, ink, { rx: 3 }), W) +
      tile(
        58,
        136,
        `<g transform="rotate(45 89 167)">${rect(72, 162, 34, 10, ink, { rx: 3 })}${rect(84, 150, 10, 34, ink, { rx: 3 })}</g>`,
        W,
      ) +
      tile(
        136,
        136,
        rect(150, 154, 34, 10, W, { rx: 3 }) + rect(150, 170, 34, 10, W, { rx: 3 }),
        C.orange,
      )
    )
  },

  flashlight: (p) =>
    `<g transform="rotate(35 128 128)">` +
    path('M128,70V34', 'none', stroke(14, '#fff3c4')) +
    path('M96,80L74,52', 'none', stroke(14, '#fff3c4')) +
    path('M160,80L182,52', 'none', stroke(14, '#fff3c4')) +
    path('M94,92H162L148,128H108Z', W) +
    rect(108, 126, 40, 100, W, { rx: 10 }) +
    rect(120, 150, 16, 28, p.accent, { rx: 5 }) +
    `</g>`,

  chefHat: (p) =>
    circle(92, 112, 34, W) +
    circle(128, 92, 40, W) +
    circle(166, 112, 34, W) +
    rect(84, 112, 88, 60, W) +
    rect(84, 176, 88, 30, W, { rx: 6 }) +
    rect(84, 168, 88, 8, p.deep, { opacity: 0.3 }) +
    rect(100, 186, 56, 10, p.accent, { rx: 5 }),

  wallet: (p) =>
    path('M68,76L160,48L172,84Z', W, 'opacity="0.7"') +
    rect(48, 80, 160, 120, W, { rx: 20 }) +
    path('M150,116H212V164H150A24,24 0 0 1 150,116Z', p.deep) +
    circle(156, 140, 10, p.accent),

  phonePin: (p) =>
    rect(80, 40, 96, 176, W, { rx: 18 }) +
    rect(92, 62, 72, 124, p.deep, { rx: 6 }) +
    path(
      'M128,166C128,166 104,138 104,122A24,24 0 0 1 152,122C152,138 128,166 128,166Z',
      p.accent,
    ) +
    circle(128, 122, 9, p.deep) +
    rect(112, 196, 32, 8, p.bg, { rx: 4 }),

  collage: (p) =>
    rect(52, 52, 84, 84, W, { rx: 14 }) +
    path('M60,128L84,96L100,116L112,104L128,128Z', p.bg) +
    circle(112, 76, 9, p.accent) +
    rect(144, 52, 60, 84, p.accent, { rx: 14 }) +
    rect(52, 144, 60, 60, W, { rx: 14, opacity: 0.7 }) +
    rect(120, 144, 84, 60, W, { rx: 14 }),

  headphones: (p) =>
    path('M58,150V128A70,70 0 0 1 198,128V150', 'none', stroke(18, W)) +
    rect(46, 132, 44, 74, W, { rx: 16 }) +
    rect(166, 132, 44, 74, W, { rx: 16 }) +
    rect(58, 146, 20, 46, p.accent, { rx: 8 }) +
    rect(178, 146, 20, 46, p.accent, { rx: 8 }),

  scanner: (p) =>
    path('M52,92V66A14,14 0 0 1 66,52H92', 'none', stroke(14, W)) +
    path('M164,52H190A14,14 0 0 1 204,66V92', 'none', stroke(14, W)) +
    path('M204,164V190A14,14 0 0 1 190,204H164', 'none', stroke(14, W)) +
    path('M92,204H66A14,14 0 0 1 52,190V164', 'none', stroke(14, W)) +
    rect(88, 76, 80, 104, W, { rx: 8 }) +
    rect(100, 96, 56, 10, p.bg, { rx: 5 }) +
    rect(100, 146, 40, 10, p.bg, { rx: 5 }) +
    rect(64, 120, 128, 12, p.accent, { rx: 6 }),

  lotus: (p) =>
    path('M128,56C152,84 156,132 128,176C100,132 104,84 128,56Z', W) +
    path('M72,92C108,98 126,134 124,178C86,168 66,132 72,92Z', W, 'opacity="0.85"') +
    path('M184,92C148,98 130,134 132,178C170,168 190,132 184,92Z', W, 'opacity="0.85"') +
    path('M40,142C76,136 108,156 124,182C90,196 56,180 40,142Z', W, 'opacity="0.7"') +
    path('M216,142C180,136 148,156 132,182C166,196 200,180 216,142Z', W, 'opacity="0.7"') +
    rect(68, 196, 120, 12, p.accent, { rx: 6 }),

  basket: (p) =>
    path('M84,110L112,56', 'none', stroke(14, W)) +
    path('M172,110L144,56', 'none', stroke(14, W)) +
    rect(40, 100, 176, 26, W, { rx: 10 }) +
    path('M56,126H200L184,196A14,14 0 0 1 170,206H86A14,14 0 0 1 72,196Z', W) +
    rect(94, 140, 12, 48, p.bg, { rx: 6 }) +
    rect(122, 140, 12, 48, p.bg, { rx: 6 }) +
    rect(150, 140, 12, 48, p.bg, { rx: 6 }) +
    circle(200, 64, 18, p.accent),

  guitar: (p) =>
    `<g transform="rotate(40 128 128)">` +
    rect(118, 24, 20, 100, W, { rx: 4 }) +
    rect(110, 14, 36, 30, W, { rx: 8 }) +
    circle(128, 140, 36, W) +
    circle(128, 190, 46, W) +
    circle(128, 158, 14, p.deep) +
    rect(110, 200, 36, 10, p.accent, { rx: 5 }) +
    `</g>`,

  sudoku: (p) => {
    let tiles = ''
    const digits: Record<string, string> = { '0,0': '5', '1,1': '3', '2,0': '7', '0,2': '9' }
    for (let row = 0; row < 3; row += 1) {
      for (let column = 0; column < 3; column += 1) {
        const x = 52 + column * 52
        const y = 52 + row * 52
        const orange = row === 2 && column === 2
        tiles += rect(x, y, 46, 46, orange ? p.accent : W, { rx: 8 })
        const digit = digits[`${column},${row}`]
        if (digit) {
          tiles += `<text x="${x + 23}" y="${y + 37}" text-anchor="middle" font-size="38" font-weight="800" fill="${p.deep}">${digit}</text>`
        }
      }
    }
    return tiles
  },

  window: (p) =>
    rect(52, 64, 152, 128, W, { rx: 16 }) +
    rect(52, 64, 152, 30, p.accent, { rx: 16 }) +
    rect(52, 80, 152, 14, p.accent) +
    rect(72, 114, 112, 14, p.bg, { rx: 7 }) +
    rect(72, 142, 72, 14, p.bg, { rx: 7 }),
} satisfies Record<string, Pictogram>

export type PictogramName = keyof typeof PICTOGRAMS

export interface IconSpec {
  shape: IconShape
  /** Index into the category's shades. */
  shade: number
  pictogram: PictogramName
}

// Product id → icon. Within a category no two products share shape and shade.
export const ICON_SPECS: Record<number, IconSpec> = {
  // graphics
  1: { shape: 'squircle', shade: 0, pictogram: 'photo' },
  161: { shape: 'leaf', shade: 1, pictogram: 'slides' },
  172: { shape: 'octagon', shade: 2, pictogram: 'letters' },
  174: { shape: 'hexagon', shade: 3, pictogram: 'penNib' },
  181: { shape: 'circle', shade: 4, pictogram: 'collage' },
  // office
  2: { shape: 'squircle', shade: 0, pictogram: 'document' },
  21: { shape: 'leaf', shade: 1, pictogram: 'note' },
  120: { shape: 'hexagon', shade: 2, pictogram: 'pdfPage' },
  165: { shape: 'octagon', shade: 3, pictogram: 'tag' },
  170: { shape: 'circle', shade: 4, pictogram: 'calendar' },
  183: { shape: 'squircle', shade: 5, pictogram: 'scanner' },
  185: { shape: 'badge', shade: 6, pictogram: 'basket' },
  // finance
  3: { shape: 'squircle', shade: 0, pictogram: 'fox' },
  162: { shape: 'circle', shade: 1, pictogram: 'piggy' },
  175: { shape: 'hexagon', shade: 2, pictogram: 'pie' },
  179: { shape: 'leaf', shade: 3, pictogram: 'wallet' },
  // security
  7: { shape: 'circle', shade: 0, pictogram: 'shieldCheck' },
  143: { shape: 'squircle', shade: 1, pictogram: 'lock' },
  169: { shape: 'shield', shade: 2, pictogram: 'firewall' },
  180: { shape: 'hexagon', shade: 3, pictogram: 'phonePin' },
  // utilities
  12: { shape: 'squircle', shade: 0, pictogram: 'cloudUpload' },
  163: { shape: 'circle', shade: 1, pictogram: 'broom' },
  164: { shape: 'octagon', shade: 2, pictogram: 'chipCross' },
  173: { shape: 'leaf', shade: 3, pictogram: 'box' },
  177: { shape: 'badge', shade: 4, pictogram: 'flashlight' },
  // music & video
  38: { shape: 'squircle', shade: 0, pictogram: 'musicNotes' },
  160: { shape: 'leaf', shade: 1, pictogram: 'clapper' },
  168: { shape: 'circle', shade: 2, pictogram: 'microphone' },
  171: { shape: 'hexagon', shade: 3, pictogram: 'screenRecord' },
  182: { shape: 'badge', shade: 4, pictogram: 'headphones' },
  186: { shape: 'octagon', shade: 5, pictogram: 'guitar' },
  // education
  67: { shape: 'leaf', shade: 0, pictogram: 'speechAa' },
  101: { shape: 'circle', shade: 1, pictogram: 'starMap' },
  166: { shape: 'squircle', shade: 2, pictogram: 'keyboard' },
  176: { shape: 'hexagon', shade: 3, pictogram: 'mathSigns' },
  // leisure
  43: { shape: 'circle', shade: 0, pictogram: 'sunCloud' },
  53: { shape: 'leaf', shade: 1, pictogram: 'footprints' },
  61: { shape: 'hexagon', shade: 2, pictogram: 'pixelPlane' },
  88: { shape: 'squircle', shade: 3, pictogram: 'pot' },
  150: { shape: 'shield', shade: 4, pictogram: 'knight' },
  167: { shape: 'octagon', shade: 5, pictogram: 'tree' },
  178: { shape: 'badge', shade: 6, pictogram: 'chefHat' },
  184: { shape: 'circle', shade: 7, pictogram: 'lotus' },
  187: { shape: 'squircle', shade: 8, pictogram: 'sudoku' },
}

const FALLBACK_SHAPES: readonly IconShape[] = ['squircle', 'circle', 'hexagon', 'octagon', 'leaf']

/** The icon of a product: its entry above, or one derived from the id for new products. */
export function iconSpecOf(productId: number): IconSpec {
  return (
    ICON_SPECS[productId] ?? {
      shape: FALLBACK_SHAPES[productId % FALLBACK_SHAPES.length]!,
      shade: productId,
      pictogram: 'window',
    }
  )
}

export interface ResolvedIcon extends IconSpec {
  color: string
}

export function resolveIcon(productId: number, mainCategory: string | undefined): ResolvedIcon {
  const spec = iconSpecOf(productId)
  const palette = paletteOf(mainCategory)
  return { ...spec, color: palette.shades[spec.shade % palette.shades.length]! }
}

function mix(color: string, other: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  const a = parse(color)
  const b = parse(other)
  return `#${a
    .map((value, index) =>
      Math.round(value + (b[index]! - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/**
 * The icon's drawing for a 256 × 256 box. `idPrefix` keeps gradient ids unique when the
 * icon is embedded into another picture (a screenshot's title bar).
 */
export function iconBody(
  productId: number,
  mainCategory: string | undefined,
  idPrefix = 'i',
): string {
  const icon = resolveIcon(productId, mainCategory)
  const palette = paletteOf(mainCategory)
  const shape = SHAPES[icon.shape]
  const paint: Paint = {
    bg: icon.color,
    deep: mix(icon.color, '#000000', 0.35),
    accent: palette.accent,
  }
  const gradient = `${idPrefix}bg`
  const pictogram = PICTOGRAMS[icon.pictogram](paint)
  return (
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0.3" y2="1">` +
    `<stop offset="0" stop-color="${mix(icon.color, '#ffffff', 0.22)}"/>` +
    `<stop offset="1" stop-color="${icon.color}"/></linearGradient></defs>` +
    `<path d="${shape.d}" fill="url(#${gradient})"/>` +
    `<path d="${shape.d}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="3"/>` +
    (shape.fit ? `<g transform="${shape.fit}">${pictogram}</g>` : pictogram)
  )
}
