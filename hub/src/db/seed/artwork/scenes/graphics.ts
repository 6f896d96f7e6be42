import { landscape, type LandscapeVariant } from '../pictures'
import { PHONE_AREA, byView, type Scene, type SceneContext } from '../scene'
import { C, circle, formatNumber, line, path, percent, rect, SERIF, text } from '../svg'
import {
  button,
  checkbox,
  dialog,
  field,
  glyph,
  glyphButton,
  panel,
  pill,
  searchBox,
  segmented,
  sidebar,
  slider,
  tabs,
  toggle,
  type GlyphName,
} from '../widgets'

// Photo editor, slideshow maker, font manager, vector drawing and photo collage.

function toolStrip(tools: readonly GlyphName[], active: number, height = 632): string {
  return (
    rect(0, 0, 52, height, '#f3f5fa') +
    line(52, 0, 52, height, C.line) +
    tools.map((tool, index) => glyphButton(10, 14 + index * 42, tool, index === active)).join('')
  )
}

function histogram(x: number, y: number, width: number, height: number): string {
  const curve = (color: string, shift: number, opacity: number) => {
    let d = `M${x},${y + height}`
    for (let step = 0; step <= 40; step += 1) {
      const px = x + (step / 40) * width
      const value =
        Math.exp(-(((step - 14 - shift) / 7) ** 2)) * 0.8 +
        Math.exp(-(((step - 28 - shift) / 5) ** 2)) * 0.6
      d += `L${px.toFixed(1)},${(y + height - value * height).toFixed(1)}`
    }
    return path(`${d}L${x + width},${y + height}Z`, color, `opacity="${opacity}"`)
  }
  return (
    rect(x, y, width, height, '#22262e', { rx: 4 }) +
    curve('#6f95ff', -2, 0.55) +
    curve(C.orange, 2, 0.45) +
    curve('#e8ecf4', 0, 0.55)
  )
}

function layerRow(
  context: SceneContext,
  y: number,
  name: string,
  variant: LandscapeVariant,
  active: boolean,
  key: string,
): string {
  return (
    (active ? rect(916, y - 4, 284, 44, C.blueLight, { rx: 6 }) : '') +
    glyph(934, y + 18, 'check', active ? C.blue : C.faint) +
    landscape(`${context.id}${key}`, 952, y, 56, 36, variant, { rx: 4 }) +
    text(1020, y + 23, name, { size: 13, ...(active ? { weight: 600 } : {}) })
  )
}

const photoStudio: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Foto mit Reglern für Belichtung und Farbe und dem Ebenen-Bedienfeld',
      'a photo with exposure and colour sliders and the layers panel',
    ],
    [
      'Vorher-nachher-Vergleich eines Sonnenuntergangs mit Filtervorschau',
      'a before-and-after comparison of a sunset with filter previews',
    ],
    [
      'Dialog zum Exportieren mit Format, Qualität und Bildgröße',
      'the export dialog with format, quality and image size',
    ],
  ],
  menus: [
    ['Bild', 'Image'],
    ['Ebene', 'Layer'],
    ['Filter', 'Filter'],
  ],
  view: (context) => {
    const { t } = context
    const tools: GlyphName[] = ['crop', 'brush', 'pen', 'text', 'zoom', 'layers']
    const canvas = rect(52, 0, 848, 632, '#3a3f4a')
    const sliders = [
      [t('Belichtung', 'Exposure'), 0.62, '+0.4'],
      [t('Kontrast', 'Contrast'), 0.55, '+12'],
      [t('Sättigung', 'Saturation'), 0.58, '+8'],
      [t('Farbtemperatur', 'Temperature'), 0.44, '5200 K'],
      [t('Schärfe', 'Sharpness'), 0.35, '35'],
    ] as const
    const adjustments =
      rect(900, 0, 316, 632, C.white) +
      line(900, 0, 900, 632, C.line) +
      text(916, 30, t('Histogramm', 'Histogram'), { size: 13, weight: 700 }) +
      histogram(916, 42, 284, 70) +
      text(916, 142, t('Anpassungen', 'Adjustments'), { size: 13, weight: 700 }) +
      button(1102, 124, t('Auto', 'Auto'), { width: 98, height: 26, size: 12 }) +
      sliders
        .map(([label, value, shown], row) =>
          slider(
            916,
            180 + row * 46,
            284,
            label,
            value,
            context.locale === 'de' ? shown.replace('.', ',') : shown,
          ),
        )
        .join('')
    if (context.index === 1) {
      return {
        document: t('Gardasee.jpg', 'Lake Garda.jpg'),
        status: t(
          'Gardasee.jpg · 6000 × 4000 Pixel · 100 % · Ebene: Himmel aufhellen',
          'Lake Garda.jpg · 6000 × 4000 pixels · 100% · Layer: Brighten sky',
        ),
        body:
          toolStrip(tools, 1) +
          canvas +
          landscape(`${context.id}main`, 96, 69, 760, 494, 0, { brightness: 0.04 }) +
          adjustments +
          line(916, 410, 1200, 410, C.line) +
          text(916, 438, t('Ebenen', 'Layers'), { size: 13, weight: 700 }) +
          layerRow(context, 452, t('Himmel aufhellen', 'Brighten sky'), 0, true, 'l1') +
          layerRow(context, 500, t('Boot retuschieren', 'Retouch boat'), 0, false, 'l2') +
          layerRow(context, 548, t('Hintergrund', 'Background'), 0, false, 'l3'),
      }
    }
    if (context.index === 2) {
      const filters = [
        [t('Original', 'Original'), 0, 0],
        [t('Lebendig', 'Vivid'), 0.04, 0],
        [t('Warm', 'Warm'), 0, 0.16],
        [t('Abendrot', 'Afterglow'), 0.02, 0.28],
        [t('Verblasst', 'Faded'), 0.22, 0],
      ] as const
      return {
        document: t('Sonnenuntergang.jpg', 'Sunset.jpg'),
        status: t(
          'Vergleichsansicht · Filter „Abendrot“ · Stärke 70 %',
          'Comparison view · filter “Afterglow” · strength 70%',
        ),
        body:
          toolStrip(tools, 4) +
          canvas +
          landscape(`${context.id}cmp`, 96, 24, 760, 440, 1, { warmth: 0.12 }) +
          rect(96, 24, 380, 440, '#8a8f9c', { opacity: 0.45 }) +
          line(476, 24, 476, 464, C.white, 3) +
          circle(476, 244, 18, C.white) +
          path('M468,244L473,239V249ZM484,244L479,239V249Z', C.ink) +
          pill(112, 40, t('Vorher', 'Before'), { fill: '#1f2937', color: C.white }) +
          pill(840, 40, t('Nachher', 'After'), { fill: C.blue, color: C.white, anchor: 'end' }) +
          filters
            .map(([label, bright, warm], slot) => {
              const fx = 96 + slot * 154
              return (
                landscape(`${context.id}f${slot}`, fx, 492, 142, 90, 1, {
                  rx: 6,
                  brightness: bright,
                  warmth: warm,
                }) +
                (slot === 3
                  ? rect(fx - 3, 489, 148, 96, 'none', { rx: 8, stroke: C.orange, strokeWidth: 3 })
                  : '') +
                text(fx + 71, 604, label, {
                  size: 13,
                  fill: C.white,
                  anchor: 'middle',
                  ...(slot === 3 ? { weight: 700 } : {}),
                })
              )
            })
            .join('') +
          rect(900, 0, 316, 632, C.white) +
          line(900, 0, 900, 632, C.line) +
          text(916, 30, t('Filter', 'Filters'), { size: 13, weight: 700 }) +
          sidebar(
            900,
            44,
            316,
            250,
            [
              t('Natürlich', 'Natural'),
              t('Landschaft', 'Landscape'),
              t('Sonnenuntergang', 'Sunset'),
              t('Porträt', 'Portrait'),
              t('Schwarzweiß', 'Black and white'),
            ],
            2,
            { fill: C.white },
          ) +
          slider(916, 330, 284, t('Stärke', 'Strength'), 0.7, percent(context.locale, 70)) +
          slider(916, 380, 284, t('Vignette', 'Vignette'), 0.3, percent(context.locale, 30)) +
          checkbox(916, 426, true, t('Gesichter schützen', 'Protect faces')) +
          button(916, 570, context.ui('cancel'), { width: 136 }) +
          button(1064, 570, context.ui('apply'), { primary: true, width: 136 }),
      }
    }
    return {
      document: t('Winterhütte.jpg', 'Winter cabin.jpg'),
      body:
        toolStrip(tools, 0) +
        canvas +
        landscape(`${context.id}bg`, 96, 69, 760, 494, 2) +
        adjustments +
        dialog(
          318,
          96,
          580,
          452,
          t('Exportieren', 'Export'),
          field(
            342,
            170,
            532,
            t('Dateiname', 'File name'),
            t('Winterhütte_web.jpg', 'Winter cabin_web.jpg'),
          ) +
            text(342, 250, t('Format', 'Format'), { size: 12, weight: 600, fill: C.muted }) +
            segmented(342, 260, ['JPEG', 'PNG', 'TIFF', 'WebP'], 0) +
            slider(342, 330, 532, t('Qualität', 'Quality'), 0.9, percent(context.locale, 90)) +
            field(342, 390, 160, t('Breite', 'Width'), '3000 px') +
            field(526, 390, 160, t('Höhe', 'Height'), '2000 px') +
            checkbox(710, 408, true, t('Seitenverhältnis', 'Keep ratio')) +
            checkbox(342, 454, true, t('Metadaten entfernen', 'Remove metadata')) +
            text(874, 467, t('ca. 2,4 MB', 'approx. 2.4 MB'), {
              size: 13,
              fill: C.muted,
              anchor: 'end',
            }),
          button(604, 502, context.ui('cancel'), { width: 130 }) +
            button(746, 502, t('Exportieren', 'Export'), { primary: true, width: 130 }),
        ),
    }
  },
}

const slideshowWizard: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Storyboard mit Fotos, Übergängen und Musikspur',
      'the storyboard with photos, transitions and a music track',
    ],
    [
      'Auswahl der Übergänge und der Kamerafahrt über ein Foto',
      'choosing transitions and a camera pan across a photo',
    ],
    [
      'Fertige Diashow als Video speichern oder auf DVD brennen',
      'saving the finished show as a video or burning it to DVD',
    ],
  ],
  menus: [
    ['Diashow', 'Slideshow'],
    ['Musik', 'Music'],
  ],
  view: (context) => {
    const { t } = context
    const strip = (y: number, selected: number) => {
      const variants: LandscapeVariant[] = [0, 1, 2, 3, 0, 2]
      let markup = rect(0, y, 1216, 150, '#f3f5fa') + line(0, y, 1216, y, C.line)
      variants.forEach((variant, slot) => {
        const x = 24 + slot * 196
        markup +=
          landscape(`${context.id}s${slot}`, x, y + 22, 150, 96, variant, { rx: 6 }) +
          (slot === selected
            ? rect(x - 3, y + 19, 156, 102, 'none', { rx: 8, stroke: C.blue, strokeWidth: 3 })
            : '') +
          text(x, y + 138, `${slot + 1}  ·  ${formatNumber(context.locale, 4 + (slot % 3), 1)} s`, {
            size: 12,
            fill: C.muted,
          })
        if (slot < variants.length - 1) {
          markup +=
            rect(x + 158, y + 56, 30, 30, C.white, { rx: 15, stroke: C.line }) +
            glyph(x + 173, y + 71, 'forward', C.orange)
        }
      })
      return markup
    }
    if (context.index === 1) {
      return {
        document: t('Urlaub am Meer', 'Holiday by the sea'),
        body:
          rect(0, 0, 1216, 400, '#2b2f38') +
          landscape(`${context.id}prev`, 308, 24, 600, 320, 1) +
          rect(590, 76, 290, 170, 'none', { stroke: C.white, strokeWidth: 2 }) +
          path(
            'M330,290L590,246',
            'none',
            `stroke="${C.orange}" stroke-width="3" stroke-dasharray="8 6"`,
          ) +
          rect(330, 50, 420, 240, 'none', { stroke: C.orange, strokeWidth: 3 }) +
          pill(338, 58, t('Start', 'Start'), { fill: C.orange, color: C.white }) +
          pill(872, 84, t('Ende', 'End'), { fill: C.white, color: C.ink, anchor: 'end' }) +
          glyphButton(560, 356, 'skipBack') +
          rect(596, 352, 40, 40, C.blue, { rx: 20 }) +
          glyph(616, 372, 'play', C.white) +
          glyphButton(646, 356, 'skipForward') +
          text(1190, 380, '00:42 / 03:15', { size: 13, fill: '#cbd2df', anchor: 'end' }) +
          strip(400, 1) +
          rect(0, 550, 1216, 110, C.white) +
          text(24, 580, t('Musik: Sommerwind.mp3', 'Music: Summer breeze.mp3'), {
            size: 13,
            weight: 600,
          }) +
          rect(24, 594, 1168, 44, C.orangeLight, { rx: 6 }) +
          wave(context, 34, 598, 1148, 36),
      }
    }
    if (context.index === 2) {
      const transitions: string[] = [
        t('Überblenden', 'Crossfade'),
        t('Schieben', 'Slide'),
        t('Zoomen', 'Zoom'),
        t('Wischen', 'Wipe'),
        t('Drehen', 'Spin'),
        t('Würfel', 'Cube'),
        t('Blättern', 'Page turn'),
        t('Kreis', 'Circle'),
      ]
      let grid = ''
      transitions.forEach((label, slot) => {
        const x = 24 + (slot % 2) * 170
        const y = 64 + Math.floor(slot / 2) * 108
        grid +=
          rect(x, y, 156, 76, slot === 0 ? C.blueLight : '#f3f5fa', {
            rx: 8,
            stroke: slot === 0 ? C.blue : C.line,
            strokeWidth: slot === 0 ? 2 : 1,
          }) +
          rect(x + 18, y + 16, 60, 40, '#9db4f0', { rx: 4 }) +
          rect(x + 60, y + 28, 70, 40, slot === 0 ? C.orange : '#ffb89f', {
            rx: 4,
            opacity: 0.85,
          }) +
          text(x + 78, y + 96, label, {
            size: 13,
            anchor: 'middle',
            ...(slot === 0 ? { weight: 700, fill: C.blue } : {}),
          })
      })
      return {
        document: t('Urlaub am Meer', 'Holiday by the sea'),
        body:
          rect(0, 0, 380, 510, C.white) +
          text(24, 40, t('Übergänge', 'Transitions'), { size: 16, weight: 700 }) +
          grid +
          line(380, 0, 380, 510, C.line) +
          rect(380, 0, 836, 510, '#2b2f38') +
          landscape(`${context.id}pan`, 420, 30, 520, 340, 0) +
          rect(450, 60, 300, 195, 'none', { stroke: C.orange, strokeWidth: 3 }) +
          rect(640, 150, 270, 176, 'none', { stroke: C.white, strokeWidth: 3, opacity: 0.9 }) +
          path(
            'M600,158L700,238',
            'none',
            `stroke="${C.orange}" stroke-width="3" stroke-dasharray="8 6"`,
          ) +
          text(960, 60, t('Kamerafahrt', 'Camera pan'), { size: 15, weight: 700, fill: C.white }) +
          text(960, 92, t('Zoom von 100 % auf 140 %', 'Zoom from 100% to 140%'), {
            size: 13,
            fill: '#cbd2df',
          }) +
          text(960, 116, t('Richtung: nach rechts unten', 'Direction: down right'), {
            size: 13,
            fill: '#cbd2df',
          }) +
          text(960, 140, t('Dauer: 5,0 Sekunden', 'Duration: 5.0 seconds'), {
            size: 13,
            fill: '#cbd2df',
          }) +
          button(960, 170, t('Vorschau', 'Preview'), { primary: true }) +
          text(420, 410, t('Dauer des Übergangs', 'Transition length'), {
            size: 13,
            fill: C.white,
          }) +
          rect(420, 424, 520, 6, '#4b5261', { rx: 3 }) +
          rect(420, 424, 190, 6, C.orange, { rx: 3 }) +
          circle(610, 427, 9, C.white) +
          text(960, 432, t('1,2 Sekunden', '1.2 seconds'), { size: 13, fill: C.white }) +
          strip(510, 3),
      }
    }
    return {
      document: t('Urlaub am Meer', 'Holiday by the sea'),
      body:
        landscape(`${context.id}bg`, 0, 0, 1216, 660, 1) +
        dialog(
          298,
          70,
          620,
          500,
          t('Diashow weitergeben', 'Share slideshow'),
          [
            ['Als Video speichern', 'Save as video', 'MP4 · 1920 × 1080 · 3:15 min', true],
            [
              'Auf DVD brennen',
              'Burn to DVD',
              t('Mit Menü und Kapiteln', 'With menu and chapters'),
              false,
            ],
            ['Für das Smartphone', 'For smartphones', 'MP4 · 1280 × 720', false],
            [
              'Im Netz teilen',
              'Share online',
              t('Link für Familie und Freunde', 'A link for family and friends'),
              false,
            ],
          ]
            .map(([de, en, detail, on], row) => {
              const y = 130 + row * 74
              return (
                rect(322, y, 572, 62, on ? C.blueLight : C.white, {
                  rx: 8,
                  stroke: on ? C.blue : C.line,
                }) +
                circle(
                  350,
                  y + 31,
                  9,
                  C.white,
                  `stroke="${on ? C.blue : '#aeb7c8'}" stroke-width="2"`,
                ) +
                (on ? circle(350, y + 31, 5, C.blue) : '') +
                text(374, y + 27, t(de as string, en as string), { size: 15, weight: 600 }) +
                text(374, y + 47, detail as string, { size: 12, fill: C.muted })
              )
            })
            .join('') +
            text(322, 448, t('Video wird erstellt … 64 %', 'Creating video … 64%'), {
              size: 13,
              weight: 600,
            }) +
            rect(322, 460, 572, 10, '#e3e8f1', { rx: 5 }) +
            rect(322, 460, 366, 10, C.blue, { rx: 5 }),
          button(626, 516, context.ui('cancel'), { width: 130 }) +
            button(768, 516, t('Erstellen', 'Create'), { primary: true, width: 126 }),
        ),
    }
  },
}

function wave(context: SceneContext, x: number, y: number, width: number, height: number): string {
  // Music track: a waveform drawn with bars.
  let d = ''
  const count = Math.floor(width / 5)
  for (let index = 0; index < count; index += 1) {
    const amplitude =
      (0.35 +
        0.6 * Math.abs(Math.sin(index * 0.37 + context.product.id) * Math.cos(index * 0.11))) *
      (height / 2)
    const bx = x + index * 5
    d += `M${bx},${(y + height / 2 - amplitude).toFixed(1)}V${(y + height / 2 + amplitude).toFixed(1)}`
  }
  return `<path d="${d}" stroke="${C.orange}" stroke-width="3" stroke-linecap="round"/>`
}

const FONT_SAMPLES: readonly [string, string, number?, boolean?][] = [
  ['Georgia', "Georgia, 'Times New Roman', serif"],
  ['Arial', 'Arial, Helvetica, sans-serif'],
  ['Courier New', "'Courier New', Courier, monospace"],
  ['Verdana', 'Verdana, Geneva, sans-serif'],
  ['Trebuchet MS', "'Trebuchet MS', Helvetica, sans-serif"],
  ['Palatino', "Palatino, 'Palatino Linotype', 'Book Antiqua', serif", 400, true],
  ['Impact', "Impact, 'Arial Black', sans-serif"],
]

const fontManager: Scene = {
  kind: 'desktop',
  alts: [
    ['Liste der Schriften mit eigenem Mustertext', 'the list of fonts with your own sample text'],
    [
      'Zeichensatz einer Schrift mit Größenvorschau',
      'the character set of a font with a size preview',
    ],
    ['Drei Schriften im direkten Vergleich', 'three fonts compared side by side'],
  ],
  menus: [
    ['Schrift', 'Font'],
    ['Sammlung', 'Collection'],
  ],
  view: (context) => {
    const { t } = context
    const sample = t(
      'Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich',
      'The quick brown fox jumps over the lazy dog',
    )
    const collections = sidebar(
      0,
      0,
      240,
      660,
      [
        { label: t('Alle Schriften', 'All fonts'), detail: '412' },
        { label: t('Aktiviert', 'Active'), detail: '86' },
        { label: t('Favoriten', 'Favourites'), detail: '14', color: C.orange },
        { label: t('Webdesign', 'Web design'), detail: '22' },
        { label: t('Hochzeitskarten', 'Wedding cards'), detail: '9' },
        { label: t('Büro', 'Office'), detail: '31' },
      ],
      byView(context, 0, 2, 3),
      { heading: t('Sammlungen', 'Collections') },
    )
    if (context.index === 1) {
      let list = ''
      FONT_SAMPLES.forEach(([name, family, , italic], row) => {
        const y = 80 + row * 80
        list +=
          (row === 0 ? rect(240, y - 8, 976, 80, C.blueLight) : '') +
          toggle(268, y + 20, row !== 6) +
          text(328, y + 16, name, { size: 12, weight: 600, fill: C.muted }) +
          text(328, y + 50, sample, { size: 26, family, ...(italic ? { italic: true } : {}) }) +
          line(240, y + 72, 1216, y + 72, '#edf0f5')
      })
      return {
        toolbar: [t('Mustertext', 'Sample text'), t('Aktivieren', 'Activate')],
        status: t('412 Schriften · 86 aktiviert', '412 fonts · 86 active'),
        body:
          collections +
          rect(240, 0, 976, 64, C.white) +
          searchBox(264, 16, 340, t('Schriften suchen', 'Search fonts')) +
          text(640, 37, t('Größe', 'Size'), { size: 13, fill: C.muted }) +
          rect(684, 29, 180, 6, '#dfe4ee', { rx: 3 }) +
          rect(684, 29, 80, 6, C.blue, { rx: 3 }) +
          circle(764, 32, 8, C.white, `stroke="${C.blue}" stroke-width="3"`) +
          text(880, 37, '26 pt', { size: 13, fill: C.muted }) +
          line(240, 64, 1216, 64, C.line) +
          list,
      }
    }
    if (context.index === 2) {
      const glyphs = t(
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÄÖÜäöüß0123456789&@',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789&@?!()%$',
      )
      let grid = ''
      ;[...glyphs].slice(0, 64).forEach((char, slot) => {
        const x = 640 + (slot % 11) * 50
        const y = 84 + Math.floor(slot / 11) * 58
        grid +=
          rect(x, y, 46, 54, slot === 13 ? C.blueLight : C.white, {
            rx: 4,
            stroke: slot === 13 ? C.blue : '#e5e9f0',
          }) + text(x + 23, y + 36, char, { size: 24, family: SERIF, anchor: 'middle' })
      })
      const sizes = [12, 18, 24, 32, 40]
      return {
        document: 'Georgia',
        toolbar: [t('Zeichen', 'Characters'), t('Informationen', 'Info')],
        body:
          collections +
          text(272, 170, 'Aa', { size: 150, family: SERIF, weight: 700 }) +
          text(272, 214, 'Georgia Bold', { size: 18, weight: 700 }) +
          text(
            272,
            240,
            t('Serifenschrift · 4 Schnitte · OpenType', 'Serif · 4 styles · OpenType'),
            { size: 13, fill: C.muted },
          ) +
          tabs(
            272,
            260,
            [t('Zeichen', 'Characters'), t('Größen', 'Sizes'), t('Lizenz', 'Licence')],
            1,
          ) +
          sizes
            .map((size, row) => {
              const y = 330 + [0, 34, 74, 122, 180][row]!
              return (
                text(272, y, `${size} pt`, { size: 11, fill: C.faint }) +
                text(320, y, t('Schaufenster', 'Shop window'), { size, family: SERIF })
              )
            })
            .join('') +
          line(620, 40, 620, 620, C.line) +
          text(640, 60, t('Zeichensatz (642 Zeichen)', 'Character set (642 glyphs)'), {
            size: 13,
            weight: 700,
          }) +
          grid,
      }
    }
    const compare = FONT_SAMPLES.slice(0, 3)
    return {
      document: t('Vergleich', 'Comparison'),
      toolbar: [t('Vergleichen', 'Compare'), t('Aktivieren', 'Activate')],
      body:
        collections +
        compare
          .map(([name, family], column) => {
            const x = 264 + column * 316
            return (
              panel(x, 24, 300, 612) +
              text(x + 20, 56, name, { size: 15, weight: 700 }) +
              toggle(x + 240, 40, column !== 2) +
              text(x + 20, 150, 'Ag', { size: 84, family }) +
              text(x + 20, 210, t('Überschrift', 'Headline'), { size: 30, family, weight: 700 }) +
              [0, 1, 2, 3, 4]
                .map((row) =>
                  text(
                    x + 20,
                    262 + row * 26,
                    [
                      t('Zwölf Boxkämpfer jagen', 'The quick brown fox'),
                      t('Viktor quer über den', 'jumps over the lazy'),
                      t('großen Sylter Deich.', 'dog. Pack my box'),
                      t('Fünf Quadrate, sieben', 'with five dozen'),
                      t('Würfel, 1234567890', 'liquor jugs, 1234567890'),
                    ][row]!,
                    { size: 16, family },
                  ),
                )
                .join('') +
              line(x + 20, 400, x + 280, 400, '#edf0f5') +
              text(x + 20, 430, t('Laufweite', 'Tracking'), { size: 12, fill: C.muted }) +
              text(x + 280, 430, ['0', '+5', '−10'][column]!, { size: 12, anchor: 'end' }) +
              text(x + 20, 456, t('x-Höhe', 'x-height'), { size: 12, fill: C.muted }) +
              text(
                x + 280,
                456,
                ['0,48', '0,52', '0,42'][column]!.replace(',', context.locale === 'de' ? ',' : '.'),
                { size: 12, anchor: 'end' },
              ) +
              text(x + 20, 482, t('Schnitte', 'Styles'), { size: 12, fill: C.muted }) +
              text(x + 280, 482, ['4', '8', '4'][column]!, { size: 12, anchor: 'end' }) +
              button(x + 20, 570, t('Zur Sammlung', 'Add to collection'), { width: 260 })
            )
          })
          .join(''),
    }
  },
}

const vectorDraw: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Zeichenfläche mit Pfad, Ankerpunkten und Eigenschaften',
      'the canvas with a path, anchor points and properties',
    ],
    ['Symbol im Raster mit Hilfslinien und Ebenen', 'an icon on the grid with guides and layers'],
    [
      'Export als SVG, PDF und PNG in mehreren Größen',
      'exporting as SVG, PDF and PNG in several sizes',
    ],
  ],
  menus: [
    ['Objekt', 'Object'],
    ['Pfad', 'Path'],
  ],
  view: (context) => {
    const { t } = context
    const tools: GlyphName[] = ['forward', 'pen', 'brush', 'text', 'grid', 'zoom']
    const rulers =
      rect(52, 0, 864, 20, '#f3f5fa') +
      rect(52, 0, 20, 660, '#f3f5fa') +
      Array.from(
        { length: 21 },
        (_, tick) =>
          line(72 + tick * 40, 10, 72 + tick * 40, 20, C.faint) +
          text(75 + tick * 40, 12, String(tick * 50), { size: 8, fill: C.faint }),
      ).join('')
    const inspector = (rows: string) =>
      rect(916, 0, 300, 660, C.white) + line(916, 0, 916, 660, C.line) + rows
    if (context.index === 1) {
      const balloon =
        path(
          'M484,120C560,120 612,176 612,246C612,312 548,360 520,400H448C420,360 356,312 356,246C356,176 408,120 484,120Z',
          C.orange,
        ) +
        path(
          'M484,120C520,150 532,200 532,246C532,312 508,360 500,400H468C460,360 436,312 436,246C436,200 448,150 484,120Z',
          '#ffd0bf',
        ) +
        path('M448,400L460,440H508L520,400', 'none', `stroke="${C.ink}" stroke-width="3"`) +
        rect(456, 440, 56, 40, '#8a5a3b', { rx: 6 }) +
        path(
          'M180,520C260,470 340,560 420,520C500,480 580,560 660,520',
          'none',
          `stroke="${C.blue}" stroke-width="5"`,
        )
      const anchors = [
        [180, 520],
        [420, 520],
        [660, 520],
      ]
      return {
        document: t('Heißluftballon.svg', 'Hot air balloon.svg'),
        toolbar: [t('Vereinen', 'Unite'), t('Ausrichten', 'Align')],
        body:
          toolStrip(tools, 1, 660) +
          rect(72, 20, 844, 640, '#e9ecf2') +
          rect(132, 60, 724, 560, C.white) +
          rulers +
          balloon +
          rect(356, 120, 256, 360, 'none', { stroke: C.blue, strokeWidth: 1 }) +
          [
            [356, 120],
            [612, 120],
            [356, 480],
            [612, 480],
            [484, 120],
            [484, 480],
          ]
            .map(([hx, hy]) =>
              rect(hx! - 5, hy! - 5, 10, 10, C.white, { stroke: C.blue, strokeWidth: 1.5 }),
            )
            .join('') +
          line(340, 470, 500, 570, C.blue, 1.5) +
          circle(340, 470, 5, C.blue) +
          circle(500, 570, 5, C.blue) +
          anchors
            .map(([ax, ay]) =>
              rect(ax! - 6, ay! - 6, 12, 12, ax === 420 ? C.blue : C.white, {
                stroke: C.blue,
                strokeWidth: 2,
              }),
            )
            .join('') +
          inspector(
            text(936, 34, t('Eigenschaften', 'Properties'), { size: 14, weight: 700 }) +
              field(936, 64, 122, 'X', '356 px') +
              field(1074, 64, 122, 'Y', '120 px') +
              field(936, 130, 122, t('Breite', 'Width'), '256 px') +
              field(1074, 130, 122, t('Höhe', 'Height'), '360 px') +
              text(936, 214, t('Füllung', 'Fill'), { size: 12, weight: 600, fill: C.muted }) +
              rect(936, 224, 32, 32, C.orange, { rx: 6 }) +
              text(980, 245, '#FF6A3D', { size: 13 }) +
              text(936, 284, t('Kontur', 'Stroke'), { size: 12, weight: 600, fill: C.muted }) +
              rect(936, 294, 32, 32, C.white, { rx: 6, stroke: C.ink, strokeWidth: 3 }) +
              text(980, 315, t('2 pt, abgerundet', '2 pt, rounded'), { size: 13 }) +
              slider(936, 364, 260, t('Deckkraft', 'Opacity'), 1, percent(context.locale, 100)) +
              slider(936, 414, 260, t('Eckenradius', 'Corner radius'), 0.25, '8 px') +
              line(936, 456, 1196, 456, C.line) +
              text(936, 484, t('Pfad', 'Path'), { size: 14, weight: 700 }) +
              text(936, 510, t('3 Ankerpunkte · offen', '3 anchor points · open'), {
                size: 13,
                fill: C.muted,
              }) +
              button(936, 528, t('Pfad schließen', 'Close path'), { width: 260 }) +
              button(936, 570, t('Punkte glätten', 'Smooth points'), { width: 260 }),
          ),
      }
    }
    if (context.index === 2) {
      let grid = ''
      for (let step = 0; step <= 24; step += 1) {
        grid += line(212 + step * 24, 60, 212 + step * 24, 636, step % 4 ? '#eef1f6' : '#d9dee8')
        grid += line(212, 60 + step * 24, 788, 60 + step * 24, step % 4 ? '#eef1f6' : '#d9dee8')
      }
      return {
        document: t('App-Symbol.svg', 'App icon.svg'),
        toolbar: [t('Raster', 'Grid'), t('Hilfslinien', 'Guides')],
        body:
          toolStrip(tools, 4, 660) +
          rect(72, 20, 844, 640, '#e9ecf2') +
          rulers +
          rect(212, 60, 576, 576, C.white) +
          grid +
          rect(260, 108, 480, 480, C.blue, { rx: 108 }) +
          path('M356,396L500,252L644,396V516H356Z', C.white) +
          rect(470, 432, 60, 84, C.orange, { rx: 6 }) +
          line(500, 30, 500, 650, '#00b3d6', 1.5) +
          line(72, 348, 916, 348, '#00b3d6', 1.5) +
          pill(508, 32, '500 px', { fill: '#00b3d6', color: C.white, size: 11 }) +
          inspector(
            text(936, 34, t('Ebenen', 'Layers'), { size: 14, weight: 700 }) +
              sidebar(
                916,
                44,
                300,
                200,
                [
                  { label: t('Tür', 'Door'), color: C.orange },
                  { label: t('Haus', 'House'), color: '#cfd6e3' },
                  { label: t('Hintergrund', 'Background'), color: C.blue },
                ],
                1,
                { fill: C.white },
              ) +
              line(936, 220, 1196, 220, C.line) +
              text(936, 250, t('Raster und Hilfslinien', 'Grid and guides'), {
                size: 14,
                weight: 700,
              }) +
              field(936, 276, 122, t('Rasterweite', 'Grid size'), '24 px') +
              field(1074, 276, 122, t('Unterteilung', 'Subdivisions'), '4') +
              checkbox(936, 340, true, t('Am Raster ausrichten', 'Snap to grid')) +
              checkbox(936, 372, true, t('An Hilfslinien ausrichten', 'Snap to guides')) +
              checkbox(936, 404, false, t('Pixelvorschau', 'Pixel preview')) +
              text(936, 460, t('Ausrichten', 'Align'), { size: 14, weight: 700 }) +
              (['list', 'grid', 'menu', 'more'] as GlyphName[])
                .map(
                  (name, slot) =>
                    rect(936 + slot * 52, 476, 44, 36, '#f3f5fa', { rx: 6 }) +
                    glyph(958 + slot * 52, 494, name, C.ink),
                )
                .join(''),
          ),
      }
    }
    return {
      document: t('App-Symbol.svg', 'App icon.svg'),
      toolbar: [t('Exportieren', 'Export')],
      body:
        toolStrip(tools, 0, 660) +
        rect(72, 20, 844, 640, '#e9ecf2') +
        rect(212, 60, 576, 576, C.white) +
        rect(260, 108, 480, 480, C.blue, { rx: 108 }) +
        path('M356,396L500,252L644,396V516H356Z', C.white) +
        rect(470, 432, 60, 84, C.orange, { rx: 6 }) +
        inspector('') +
        dialog(
          258,
          60,
          700,
          540,
          t('Für Bildschirme exportieren', 'Export for screens'),
          [
            ['SVG', t('Vektor, verlustfrei', 'Vector, lossless'), '4 KB', true, 80],
            ['PDF', t('Für den Druck', 'For print'), '18 KB', true, 80],
            ['PNG @1x', '512 × 512 px', '21 KB', true, 40],
            ['PNG @2x', '1024 × 1024 px', '58 KB', true, 56],
            ['PNG @3x', '1536 × 1536 px', '104 KB', false, 72],
          ]
            .map(([format, detail, size, on, preview], row) => {
              const y = 106 + row * 68
              return (
                rect(282, y, 652, 60, C.surface, { rx: 8 }) +
                rect(
                  298,
                  y + 32 - (preview as number) / 4,
                  (preview as number) / 2,
                  (preview as number) / 2,
                  C.blue,
                  { rx: (preview as number) / 9 },
                ) +
                checkbox(340, y + 21, on as boolean, '') +
                text(372, y + 26, format as string, { size: 15, weight: 700 }) +
                text(372, y + 46, detail as string, { size: 12, fill: C.muted }) +
                text(910, y + 38, size as string, { size: 13, fill: C.muted, anchor: 'end' })
              )
            })
            .join('') +
            field(
              282,
              468,
              420,
              t('Speicherort', 'Location'),
              t('Schreibtisch/Symbole', 'Desktop/Icons'),
            ),
          button(672, 552, context.ui('cancel'), { width: 130 }) +
            button(814, 552, t('Exportieren', 'Export'), { primary: true, width: 120 }),
        ),
    }
  },
}

const photoCollage: Scene = {
  kind: 'mobile',
  alts: [
    ['Collage aus vier Fotos im Editor', 'a collage of four photos in the editor'],
    ['Auswahl aus über 200 Vorlagen', 'choosing from more than 200 templates'],
    [
      'Grußkarte mit Stickern und Text, bereit zum Drucken',
      'a greeting card with stickers and text, ready to print',
    ],
  ],
  view: (context) => {
    const { t } = context
    const width = PHONE_AREA.width
    const header = (title: string, action?: string) =>
      rect(0, 0, width, 52, C.white) +
      glyph(24, 26, 'back', C.ink) +
      text(width / 2, 32, title, { size: 17, weight: 700, anchor: 'middle' }) +
      (action
        ? text(width - 18, 32, action, { size: 15, weight: 700, fill: C.blue, anchor: 'end' })
        : '')
    const bottomBar = (labels: readonly [GlyphName, string][], active: number) =>
      rect(0, 560, width, 80, C.white) +
      line(0, 560, width, 560, C.line) +
      labels
        .map(([icon, label], slot) => {
          const x = 41 + slot * 81
          return (
            glyph(x, 588, icon, slot === active ? C.blue : C.muted) +
            text(x, 618, label, {
              size: 11,
              anchor: 'middle',
              fill: slot === active ? C.blue : C.muted,
              ...(slot === active ? { weight: 700 } : {}),
            })
          )
        })
        .join('')
    if (context.index === 1) {
      return (
        header(t('Collage', 'Collage'), context.ui('save')) +
        rect(0, 52, width, 508, '#eef1f6') +
        rect(18, 80, 290, 420, C.white, { rx: 4 }) +
        landscape(`${context.id}a`, 28, 90, 174, 196, 0) +
        landscape(`${context.id}b`, 210, 90, 88, 196, 1) +
        landscape(`${context.id}c`, 28, 294, 88, 196, 3) +
        landscape(`${context.id}d`, 124, 294, 174, 196, 2) +
        rect(28, 90, 174, 196, 'none', { stroke: C.blue, strokeWidth: 3 }) +
        circle(202, 188, 8, C.white, `stroke="${C.blue}" stroke-width="3"`) +
        text(width / 2, 530, t('Ziehen, um die Größe zu ändern', 'Drag to resize'), {
          size: 13,
          fill: C.muted,
          anchor: 'middle',
        }) +
        bottomBar(
          [
            ['grid', t('Vorlagen', 'Layouts')],
            ['star', t('Sticker', 'Stickers')],
            ['text', t('Text', 'Text')],
            ['brush', t('Rahmen', 'Frames')],
          ],
          0,
        )
      )
    }
    if (context.index === 2) {
      const chips = [
        t('Alle', 'All'),
        t('Geburtstag', 'Birthday'),
        t('Hochzeit', 'Wedding'),
        t('Reise', 'Travel'),
      ]
      let chipX = 16
      let markup = header(t('Vorlagen', 'Templates'), context.ui('search'))
      chips.forEach((chip, slot) => {
        markup += pill(chipX, 64, chip, {
          fill: slot === 1 ? C.blue : '#eef1f6',
          color: slot === 1 ? C.white : C.ink,
          size: 13,
        })
        chipX += chip.length * 7.4 + 28
      })
      const layouts = [
        [[0, 0, 1, 1]],
        [
          [0, 0, 1, 0.5],
          [0, 0.5, 0.5, 0.5],
          [0.5, 0.5, 0.5, 0.5],
        ],
        [
          [0, 0, 0.5, 1],
          [0.5, 0, 0.5, 0.5],
          [0.5, 0.5, 0.5, 0.5],
        ],
        [
          [0, 0, 0.5, 0.5],
          [0.5, 0, 0.5, 0.5],
          [0, 0.5, 0.5, 0.5],
          [0.5, 0.5, 0.5, 0.5],
        ],
        [
          [0, 0, 1, 0.33],
          [0, 0.33, 1, 0.34],
          [0, 0.67, 1, 0.33],
        ],
        [[0.1, 0.1, 0.8, 0.6]],
      ]
      const colors = ['#f9c6b6', '#bcd0f7', '#ffe1a6', '#d9c9f5', '#c7e8f0', '#f7c8dc']
      layouts.forEach((cells, slot) => {
        const x = 16 + (slot % 2) * 152
        const y = 108 + Math.floor(slot / 2) * 150
        markup += rect(x, y, 142, 138, C.white, {
          rx: 10,
          stroke: slot === 3 ? C.blue : C.line,
          strokeWidth: slot === 3 ? 3 : 1,
        })
        cells.forEach(([cx, cy, cw, ch], cell) => {
          markup += rect(
            x + 8 + cx! * 126,
            y + 8 + cy! * 100,
            cw! * 126 - 4,
            ch! * 100 - 4,
            colors[(slot + cell) % colors.length]!,
            { rx: 4 },
          )
        })
        markup += text(
          x + 10,
          y + 128,
          `${cells.length} ${cells.length === 1 ? t('Foto', 'photo') : t('Fotos', 'photos')}`,
          { size: 11, fill: C.muted },
        )
      })
      return (
        markup +
        button(16, 574, t('Vorlage verwenden', 'Use template'), {
          primary: true,
          width: 294,
          height: 44,
          size: 15,
        })
      )
    }
    return (
      header(t('Grußkarte', 'Greeting card'), t('Teilen', 'Share')) +
      rect(0, 52, width, 508, '#eef1f6') +
      rect(28, 76, 270, 400, '#fff7ef', { rx: 6 }) +
      landscape(`${context.id}card`, 44, 92, 238, 190, 1, { rx: 4 }) +
      text(163, 334, t('Alles Gute!', 'Happy birthday!'), {
        size: 30,
        weight: 800,
        fill: '#c2185b',
        anchor: 'middle',
        family: SERIF,
        italic: true,
      }) +
      text(163, 366, t('Für Oma Ilse zum 80.', 'For Grandma Ilse at 80'), {
        size: 15,
        fill: C.ink,
        anchor: 'middle',
      }) +
      path(
        'M250,96L258,116L280,118L263,132L268,154L250,142L232,154L237,132L220,118L242,116Z',
        '#ffc247',
      ) +
      circle(62, 434, 18, C.orange) +
      circle(98, 444, 12, '#9db4f0') +
      circle(254, 430, 14, '#f48fb1') +
      rect(44, 300, 238, 80, 'none', { stroke: C.blue, strokeWidth: 2, rx: 4 }) +
      text(163, 506, t('Druckqualität: 300 dpi · A6', 'Print quality: 300 dpi · A6'), {
        size: 13,
        fill: C.muted,
        anchor: 'middle',
      }) +
      button(16, 574, context.ui('print'), { width: 140, height: 44, size: 15 }) +
      button(170, 574, t('Bestellen', 'Order prints'), {
        primary: true,
        width: 140,
        height: 44,
        size: 15,
      })
    )
  },
}

export const GRAPHICS_SCENES: Record<string, Scene> = {
  'photo-studio-pro': photoStudio,
  'slideshow-wizard': slideshowWizard,
  'font-manager': fontManager,
  'vector-draw': vectorDraw,
  'photo-collage': photoCollage,
}
