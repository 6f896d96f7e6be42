import { C, circle, line, path, rect, round, SERIF, text } from './svg'

// Wordmarks of the six fictional trade-press outlets (240 × 80) and the publisher's own
// logo (480 × 120). Each outlet has its own type treatment and mark, drawn with shapes and
// the local font stacks only.

const NARROW = "'Arial Narrow', 'Roboto Condensed', Arial, sans-serif"
const ROUNDED = "'Arial Rounded MT Bold', 'Nunito', system-ui, sans-serif"

function pcKompass(): string {
  const navy = '#0b3a6e'
  return (
    circle(40, 40, 28, navy) +
    circle(40, 40, 21, 'none', `stroke="${C.white}" stroke-width="2"`) +
    [0, 1, 2, 3]
      .map((tick) => {
        const angle = (tick * Math.PI) / 2
        return line(
          40 + 21 * Math.cos(angle),
          40 + 21 * Math.sin(angle),
          40 + 26 * Math.cos(angle),
          40 + 26 * Math.sin(angle),
          C.white,
          2,
        )
      })
      .join('') +
    path('M40,20L47,40H33Z', C.orange) +
    path('M40,60L47,40H33Z', C.white) +
    circle(40, 40, 3, navy) +
    text(80, 42, 'PC', { size: 30, weight: 900, fill: navy, fit: 40 }) +
    text(81, 62, 'KOMPASS', { size: 14, weight: 700, fill: navy, fit: 140, spacing: 1 }) +
    rect(128, 20, 96, 4, C.orange, { rx: 2 })
  )
}

function heimcomputerJournal(): string {
  const ink = '#1c1c1c'
  const gold = '#a77b00'
  return (
    rect(8, 10, 224, 3, ink) +
    rect(8, 15, 224, 1, ink) +
    text(120, 46, 'Heimcomputer', {
      size: 26,
      weight: 700,
      italic: true,
      family: SERIF,
      fill: ink,
      anchor: 'middle',
      fit: 196,
    }) +
    line(20, 57, 70, 57, gold, 1.5) +
    line(170, 57, 220, 57, gold, 1.5) +
    text(120, 61, 'JOURNAL', {
      size: 11,
      weight: 700,
      family: SERIF,
      fill: gold,
      anchor: 'middle',
      fit: 86,
      spacing: 1,
    }) +
    rect(8, 66, 224, 1, ink) +
    rect(8, 69, 224, 3, ink)
  )
}

function appRadar(): string {
  const purple = '#6d28d9'
  return (
    circle(40, 40, 28, purple) +
    circle(40, 40, 20, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.55"') +
    circle(40, 40, 11, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.55"') +
    path(
      `M40,40L40,12A28,28 0 0 1 ${round(40 + 28 * Math.cos(-Math.PI / 5))},${round(40 + 28 * Math.sin(-Math.PI / 5))}Z`,
      '#ffffff',
      'opacity="0.35"',
    ) +
    line(40, 40, 40, 12, C.white, 2.5) +
    circle(52, 30, 4, C.orange) +
    circle(40, 40, 3, C.white) +
    text(78, 50, 'app', { size: 30, weight: 800, family: ROUNDED, fill: purple, fit: 52 }) +
    circle(139, 42, 4, C.orange) +
    text(148, 50, 'radar', { size: 30, weight: 800, family: ROUNDED, fill: purple, fit: 82 })
  )
}

function digitalesLeben(): string {
  const teal = '#0f766e'
  return (
    rect(10, 12, 56, 56, teal, { rx: 16 }) +
    text(38, 53, 'dL', {
      size: 30,
      weight: 800,
      fill: C.white,
      anchor: 'middle',
      family: SERIF,
      italic: true,
    }) +
    circle(58, 22, 4, '#5eead4') +
    text(78, 38, 'Digitales', { size: 20, weight: 300, fill: '#134e4a', fit: 86 }) +
    text(78, 62, 'Leben', { size: 24, weight: 800, fill: teal, fit: 72 })
  )
}

function technikWoche(): string {
  return (
    rect(8, 16, 132, 48, '#111111') +
    text(74, 51, 'TECHNIK', {
      size: 28,
      weight: 900,
      fill: C.white,
      anchor: 'middle',
      family: NARROW,
      fit: 112,
    }) +
    rect(140, 16, 92, 48, '#ffd400') +
    text(186, 51, 'WOCHE', {
      size: 26,
      weight: 900,
      fill: '#111111',
      anchor: 'middle',
      family: NARROW,
      fit: 74,
    }) +
    text(232, 76, 'NR. 29 · 2025', {
      size: 8,
      weight: 700,
      fill: '#6b7280',
      anchor: 'end',
      spacing: 1,
    })
  )
}

function softwareSpiegel(): string {
  const navy = '#1e3a5f'
  return (
    rect(10, 12, 56, 56, navy, { rx: 4 }) +
    text(30, 52, 'S', { size: 34, weight: 700, fill: C.white, anchor: 'middle', family: SERIF }) +
    `<g transform="translate(92 0) scale(-1 1)">${text(46, 52, 'S', { size: 34, weight: 700, fill: '#9fb3cf', anchor: 'middle', family: SERIF })}</g>` +
    line(38, 18, 38, 62, C.orange, 2) +
    text(80, 34, 'SOFTWARE', { size: 11, weight: 700, fill: '#64748b', fit: 108, spacing: 1 }) +
    text(79, 62, 'Spiegel', { size: 30, weight: 700, family: SERIF, fill: navy, fit: 112 })
  )
}

const PRESS_MARKS = [
  pcKompass,
  heimcomputerJournal,
  appRadar,
  digitalesLeben,
  technikWoche,
  softwareSpiegel,
]

/** The drawing of press logo `index` (1…6) on a white 240 × 80 tile. */
export function renderPressLogoBody(index: number): string {
  const mark = PRESS_MARKS[index - 1]
  return rect(0, 0, 240, 80, C.white) + (mark ? mark() : '')
}

/** The publisher's logo: a shop window with an awning, and the wordmark. */
export function renderCompanyLogoBody(): string {
  let awning = ''
  for (let stripe = 0; stripe < 6; stripe += 1) {
    const x = 8 + stripe * 18
    const fill = stripe % 2 ? '#dbe6ff' : C.blue
    awning += rect(x, 18, 18, 18, fill) + path(`M${x},36A9,9 0 0 0 ${x + 18},36Z`, fill)
  }
  return (
    rect(0, 0, 480, 120, C.white) +
    rect(14, 30, 92, 80, C.blue, { rx: 10 }) +
    rect(24, 50, 72, 50, '#eef3ff', { rx: 4 }) +
    line(60, 50, 60, 100, C.blue, 4) +
    rect(30, 72, 22, 28, C.orange, { rx: 3 }) +
    circle(41, 64, 5, C.orange) +
    rect(68, 80, 22, 20, '#ffb89f', { rx: 3 }) +
    awning +
    rect(4, 10, 116, 10, C.blueDark, { rx: 5 }) +
    text(132, 66, 'Schaufenster', { size: 46, weight: 800, fill: C.ink, fit: 318 }) +
    text(134, 96, 'SOFTWARE', { size: 17, weight: 700, fill: C.blue, fit: 150, spacing: 1 }) +
    rect(298, 89, 152, 3, C.orange, { rx: 1.5 })
  )
}
