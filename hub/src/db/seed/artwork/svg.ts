// Small helpers every artwork module shares: escaping, the document wrapper, text and the
// house colours. Everything returns SVG markup as strings; nothing here has side effects.

export type Locale = 'de' | 'en'

/** A text in both languages, German first. */
export type Pair = readonly [de: string, en: string]

/** The system font stacks: no font is ever loaded from anywhere. */
export const SANS = "system-ui, 'Segoe UI', Arial, sans-serif"
export const SERIF = "Georgia, 'Times New Roman', serif"
export const MONO = "ui-monospace, Consolas, 'Courier New', monospace"

export const C = {
  blue: '#1b4dd8',
  blueDark: '#163da8',
  blueLight: '#e8eefc',
  blueMid: '#9db4f0',
  orange: '#ff6a3d',
  orangeLight: '#ffe6dc',
  ink: '#1f2937',
  muted: '#6b7280',
  faint: '#9aa3b2',
  line: '#dde3ee',
  surface: '#f5f7fb',
  canvas: '#eef2f9',
  white: '#ffffff',
  success: '#1f8a4c',
  successLight: '#e3f4ea',
  error: '#d03b3b',
  errorLight: '#fbe6e6',
} as const

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Picks the text of the locale from a German/English pair. */
export function pick(locale: Locale, pair: Pair): string {
  return locale === 'de' ? pair[0] : pair[1]
}

/** A complete SVG document with its accessible name. */
export function svgDocument(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}" ` +
    `font-family="${SANS}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>\n`
  )
}

export interface TextOptions {
  size?: number
  weight?: number | 'bold'
  fill?: string
  anchor?: 'start' | 'middle' | 'end'
  family?: string
  italic?: boolean
  spacing?: number
  opacity?: number
  /**
   * Squeezes or stretches the text to exactly this width, whatever font the viewer has
   * (with `spacing` set, by the gaps between letters only).
   */
  fit?: number
}

/** One line of text; the content is always escaped. */
export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  const attributes = [`x="${round(x)}"`, `y="${round(y)}"`, `font-size="${options.size ?? 14}"`]
  if (options.weight) attributes.push(`font-weight="${options.weight}"`)
  attributes.push(`fill="${options.fill ?? C.ink}"`)
  if (options.anchor && options.anchor !== 'start') {
    attributes.push(`text-anchor="${options.anchor}"`)
  }
  if (options.family) attributes.push(`font-family="${options.family}"`)
  if (options.italic) attributes.push('font-style="italic"')
  if (options.spacing && !options.fit) attributes.push(`letter-spacing="${options.spacing}"`)
  if (options.opacity !== undefined) attributes.push(`opacity="${options.opacity}"`)
  if (options.fit) {
    // With a letter spacing asked for, only the gaps grow; otherwise the glyphs scale too.
    const adjust = options.spacing ? 'spacing' : 'spacingAndGlyphs'
    attributes.push(`textLength="${options.fit}" lengthAdjust="${adjust}"`)
  }
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`
}

/** Breaks a text into lines of at most about `maxWidth` pixels at `size`. */
export function wrap(content: string, maxWidth: number, size: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (size * 0.54)))
  const lines: string[] = []
  let line = ''
  for (const word of content.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Several lines of wrapped text starting with the baseline at `y`. */
export function paragraph(
  x: number,
  y: number,
  content: string,
  maxWidth: number,
  options: TextOptions & { lineHeight?: number; maxLines?: number } = {},
): string {
  const size = options.size ?? 14
  const lineHeight = options.lineHeight ?? Math.round(size * 1.4)
  let lines = wrap(content, maxWidth, size)
  if (options.maxLines && lines.length > options.maxLines) {
    lines = lines.slice(0, options.maxLines)
    lines[lines.length - 1] = `${lines[lines.length - 1]!.replace(/[\s,.;:–-]+$/, '')} …`
  }
  return lines.map((line, index) => text(x, y + index * lineHeight, line, options)).join('')
}

export function round(value: number): number {
  return Math.round(value * 10) / 10
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: { rx?: number; stroke?: string; strokeWidth?: number; opacity?: number } = {},
): string {
  let markup = `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"`
  if (extra.rx) markup += ` rx="${extra.rx}"`
  markup += ` fill="${fill}"`
  if (extra.stroke) markup += ` stroke="${extra.stroke}" stroke-width="${extra.strokeWidth ?? 1}"`
  if (extra.opacity !== undefined) markup += ` opacity="${extra.opacity}"`
  return `${markup}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra = '',
): string {
  return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

/** A small deterministic number sequence (for chart data, waveforms and the like). */
export function series(seed: number, count: number, min: number, max: number): number[] {
  const values: number[] = []
  let state = (seed * 9301 + 49297) % 233280
  for (let index = 0; index < count; index += 1) {
    state = (state * 9301 + 49297) % 233280
    values.push(min + (state / 233280) * (max - min))
  }
  return values
}

/** Formats a number the way the locale writes it (1.234,50 vs 1,234.50). */
export function formatNumber(locale: Locale, value: number, digits = 0): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

export function formatMoney(locale: Locale, value: number): string {
  return locale === 'de'
    ? `${formatNumber(locale, value, 2)} €`
    : `€${formatNumber(locale, value, 2)}`
}

/** "70 %" in German, "70%" in English. */
export function percent(locale: Locale, value: number, digits = 0): string {
  return locale === 'de'
    ? `${formatNumber(locale, value, digits)} %`
    : `${formatNumber(locale, value, digits)}%`
}
