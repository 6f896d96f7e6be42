import { appBar, largeTitle, listRow, sectionLabel, tabBar, PHONE_WIDTH } from '../mobile'
import { landscape, portrait, thumbnail, waveform, type LandscapeVariant } from '../pictures'
import type { Scene } from '../scene'
import {
  C,
  circle,
  formatNumber,
  line,
  MONO,
  paragraph,
  path,
  rect,
  round,
  SERIF,
  series,
  text,
  wrap,
} from '../svg'
import {
  button,
  checkbox,
  dialog,
  field,
  glyph,
  glyphButton,
  panel,
  pill,
  progress,
  segmented,
  slider,
  table,
  toggle,
  type GlyphName,
} from '../widgets'

// Music production, video editing, audiobook and screen recording, podcasts, tuner.

function transport(x: number, y: number, dark = true): string {
  const color = dark ? '#e5e7eb' : C.ink
  return (['skipBack', 'stop', 'play', 'record'] as GlyphName[])
    .map((name, slot) =>
      name === 'record'
        ? circle(x + slot * 40 + 16, y + 16, 7, C.orange)
        : glyph(x + slot * 40 + 16, y + 16, name, slot === 2 ? C.orange : color),
    )
    .join('')
}

function knob(
  cx: number,
  cy: number,
  r: number,
  value: number,
  label: string,
  dark = true,
): string {
  const angle = -225 + value * 270
  const rad = (angle * Math.PI) / 180
  return (
    circle(
      cx,
      cy,
      r,
      dark ? '#2a2f3a' : '#eef1f6',
      `stroke="${dark ? '#454c5a' : '#cfd6e3'}" stroke-width="2"`,
    ) +
    path(
      `M${round(cx + (r + 5) * Math.cos((-225 * Math.PI) / 180))},${round(cy + (r + 5) * Math.sin((-225 * Math.PI) / 180))}A${r + 5},${r + 5} 0 ${value > 0.66 ? 1 : 0} 1 ${round(cx + (r + 5) * Math.cos(rad))},${round(cy + (r + 5) * Math.sin(rad))}`,
      'none',
      `stroke="${C.orange}" stroke-width="3" stroke-linecap="round"`,
    ) +
    line(
      cx,
      cy,
      cx + (r - 4) * Math.cos(rad),
      cy + (r - 4) * Math.sin(rad),
      dark ? C.white : C.ink,
      3,
      'stroke-linecap="round"',
    ) +
    text(cx, cy + r + 20, label, { size: 11, fill: dark ? '#aab2c0' : C.muted, anchor: 'middle' })
  )
}

const TRACK_COLORS = ['#ff6a3d', '#f59e0b', '#3b82f6', '#8b5cf6', '#ec4899', '#06b6d4']

const musicWorkshop: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Arrangement mit sechs Spuren, Loops und Abspielposition',
      'the arrangement with six tracks, loops and the playhead',
    ],
    [
      'Virtuelles Klavier mit Notenraster und Klangreglern',
      'a virtual piano with the piano roll and sound controls',
    ],
    ['Mischpult mit Reglern und Pegelanzeigen', 'the mixing desk with faders and level meters'],
  ],
  menus: [
    ['Spur', 'Track'],
    ['Aufnahme', 'Record'],
  ],
  view: (context) => {
    const { t } = context
    const tracks = [
      t('Schlagzeug', 'Drums'),
      t('Bass', 'Bass'),
      t('Klavier', 'Piano'),
      t('Gitarre', 'Guitar'),
      t('Gesang', 'Vocals'),
      t('Streicher', 'Strings'),
    ]
    const top =
      rect(0, 0, 1216, 56, '#1f232b') +
      transport(20, 12) +
      rect(200, 12, 170, 32, '#11141a', { rx: 6 }) +
      text(285, 34, '00:42,180'.replace(',', context.locale === 'de' ? ',' : '.'), {
        size: 16,
        weight: 700,
        fill: '#7dd3fc',
        anchor: 'middle',
        family: MONO,
      }) +
      text(396, 34, '120 BPM', { size: 14, weight: 700, fill: '#e5e7eb' }) +
      text(490, 34, '4/4', { size: 14, fill: '#aab2c0' }) +
      text(540, 34, t('C-Dur', 'C major'), { size: 14, fill: '#aab2c0' })
    if (context.index === 1) {
      let arrangement = rect(0, 56, 1216, 604, '#262a33')
      for (let bar = 0; bar < 17; bar += 1) {
        const x = 220 + bar * 46
        arrangement +=
          line(x, 84, x, 660, bar % 4 ? '#2f343e' : '#3a404c') +
          text(x + 4, 76, String(bar + 1), { size: 11, fill: '#8b93a3' })
      }
      tracks.forEach((name, row) => {
        const y = 90 + row * 88
        const color = TRACK_COLORS[row]!
        arrangement +=
          rect(0, y, 216, 84, '#2e333d') +
          rect(0, y, 5, 84, color) +
          text(16, y + 28, name, { size: 14, weight: 700, fill: '#f3f4f6' }) +
          rect(16, y + 44, 26, 22, row === 4 ? C.orange : '#3a404c', { rx: 4 }) +
          text(29, y + 60, 'M', { size: 12, weight: 700, fill: '#e5e7eb', anchor: 'middle' }) +
          rect(48, y + 44, 26, 22, '#3a404c', { rx: 4 }) +
          text(61, y + 60, 'S', { size: 12, weight: 700, fill: '#e5e7eb', anchor: 'middle' }) +
          rect(90, y + 53, 110, 4, '#3a404c', { rx: 2 }) +
          rect(90, y + 53, 60 + row * 7, 4, color, { rx: 2 })
        const regions = [
          [0, 8],
          [8, 8],
        ].filter((_, index) => row !== 4 || index === 1)
        for (const [start, length] of regions) {
          const rx = 222 + start! * 46 + (row === 5 ? 92 : 0)
          const width = length! * 46 - 4 - (row === 5 ? 92 : 0)
          arrangement +=
            rect(rx, y + 4, width, 76, color, { rx: 6, opacity: 0.3 }) +
            rect(rx, y + 4, width, 18, color, { rx: 6, opacity: 0.9 }) +
            text(rx + 8, y + 17, `${name} ${start ? 2 : 1}`, {
              size: 11,
              weight: 700,
              fill: '#111827',
            })
          if (row === 2 || row === 5) {
            const notes = series(row * 10 + start!, 14, 0, 1)
            notes.forEach(
              (value, note) =>
                (arrangement += rect(
                  rx + 8 + note * (width / 14),
                  y + 30 + value * 40,
                  width / 18,
                  5,
                  color,
                )),
            )
          } else {
            arrangement += waveform(rx + 6, y + 26, width - 12, 50, row + start!, color, {
              bar: 2,
              gap: 2,
            })
          }
        }
      })
      arrangement += line(560, 62, 560, 660, C.orange, 2) + path('M553,62H567L560,72Z', C.orange)
      return {
        document: t('Sommerhit', 'Summer hit'),
        toolbar: [t('Loops', 'Loops'), t('Mischpult', 'Mixer')],
        body:
          top +
          arrangement +
          rect(1006, 56, 210, 604, '#1f232b') +
          text(1020, 84, t('Loop-Bibliothek', 'Loop library'), {
            size: 13,
            weight: 700,
            fill: '#f3f4f6',
          }) +
          [
            'Funk Drums 01',
            'Deep Bass 04',
            'Piano Chords 12',
            'Indie Guitar 07',
            'Pop Strings 02',
            'Lo-Fi Beat 09',
            'Synth Pad 03',
            'Shaker 02',
          ]
            .map((loop, row) => {
              const y = 100 + row * 56
              return (
                rect(1014, y, 194, 48, row === 2 ? '#33405f' : '#2a2f3a', { rx: 6 }) +
                rect(1022, y + 12, 24, 24, TRACK_COLORS[row % 6]!, { rx: 5 }) +
                glyph(1034, y + 24, 'play', '#111827') +
                text(1054, y + 22, loop, { size: 12, weight: 600, fill: '#f3f4f6' }) +
                text(
                  1054,
                  y + 38,
                  `${4 + (row % 3) * 4} ${t('Takte', 'bars')} · ${[120, 90, 100][row % 3]} BPM`,
                  { size: 11, fill: '#8b93a3' },
                )
              )
            })
            .join(''),
      }
    }
    if (context.index === 2) {
      let roll = rect(0, 56, 1216, 330, '#262a33')
      const noteNames = ['C5', 'H4', 'A4', 'G4', 'F4', 'E4', 'D4', 'C4']
      noteNames.forEach((name, row) => {
        const y = 70 + row * 38
        roll +=
          rect(0, y, 60, 36, row % 7 === 1 ? '#d1d5db' : '#f3f4f6') +
          text(30, y + 23, context.locale === 'en' ? name.replace('H', 'B') : name, {
            size: 11,
            fill: C.ink,
            anchor: 'middle',
          }) +
          line(60, y + 37, 1216, y + 37, '#313640')
      })
      for (let beat = 0; beat <= 24; beat += 1)
        roll += line(60 + beat * 48, 70, 60 + beat * 48, 374, beat % 4 ? '#2f343e' : '#444b58')
      const melody = [7, 5, 3, 4, 5, 5, 5, 6, 4, 4, 2, 0, 2, 3, 5, 7]
      melody.forEach(
        (pitch, step) =>
          (roll +=
            rect(62 + step * 72, 72 + pitch * 38, 66, 32, '#3b82f6', { rx: 4 }) +
            rect(62 + step * 72, 72 + pitch * 38, 6, 32, '#93c5fd', { rx: 3 })),
      )
      roll += line(420, 62, 420, 386, C.orange, 2)
      let keys = rect(0, 386, 1216, 274, '#1f232b')
      const white = 28
      const whiteWidth = 1216 / white
      for (let key = 0; key < white; key += 1) {
        const pressed = key === 9 || key === 11 || key === 13
        keys += rect(
          key * whiteWidth + 1,
          500,
          whiteWidth - 2,
          160,
          pressed ? '#93c5fd' : '#fafafa',
          { rx: 4 },
        )
        if (key % 7 === 0)
          keys += text(key * whiteWidth + whiteWidth / 2, 648, `C${2 + key / 7}`, {
            size: 10,
            fill: C.muted,
            anchor: 'middle',
          })
      }
      for (let key = 0; key < white - 1; key += 1) {
        if ([2, 6].includes(key % 7)) continue
        keys += rect((key + 1) * whiteWidth - 13, 500, 26, 100, '#111318', { rx: 3 })
      }
      keys +=
        text(20, 420, t('Konzertflügel', 'Concert grand'), {
          size: 18,
          weight: 700,
          fill: '#f3f4f6',
        }) +
        text(
          20,
          444,
          t(
            'Virtuelles Instrument · 88 Tasten · Anschlagdynamik',
            'Virtual instrument · 88 keys · velocity sensitive',
          ),
          { size: 12, fill: '#8b93a3' },
        ) +
        knob(560, 440, 20, 0.6, t('Hall', 'Reverb')) +
        knob(640, 440, 20, 0.35, t('Helligkeit', 'Brightness')) +
        knob(720, 440, 20, 0.2, t('Anschlag', 'Attack')) +
        knob(800, 440, 20, 0.75, t('Ausklang', 'Release')) +
        knob(880, 440, 20, 0.5, t('Lautstärke', 'Volume')) +
        segmented(960, 424, [t('Klassik', 'Classic'), t('Pop', 'Pop'), t('Jazz', 'Jazz')], 0)
      return {
        document: t('Sommerhit – Klavier', 'Summer hit – Piano'),
        toolbar: [t('Loops', 'Loops'), t('Mischpult', 'Mixer')],
        body: top + roll + keys,
      }
    }
    let mixer = rect(0, 56, 1216, 604, '#262a33')
    const channels = [...tracks, t('Hall', 'Reverb'), t('Summe', 'Master')]
    channels.forEach((name, slot) => {
      const x = 16 + slot * 148
      const master = slot === channels.length - 1
      const level = [0.72, 0.6, 0.55, 0.64, 0.8, 0.48, 0.35, 0.78][slot]!
      const fader = [0.7, 0.62, 0.58, 0.55, 0.74, 0.5, 0.45, 0.8][slot]!
      mixer +=
        rect(x, 70, 136, 576, master ? '#2f3747' : '#2e333d', { rx: 8 }) +
        rect(x, 70, 136, 6, master ? C.blue : TRACK_COLORS[slot % 6]!, { rx: 3 }) +
        text(x + 68, 104, name, { size: 13, weight: 700, fill: '#f3f4f6', anchor: 'middle' }) +
        knob(x + 40, 150, 16, 0.5 + ((slot % 3) - 1) * 0.2, 'Pan') +
        knob(x + 96, 150, 16, 0.3 + (slot % 4) * 0.12, t('Hall', 'Rev')) +
        ['EQ', t('Kompressor', 'Comp'), t('Echo', 'Delay')]
          .map(
            (insert, row) =>
              rect(x + 12, 206 + row * 28, 112, 22, row === 2 && slot % 2 ? '#3a404c' : '#33405f', {
                rx: 4,
              }) + text(x + 20, 221 + row * 28, insert, { size: 11, fill: '#cbd5e1' }),
          )
          .join('') +
        rect(x + 30, 310, 10, 300, '#1b1f26', { rx: 3 }) +
        rect(x + 30, 310 + 300 * (1 - level), 10, 300 * level, '#3b82f6', { rx: 3 }) +
        rect(x + 30, 310 + 300 * (1 - level), 10, 18, C.orange, { rx: 3 }) +
        rect(x + 44, 310, 10, 300, '#1b1f26', { rx: 3 }) +
        rect(x + 44, 310 + 300 * (1 - level * 0.94), 10, 300 * level * 0.94, '#3b82f6', { rx: 3 }) +
        rect(x + 92, 310, 6, 300, '#1b1f26', { rx: 3 }) +
        rect(x + 76, 310 + 300 * (1 - fader) - 12, 38, 24, '#d1d5db', { rx: 4 }) +
        line(x + 80, 310 + 300 * (1 - fader), x + 110, 310 + 300 * (1 - fader), '#374151', 2) +
        text(x + 68, 632, `${formatNumber(context.locale, (fader - 0.75) * 24, 1)} dB`, {
          size: 11,
          fill: '#aab2c0',
          anchor: 'middle',
        })
    })
    return {
      document: t('Sommerhit – Mischpult', 'Summer hit – Mixer'),
      toolbar: [t('Loops', 'Loops'), t('Mischpult', 'Mixer')],
      body: top + mixer,
    }
  },
}

function filmStrip(
  x: number,
  y: number,
  width: number,
  height: number,
  variant: LandscapeVariant,
): string {
  const frames = Math.max(1, Math.floor(width / (height * 1.5)))
  let markup = rect(x, y, width, height, '#3b82f6', { rx: 4 })
  for (let frame = 0; frame < frames; frame += 1) {
    markup += thumbnail(
      x + 2 + frame * (height * 1.5),
      y + 2,
      height * 1.5 - 2,
      height - 4,
      variant,
    )
  }
  return markup + rect(x, y, width, height, 'none', { rx: 4, stroke: '#93c5fd', strokeWidth: 2 })
}

const videoCutStudio: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Zeitleiste mit Clips, Titel, Übergängen und Musik',
      'the timeline with clips, a title, transitions and music',
    ],
    ['Film-Assistent mit Stilvorlagen', 'the film assistant with style templates'],
    ['Export eines fertigen Films in 4K', 'exporting a finished film in 4K'],
  ],
  menus: [
    ['Clip', 'Clip'],
    ['Effekte', 'Effects'],
  ],
  view: (context) => {
    const { t } = context
    const mediaBin = (x: number, y: number) =>
      [0, 1, 2, 3, 0, 2]
        .map((variant, slot) => {
          const mx = x + (slot % 2) * 124
          const my = y + Math.floor(slot / 2) * 104
          return (
            landscape(`${context.id}m${slot}`, mx, my, 112, 70, variant as LandscapeVariant, {
              rx: 4,
            }) +
            text(mx, my + 88, `${t('Clip', 'Clip')} ${slot + 1} · 0:${12 + slot * 7}`, {
              size: 11,
              fill: '#aab2c0',
            })
          )
        })
        .join('')
    if (context.index === 1) {
      const ruler = Array.from(
        { length: 13 },
        (_, tick) =>
          line(120 + tick * 90, 396, 120 + tick * 90, 408, '#6b7280') +
          text(124 + tick * 90, 406, `0:${String(tick * 5).padStart(2, '0')}`, {
            size: 10,
            fill: '#8b93a3',
          }),
      ).join('')
      return {
        document: t('Urlaub Ostsee', 'Baltic Sea holiday'),
        status: t('4K · 25 Bilder/s · Projektlänge 01:02', '4K · 25 fps · project length 01:02'),
        body:
          rect(0, 0, 1216, 632, '#1f232b') +
          text(16, 28, t('Medien', 'Media'), { size: 13, weight: 700, fill: '#f3f4f6' }) +
          mediaBin(16, 44) +
          rect(280, 12, 640, 370, '#111318', { rx: 6 }) +
          landscape(`${context.id}mon`, 320, 22, 560, 315, 1) +
          text(600, 300, t('Sommer an der Ostsee', 'Summer by the sea'), {
            size: 30,
            weight: 800,
            fill: C.white,
            anchor: 'middle',
            family: SERIF,
          }) +
          glyph(560, 360, 'skipBack', '#e5e7eb') +
          circle(600, 360, 14, C.orange) +
          glyph(601, 360, 'play', C.white) +
          glyph(640, 360, 'skipForward', '#e5e7eb') +
          text(900, 366, '00:18 / 01:02', {
            size: 12,
            fill: '#aab2c0',
            anchor: 'end',
            family: MONO,
          }) +
          rect(936, 12, 268, 370, '#262a33', { rx: 6 }) +
          text(952, 40, t('Titel', 'Title'), { size: 13, weight: 700, fill: '#f3f4f6' }) +
          rect(952, 54, 236, 32, '#1b1f26', { rx: 4 }) +
          text(962, 75, t('Sommer an der Ostsee', 'Summer by the sea'), {
            size: 12,
            fill: '#f3f4f6',
          }) +
          text(952, 116, t('Stil', 'Style'), { size: 12, fill: '#aab2c0' }) +
          ['Serif', 'Modern', 'Retro']
            .map(
              (style, slot) =>
                rect(952 + slot * 80, 126, 72, 44, slot === 0 ? '#33405f' : '#1b1f26', {
                  rx: 4,
                  stroke: slot === 0 ? '#3b82f6' : '#3a404c',
                }) +
                text(988 + slot * 80, 153, style, {
                  size: 12,
                  fill: '#f3f4f6',
                  anchor: 'middle',
                  ...(slot === 0 ? { family: SERIF } : {}),
                }),
            )
            .join('') +
          text(952, 206, t('Einblenden', 'Fade in'), { size: 12, fill: '#aab2c0' }) +
          rect(952, 216, 236, 4, '#3a404c', { rx: 2 }) +
          rect(952, 216, 90, 4, C.orange, { rx: 2 }) +
          circle(1042, 218, 7, C.white) +
          text(952, 252, t('Stabilisierung', 'Stabilisation'), { size: 12, fill: '#aab2c0' }) +
          toggle(1148, 238, true) +
          rect(0, 388, 1216, 244, '#262a33') +
          ruler +
          text(16, 444, t('Video', 'Video'), { size: 12, weight: 700, fill: '#cbd5e1' }) +
          filmStrip(120, 418, 300, 50, 0) +
          filmStrip(428, 418, 240, 50, 1) +
          filmStrip(676, 418, 330, 50, 2) +
          path('M414,430L434,443L414,456Z', '#fbbf24') +
          path('M662,430L682,443L662,456Z', '#fbbf24') +
          text(16, 500, t('Titel', 'Titles'), { size: 12, weight: 700, fill: '#cbd5e1' }) +
          rect(300, 480, 260, 30, '#8b5cf6', { rx: 4 }) +
          text(310, 500, t('Sommer an der Ostsee', 'Summer by the sea'), {
            size: 12,
            weight: 600,
            fill: C.white,
          }) +
          text(16, 552, t('Musik', 'Music'), { size: 12, weight: 700, fill: '#cbd5e1' }) +
          rect(120, 524, 1000, 46, '#7c2d12', { rx: 4 }) +
          waveform(126, 528, 988, 38, 3, C.orange, { bar: 2, gap: 2 }) +
          text(16, 604, t('Ton', 'Audio'), { size: 12, weight: 700, fill: '#cbd5e1' }) +
          rect(120, 584, 560, 32, '#164e63', { rx: 4 }) +
          waveform(124, 588, 552, 24, 8, '#22d3ee', { bar: 2, gap: 2 }) +
          line(480, 392, 480, 632, C.orange, 2) +
          path('M473,390H487L480,400Z', C.orange),
      }
    }
    if (context.index === 2) {
      const styles: [string, string, LandscapeVariant][] = [
        ['Urlaub', 'Holiday', 1],
        ['Familie', 'Family', 0],
        ['Winter', 'Winter', 2],
        ['Stadt bei Nacht', 'City at night', 3],
      ]
      return {
        document: t('Film-Assistent', 'Film assistant'),
        body:
          rect(0, 0, 1216, 660, '#f7f8fb') +
          text(48, 60, t('Film-Assistent', 'Film assistant'), { size: 28, weight: 800 }) +
          text(
            48,
            92,
            t(
              'In drei Schritten zum fertigen Film – Clips, Stil, Musik.',
              'A finished film in three steps – clips, style, music.',
            ),
            { size: 15, fill: C.muted },
          ) +
          [
            t('Clips wählen', 'Choose clips'),
            t('Stil wählen', 'Choose style'),
            t('Musik wählen', 'Choose music'),
          ]
            .map((step, slot) => {
              const x = 48 + slot * 260
              const done = slot === 0
              const active = slot === 1
              return (
                circle(x + 14, 132, 14, done ? C.success : active ? C.blue : '#dfe4ee') +
                text(x + 14, 137, done ? '✓' : String(slot + 1), {
                  size: 13,
                  weight: 700,
                  fill: done || active ? C.white : C.muted,
                  anchor: 'middle',
                }) +
                text(x + 38, 137, step, {
                  size: 14,
                  weight: active ? 700 : 400,
                  fill: active ? C.ink : C.muted,
                }) +
                (slot < 2 ? line(x + 180, 132, x + 244, 132, '#cfd6e3', 2) : '')
              )
            })
            .join('') +
          styles
            .map(([de, en, variant], slot) => {
              const x = 48 + slot * 284
              const selected = slot === 0
              return (
                panel(x, 172, 268, 300, { rx: 12, stroke: selected ? C.blue : C.line }) +
                (selected
                  ? rect(x, 172, 268, 300, 'none', { rx: 12, stroke: C.blue, strokeWidth: 3 })
                  : '') +
                landscape(`${context.id}st${slot}`, x + 12, 184, 244, 160, variant, { rx: 8 }) +
                text(x + 20, 378, t(de, en), { size: 17, weight: 700 }) +
                text(
                  x + 20,
                  404,
                  [
                    t('Sanfte Übergänge, warme Farben', 'Soft transitions, warm colours'),
                    t('Ruhige Schnitte, Namen im Bild', 'Calm cuts, names on screen'),
                    t('Kühle Farben, langsame Zooms', 'Cool colours, slow zooms'),
                    t('Schnelle Schnitte, Neonschrift', 'Quick cuts, neon titles'),
                  ][slot]!,
                  { size: 13, fill: C.muted },
                ) +
                (selected ? pill(x + 20, 424, t('Ausgewählt', 'Selected'), {}) : '')
              )
            })
            .join('') +
          text(
            48,
            530,
            t(
              '24 Clips · 6:40 min Material → Film mit etwa 2:30 min',
              '24 clips · 6:40 min of footage → a film of about 2:30 min',
            ),
            { size: 14, fill: C.muted },
          ) +
          button(900, 560, context.ui('back'), { width: 130, height: 40 }) +
          button(1042, 560, context.ui('next'), { primary: true, width: 130, height: 40 }),
      }
    }
    return {
      document: t('Urlaub Ostsee', 'Baltic Sea holiday'),
      body:
        rect(0, 0, 1216, 660, '#1f232b') +
        landscape(`${context.id}bg`, 280, 12, 640, 360, 1) +
        dialog(
          318,
          70,
          580,
          500,
          t('Film exportieren', 'Export film'),
          field(
            342,
            130,
            532,
            t('Dateiname', 'File name'),
            t('Urlaub Ostsee 2025.mp4', 'Baltic Sea holiday 2025.mp4'),
          ) +
            text(342, 210, t('Auflösung', 'Resolution'), { size: 12, weight: 600, fill: C.muted }) +
            segmented(342, 220, ['720p', '1080p', '4K UHD'], 2) +
            text(342, 286, t('Format', 'Format'), { size: 12, weight: 600, fill: C.muted }) +
            segmented(342, 296, ['MP4 (H.264)', 'MP4 (H.265)', 'MOV'], 0) +
            slider(342, 366, 532, t('Qualität', 'Quality'), 0.8, t('Hoch', 'High')) +
            text(
              342,
              432,
              t(
                'Geschätzte Größe: 1,9 GB · Dauer: 2:34 min',
                'Estimated size: 1.9 GB · length: 2:34 min',
              ),
              { size: 13, fill: C.muted },
            ) +
            text(342, 466, t('Wird exportiert … 38 %', 'Exporting … 38%'), {
              size: 13,
              weight: 600,
            }) +
            progress(342, 476, 532, 0.38, C.blue, 10),
          button(624, 518, context.ui('cancel'), { width: 120 }) +
            button(756, 518, t('Exportieren', 'Export'), { primary: true, width: 118 }),
        ),
    }
  },
}

const audiobookRecorder: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Aufnahme mit Wellenform, Kapitelmarken und Lesetext',
      'a recording with waveform, chapter marks and the script',
    ],
    [
      'Rauschfilter mit Wellenform vorher und nachher',
      'the noise filter with the waveform before and after',
    ],
    [
      'Kapitelliste und Cover für den Export als Hörbuch',
      'the chapter list and cover for the audiobook export',
    ],
  ],
  menus: [
    ['Aufnahme', 'Record'],
    ['Kapitel', 'Chapter'],
  ],
  view: (context) => {
    const { t } = context
    if (context.index === 1) {
      const sentences = [
        t('Kapitel 3 – Der Leuchtturm', 'Chapter 3 – The lighthouse'),
        t(
          'Als Mara die Tür zum Leuchtturm öffnete, schlug ihr kalter Wind entgegen.',
          'When Mara opened the door of the lighthouse, a cold wind hit her face.',
        ),
        t(
          'Die Treppe wand sich nach oben, Stufe um Stufe, bis das Licht sie blendete.',
          'The stairs wound upwards, step by step, until the light dazzled her.',
        ),
        t(
          'Oben wartete der alte Wärter, als hätte er sie erwartet.',
          'At the top the old keeper was waiting, as if he had expected her.',
        ),
      ]
      return {
        document: t('Der Leuchtturm – Kapitel 3', 'The lighthouse – chapter 3'),
        status: t('44,1 kHz · Mono · Aufnahme läuft 12:48', '44.1 kHz · mono · recording 12:48'),
        body:
          rect(0, 0, 1216, 632, '#f7f8fb') +
          panel(24, 24, 760, 360, { rx: 12 }) +
          [t('Kapitel 1', 'Chapter 1'), t('Kapitel 2', 'Chapter 2'), t('Kapitel 3', 'Chapter 3')]
            .map((chapter, slot) => {
              const x = 48 + slot * 250
              return (
                line(x, 60, x, 330, C.orange, 2) +
                path(
                  `M${x},52h${textWidthSmall(chapter)}v18h-${textWidthSmall(chapter)}z`,
                  C.orange,
                ) +
                text(x + 6, 65, chapter, { size: 11, weight: 700, fill: C.white })
              )
            })
            .join('') +
          waveform(48, 80, 720, 240, 5, C.blue, { bar: 3, gap: 2 }) +
          rect(560, 80, 208, 240, C.orange, { opacity: 0.08 }) +
          line(698, 52, 698, 330, C.orange, 2) +
          text(48, 360, '0:00', { size: 11, fill: C.muted }) +
          text(768, 360, '12:48', { size: 11, fill: C.muted, anchor: 'end' }) +
          panel(24, 404, 760, 204, { rx: 12 }) +
          circle(110, 506, 46, C.orange) +
          rect(96, 492, 28, 28, C.white, { rx: 5 }) +
          text(180, 478, t('Aufnahme läuft', 'Recording'), { size: 20, weight: 700 }) +
          text(180, 508, '00:12:48', { size: 28, weight: 700, family: MONO }) +
          text(180, 540, t('Pegel', 'Level'), { size: 12, fill: C.muted }) +
          rect(230, 530, 500, 12, '#e3e8f1', { rx: 6 }) +
          rect(230, 530, 330, 12, C.blue, { rx: 6 }) +
          rect(560, 530, 40, 12, C.orange, { rx: 6 }) +
          text(230, 572, t('−12 dB · gut ausgesteuert', '−12 dB · good level'), {
            size: 12,
            fill: C.success,
          }) +
          panel(808, 24, 384, 584, { rx: 12 }) +
          text(832, 60, t('Lesetext', 'Script'), { size: 15, weight: 700 }) +
          text(832, 100, sentences[0]!, { size: 17, weight: 700, family: SERIF }) +
          script(sentences.slice(1), 832, 140, 1),
      }
    }
    if (context.index === 2) {
      const noisy = (y: number) =>
        waveform(48, y, 1100, 110, 5, '#9aa3b2', { bar: 2, gap: 2 }) +
        Array.from({ length: 120 }, (_, index) =>
          rect(48 + index * 9.2, y + 50, 2, 10, '#9aa3b2'),
        ).join('')
      return {
        document: t('Der Leuchtturm – Kapitel 3', 'The lighthouse – chapter 3'),
        body:
          rect(0, 0, 1216, 660, '#f7f8fb') +
          panel(24, 24, 1168, 330, { rx: 12 }) +
          text(48, 56, t('Vorher', 'Before'), { size: 13, weight: 700, fill: C.muted }) +
          noisy(66) +
          line(48, 196, 1168, 196, C.line) +
          text(48, 222, t('Nachher', 'After'), { size: 13, weight: 700, fill: C.blue }) +
          waveform(48, 232, 1100, 110, 5, C.blue, { bar: 2, gap: 2 }) +
          panel(24, 374, 560, 258, { rx: 12 }) +
          text(48, 408, t('Rauschfilter', 'Noise filter'), { size: 17, weight: 700 }) +
          slider(48, 444, 512, t('Rauschminderung', 'Noise reduction'), 0.7, '−18 dB') +
          slider(
            48,
            496,
            512,
            t('Atemgeräusche entfernen', 'Remove breathing'),
            0.55,
            t('Mittel', 'Medium'),
          ) +
          slider(48, 548, 512, t('Zischlaute dämpfen', 'De-esser'), 0.3, t('Leicht', 'Light')) +
          checkbox(
            48,
            590,
            true,
            t('Rauschprofil automatisch lernen', 'Learn the noise profile automatically'),
          ) +
          panel(604, 374, 588, 258, { rx: 12 }) +
          text(628, 408, t('Lautheit', 'Loudness'), { size: 17, weight: 700 }) +
          text(628, 470, '−16', { size: 48, weight: 800, fill: C.blue }) +
          text(756, 470, 'LUFS', { size: 16, fill: C.muted }) +
          text(
            628,
            500,
            t('Ziel für Hörbücher und Podcasts erreicht', 'Target for audiobooks and podcasts met'),
            { size: 13, fill: C.success },
          ) +
          button(628, 574, t('Anhören', 'Listen'), { width: 130 }) +
          button(1042, 574, context.ui('apply'), { primary: true, width: 126 }),
      }
    }
    const chapters: [string, string, number][] = [
      ['Vorwort', 'Foreword', 182],
      ['Die Ankunft', 'The arrival', 1265],
      ['Der Leuchtturm', 'The lighthouse', 1548],
      ['Sturm über der Insel', 'Storm over the island', 1721],
      ['Das Logbuch', 'The logbook', 1412],
      ['Heimkehr', 'Homecoming', 1096],
    ]
    const total = chapters.reduce((sum, [, , seconds]) => sum + seconds, 0)
    const duration = (seconds: number) =>
      `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
    return {
      document: t('Der Leuchtturm', 'The lighthouse'),
      body:
        rect(0, 0, 1216, 660, '#f7f8fb') +
        panel(24, 24, 700, 612, { rx: 12 }) +
        text(48, 60, t('Kapitel', 'Chapters'), { size: 17, weight: 700 }) +
        table(
          36,
          78,
          [
            { label: '#', width: 50 },
            { label: t('Titel', 'Title'), width: 420 },
            { label: t('Dauer', 'Length'), width: 206, align: 'end' },
          ],
          chapters.map(([de, en, seconds], row) => [String(row + 1), t(de, en), duration(seconds)]),
          { rowHeight: 46, highlight: 2 },
        ) +
        text(
          700,
          420,
          `${t('Gesamt', 'Total')}: ${Math.floor(total / 3600)} h ${Math.floor((total % 3600) / 60)} min`,
          { size: 14, weight: 700, anchor: 'end' },
        ) +
        panel(748, 24, 444, 612, { rx: 12 }) +
        text(772, 60, t('Cover und Export', 'Cover and export'), { size: 17, weight: 700 }) +
        rect(820, 80, 300, 300, '#1b2a5c', { rx: 6 }) +
        circle(1068, 210, 22, '#ffd59e') +
        path('M940,380V220L960,200L980,220V380Z', '#f3f4f6') +
        rect(952, 236, 16, 30, '#fbbf24') +
        path('M820,330C900,300 1000,340 1120,310V380H820Z', '#2b3f7a') +
        text(970, 130, t('Der Leuchtturm', 'The lighthouse'), {
          size: 26,
          weight: 700,
          fill: C.white,
          anchor: 'middle',
          family: SERIF,
        }) +
        text(970, 360, t('Gelesen von Jana Ufer', 'Read by Jana Ufer'), {
          size: 13,
          fill: '#cbd5e1',
          anchor: 'middle',
        }) +
        text(772, 422, t('Format', 'Format'), { size: 12, weight: 600, fill: C.muted }) +
        segmented(772, 432, [t('Hörbuch (M4B)', 'Audiobook (M4B)'), 'MP3', 'WAV'], 0) +
        checkbox(772, 486, true, t('Kapitelmarken einbetten', 'Embed chapter marks')) +
        checkbox(772, 518, true, t('Cover einbetten', 'Embed cover')) +
        button(772, 580, t('Hörbuch exportieren', 'Export audiobook'), {
          primary: true,
          width: 396,
        }),
    }
  },
}

/** Sentences of the script, one paragraph each; `current` is highlighted. */
function script(sentences: readonly string[], x: number, y: number, current: number): string {
  let markup = ''
  let top = y
  sentences.forEach((sentence, index) => {
    const lines = wrap(sentence, 330, 16).length
    if (index === current)
      markup += rect(x - 8, top - 20, 352, lines * 26 + 12, C.orangeLight, { rx: 6 })
    markup += paragraph(x, top, sentence, 330, {
      size: 16,
      lineHeight: 26,
      family: SERIF,
      fill: index === current ? C.ink : C.muted,
    })
    top += lines * 26 + 22
  })
  return markup
}

function textWidthSmall(label: string): number {
  return label.length * 6.6 + 12
}

const screenRecorder: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Aufnahme eines Bildschirmbereichs mit Webcam-Bild',
      'recording part of the screen with the webcam picture',
    ],
    ['Pfeile und Text erklären jeden Schritt', 'arrows and text explain every step'],
    ['Aufnahme zuschneiden und exportieren', 'trimming and exporting the recording'],
  ],
  view: (context) => {
    const { t } = context
    // A mock spreadsheet window: the thing being recorded.
    const subject = (x: number, y: number, width: number, height: number) => {
      let grid =
        rect(x, y, width, height, C.white, { rx: 8, stroke: '#cfd6e3' }) +
        rect(x, y, width, 30, '#eef1f6', { rx: 8 }) +
        circle(x + 16, y + 15, 5, '#cfd6e3') +
        circle(x + 32, y + 15, 5, '#cfd6e3') +
        circle(x + 48, y + 15, 5, '#cfd6e3')
      grid += text(x + width / 2, y + 20, t('Reisekosten.xlsx', 'Travel costs.xlsx'), {
        size: 12,
        fill: C.muted,
        anchor: 'middle',
      })
      for (let row = 0; row < Math.floor((height - 40) / 28); row += 1) {
        grid += line(x, y + 40 + row * 28, x + width, y + 40 + row * 28, '#edf0f5')
        for (let column = 0; column < 4; column += 1) {
          if (row === 0)
            grid += text(
              x + 16 + column * (width / 4),
              y + 60,
              [t('Datum', 'Date'), t('Ort', 'Place'), t('Betrag', 'Amount'), t('Art', 'Type')][
                column
              ]!,
              { size: 12, weight: 700 },
            )
          else
            grid += rect(
              x + 16 + column * (width / 4),
              y + 50 + row * 28,
              (width / 4) * (0.4 + ((row + column) % 3) * 0.15),
              8,
              '#d7dce6',
              { rx: 3 },
            )
        }
      }
      return grid
    }
    if (context.index === 1) {
      return {
        toolbar: [
          t('Bereich', 'Area'),
          t('Fenster', 'Window'),
          t('Ganzer Bildschirm', 'Full screen'),
        ],
        body:
          rect(0, 0, 1216, 660, '#dfe5f1') +
          subject(60, 40, 700, 420) +
          path(
            'M0,0H1216V660H0ZM120,90V420H680V90Z',
            '#0f172a',
            'fill-rule="evenodd" opacity="0.3"',
          ) +
          rect(120, 90, 560, 330, 'none', { stroke: C.orange, strokeWidth: 3 }) +
          [
            [120, 90],
            [680, 90],
            [120, 420],
            [680, 420],
          ]
            .map(([hx, hy]) =>
              circle(hx!, hy!, 7, C.white, `stroke="${C.orange}" stroke-width="3"`),
            )
            .join('') +
          pill(400, 432, '1120 × 660', { fill: C.orange, color: C.white, anchor: 'middle' }) +
          circle(620, 370, 62, C.white) +
          portrait(620, 370, 56, '#9db4f0', 2) +
          rect(400, 520, 420, 64, '#111827', { rx: 32 }) +
          circle(440, 552, 12, C.orange) +
          text(464, 558, '00:01:24', { size: 17, weight: 700, fill: C.white, family: MONO }) +
          glyph(590, 552, 'pause', C.white) +
          glyph(630, 552, 'mic', C.white) +
          glyph(670, 552, 'camera', C.white) +
          rect(704, 536, 96, 32, C.orange, { rx: 16 }) +
          text(752, 557, t('Stopp', 'Stop'), {
            size: 13,
            weight: 700,
            fill: C.white,
            anchor: 'middle',
          }) +
          panel(880, 40, 300, 300, { rx: 12 }) +
          text(904, 74, t('Aufnahme', 'Recording'), { size: 16, weight: 700 }) +
          [
            [t('Systemton', 'System audio'), true],
            [t('Mikrofon', 'Microphone'), true],
            [t('Webcam einblenden', 'Show webcam'), true],
            [t('Mausklicks zeigen', 'Highlight clicks'), false],
          ]
            .map(
              ([label, on], row) =>
                text(904, 118 + row * 48, label as string, { size: 14 }) +
                toggle(1124, 102 + row * 48, on as boolean),
            )
            .join('') +
          text(904, 318, t('Qualität: 1080p · 30 Bilder/s', 'Quality: 1080p · 30 fps'), {
            size: 12,
            fill: C.muted,
          }),
      }
    }
    if (context.index === 2) {
      const tools: GlyphName[] = ['forward', 'pen', 'text', 'crop', 'zoom', 'bulb']
      return {
        document: t('Anleitung Reisekosten', 'Guide travel costs'),
        toolbar: [t('Pfeil', 'Arrow'), t('Text', 'Text'), t('Markieren', 'Highlight')],
        body:
          rect(0, 0, 1216, 660, '#eef1f6') +
          rect(0, 0, 60, 660, C.white) +
          line(60, 0, 60, 660, C.line) +
          tools.map((tool, slot) => glyphButton(14, 16 + slot * 44, tool, slot === 0)).join('') +
          subject(110, 40, 760, 460) +
          rect(126, 108, 180, 28, '#ffe08a', { opacity: 0.55 }) +
          path(
            'M560,250C480,220 420,170 330,130',
            'none',
            `stroke="${C.orange}" stroke-width="6" stroke-linecap="round"`,
          ) +
          path('M318,124L346,122L336,146Z', C.orange) +
          rect(540, 240, 310, 72, C.orange, { rx: 12 }) +
          text(560, 270, t('1. Hier das Datum eintragen', '1. Enter the date here'), {
            size: 16,
            weight: 700,
            fill: C.white,
          }) +
          text(560, 294, t('Format: TT.MM.JJJJ', 'Format: DD/MM/YYYY'), {
            size: 13,
            fill: C.white,
          }) +
          circle(760, 430, 30, C.blue, 'opacity="0.18"') +
          circle(760, 430, 10, C.blue) +
          panel(900, 40, 290, 280, { rx: 12 }) +
          text(920, 72, t('Textfeld', 'Text box'), { size: 15, weight: 700 }) +
          text(920, 102, t('Farbe', 'Colour'), { size: 12, fill: C.muted }) +
          [C.orange, C.blue, C.ink, '#8b5cf6', '#0891b2']
            .map(
              (color, slot) =>
                circle(
                  934 + slot * 36,
                  124,
                  12,
                  color,
                  slot === 0 ? `stroke="${C.white}" stroke-width="3"` : '',
                ) +
                (slot === 0
                  ? circle(934, 124, 16, 'none', `stroke="${C.orange}" stroke-width="2"`)
                  : ''),
            )
            .join('') +
          slider(920, 172, 250, t('Schriftgröße', 'Font size'), 0.45, '16 pt') +
          text(920, 230, t('Anzeigen von … bis', 'Show from … to'), { size: 12, fill: C.muted }) +
          text(920, 256, '00:00:12 – 00:00:18', { size: 15, weight: 700, family: MONO }) +
          checkbox(920, 278, true, t('Sanft einblenden', 'Fade in gently')) +
          rect(110, 540, 1080, 96, C.white, { rx: 10, stroke: C.line }) +
          rect(130, 566, 1040, 44, '#dbe5fb', { rx: 6 }) +
          rect(330, 566, 160, 44, C.orange, { rx: 6, opacity: 0.85 }) +
          text(340, 593, t('Textfeld 1', 'Text box 1'), { size: 12, weight: 700, fill: C.white }) +
          line(420, 552, 420, 624, C.blue, 2),
      }
    }
    return {
      document: t('Anleitung Reisekosten', 'Guide travel costs'),
      toolbar: [t('Teilen', 'Share'), t('Exportieren', 'Export')],
      body:
        rect(0, 0, 1216, 660, '#eef1f6') +
        subject(228, 24, 760, 400) +
        glyph(560, 452, 'skipBack', C.ink) +
        circle(608, 452, 18, C.blue) +
        glyph(609, 452, 'play', C.white) +
        glyph(656, 452, 'skipForward', C.ink) +
        rect(24, 490, 1168, 146, C.white, { rx: 12, stroke: C.line }) +
        Array.from({ length: 12 }, (_, tick) =>
          text(
            48 + tick * 96,
            514,
            `${Math.floor((tick * 10) / 60)}:${String((tick * 10) % 60).padStart(2, '0')}`,
            { size: 10, fill: C.muted },
          ),
        ).join('') +
        rect(48, 524, 1120, 48, '#dbe5fb', { rx: 6 }) +
        rect(48, 524, 120, 48, '#0f172a', { rx: 6, opacity: 0.35 }) +
        rect(1000, 524, 168, 48, '#0f172a', { rx: 6, opacity: 0.35 }) +
        rect(164, 518, 10, 60, C.orange, { rx: 4 }) +
        rect(994, 518, 10, 60, C.orange, { rx: 4 }) +
        rect(400, 580, 180, 22, '#8b5cf6', { rx: 4, opacity: 0.85 }) +
        text(410, 596, t('Zoom 150 %', 'Zoom 150%'), { size: 11, weight: 700, fill: C.white }) +
        rect(640, 580, 120, 22, C.orange, { rx: 4, opacity: 0.85 }) +
        text(650, 596, t('Textfeld 1', 'Text box 1'), { size: 11, weight: 700, fill: C.white }) +
        waveform(176, 608, 816, 20, 4, '#9aa3b2', { bar: 2, gap: 2 }) +
        line(520, 518, 520, 632, C.blue, 2) +
        panel(1010, 24, 182, 200, { rx: 12 }) +
        text(1026, 54, t('Zuschnitt', 'Trim'), { size: 14, weight: 700 }) +
        text(1026, 80, t('Anfang 0:12', 'Start 0:12'), { size: 13, fill: C.muted }) +
        text(1026, 102, t('Ende 1:43', 'End 1:43'), { size: 13, fill: C.muted }) +
        text(1026, 124, t('Länge 1:31', 'Length 1:31'), { size: 13, weight: 700 }) +
        button(1026, 172, t('Exportieren', 'Export'), { primary: true, width: 150 }),
    }
  },
}

const podcastPlayer: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Wiedergabe einer Folge mit Sprungtasten und Tempo',
      'playing an episode with skip buttons and speed',
    ],
    [
      'Neue Folgen, automatisch über WLAN geladen',
      'new episodes, downloaded automatically over Wi-Fi',
    ],
    [
      'Stimmverstärkung, Stille kürzen und Schlaf-Timer',
      'voice boost, silence trimming and sleep timer',
    ],
  ],
  view: (context) => {
    const { t } = context
    const cover = (x: number, y: number, size: number, hue: string, title: string) =>
      rect(x, y, size, size, hue, { rx: size / 8 }) +
      circle(x + size * 0.7, y + size * 0.32, size * 0.18, C.white, 'opacity="0.25"') +
      rect(x + size * 0.16, y + size * 0.24, size * 0.16, size * 0.32, C.white, {
        rx: size * 0.08,
      }) +
      path(
        `M${x + size * 0.1},${y + size * 0.46}A${size * 0.14},${size * 0.14} 0 0 0 ${x + size * 0.38},${y + size * 0.46}`,
        'none',
        `stroke="#fff" stroke-width="${size * 0.03}"`,
      ) +
      paragraph(x + size * 0.1, y + size * 0.74, title, size * 0.8, {
        size: Math.round(size * 0.1),
        weight: 800,
        fill: C.white,
        maxLines: 2,
        lineHeight: Math.round(size * 0.12),
      })
    const tabs = tabBar(
      [
        ['play', t('Hören', 'Listen')],
        ['list', t('Mediathek', 'Library')],
        ['zoom', context.ui('search')],
        ['gear', context.ui('settings')],
      ],
      context.index === 2 ? 1 : context.index === 3 ? 3 : 0,
      '#7c3aed',
    )
    if (context.index === 1) {
      return (
        appBar(t('Wird gespielt', 'Now playing'), { back: true }) +
        cover(43, 64, 240, '#6d28d9', t('Technik am Morgen', 'Tech Breakfast')) +
        text(163, 350, t('Folge 212: Akkus, die halten', 'Episode 212: Batteries that last'), {
          size: 16,
          weight: 700,
          anchor: 'middle',
        }) +
        text(163, 374, t('Technik am Morgen · 14. Juli', 'Tech Breakfast · 14 July'), {
          size: 13,
          fill: C.muted,
          anchor: 'middle',
        }) +
        rect(24, 398, 278, 6, '#e3e8f1', { rx: 3 }) +
        rect(24, 398, 118, 6, '#7c3aed', { rx: 3 }) +
        circle(142, 401, 8, '#7c3aed') +
        text(24, 426, '18:42', { size: 12, fill: C.muted }) +
        text(302, 426, '−25:10', { size: 12, fill: C.muted, anchor: 'end' }) +
        circle(80, 476, 24, '#f3f0fd') +
        text(80, 481, '15', { size: 13, weight: 700, anchor: 'middle', fill: '#7c3aed' }) +
        circle(163, 476, 36, '#7c3aed') +
        glyph(163, 476, 'pause', C.white, 1.6) +
        circle(246, 476, 24, '#f3f0fd') +
        text(246, 481, '30', { size: 13, weight: 700, anchor: 'middle', fill: '#7c3aed' }) +
        pill(40, 528, '1,2×'.replace(',', context.locale === 'de' ? ',' : '.'), {
          fill: '#f3f0fd',
          color: '#6d28d9',
        }) +
        glyph(163, 540, 'clock', C.muted) +
        text(186, 545, t('30 Min.', '30 min'), { size: 12, fill: C.muted }) +
        glyph(284, 540, 'share', C.muted) +
        tabs
      )
    }
    if (context.index === 2) {
      const episodes: [string, string, string, string, string, string][] = [
        [
          'Akkus, die länger halten',
          'Batteries that last',
          'Technik am Morgen',
          'Tech Breakfast',
          '#6d28d9',
          t('Geladen', 'Downloaded'),
        ],
        [
          'Die Geschichte des Brotes',
          'The history of bread',
          'Küchengeschichten',
          'Kitchen Stories',
          '#ff6a3d',
          t('Geladen', 'Downloaded'),
        ],
        [
          'Warum Wale singen',
          'Why whales sing',
          'Wissen kompakt',
          'Science in Brief',
          '#0891b2',
          t('Lädt … 64 %', 'Loading … 64%'),
        ],
        [
          'Training für Einsteiger',
          'Training for beginners',
          'Lauf mit!',
          'Run With Us',
          '#0f766e',
          t('In der Warteschlange', 'Queued'),
        ],
      ]
      return (
        largeTitle(
          t('Neue Folgen', 'New episodes'),
          t('Automatisch geladen über WLAN', 'Downloaded automatically over Wi-Fi'),
        ) +
        episodes
          .map(([de, en, showDe, showEn, color, status], row) => {
            const y = 96 + row * 112
            return (
              cover(20, y, 80, color, '') +
              text(114, y + 18, t(showDe, showEn), { size: 12, weight: 700, fill: color }) +
              paragraph(114, y + 40, t(de, en), 190, {
                size: 15,
                weight: 700,
                maxLines: 2,
                lineHeight: 19,
              }) +
              glyph(120, y + 86, row < 2 ? 'check' : 'download', row < 2 ? C.success : C.muted) +
              text(134, y + 90, status, { size: 12, fill: C.muted }) +
              line(20, y + 104, 306, y + 104, '#edf0f5')
            )
          })
          .join('') +
        tabs
      )
    }
    return (
      appBar(t('Wiedergabe', 'Playback')) +
      sectionLabel(80, t('Klang', 'Sound')) +
      listRow(
        90,
        {
          title: t('Stimmen verstärken', 'Voice boost'),
          detail: t('Gesprochenes klarer und lauter', 'Clearer, louder speech'),
        },
        64,
      ) +
      toggle(266, 111, true) +
      listRow(
        154,
        {
          title: t('Stille kürzen', 'Trim silence'),
          detail: t('Spart etwa 6 Minuten pro Stunde', 'Saves about 6 minutes per hour'),
        },
        64,
      ) +
      toggle(266, 175, true) +
      sectionLabel(256, t('Schlaf-Timer', 'Sleep timer')) +
      [
        t('Aus', 'Off'),
        t('15 Minuten', '15 minutes'),
        t('30 Minuten', '30 minutes'),
        t('Ende der Folge', 'End of episode'),
      ]
        .map((label, row) =>
          listRow(
            266 + row * 52,
            {
              title: label,
              ...(row === 2 ? { right: '✓', rightOptions: { fill: '#7c3aed', weight: 700 } } : {}),
            },
            52,
          ),
        )
        .join('') +
      sectionLabel(
        500,
        t('Tempo', 'Speed'),
        '1,2×'.replace(',', context.locale === 'de' ? ',' : '.'),
      ) +
      rect(20, 516, 286, 6, '#e3e8f1', { rx: 3 }) +
      rect(20, 516, 110, 6, '#7c3aed', { rx: 3 }) +
      circle(130, 519, 10, C.white, 'stroke="#7c3aed" stroke-width="3"') +
      tabs
    )
  },
}

const guitarTuner: Scene = {
  kind: 'mobile',
  alts: [
    ['Stimmgerät: die A-Saite ist etwas zu hoch', 'the tuner: the A string is slightly sharp'],
    ['Auswahl alternativer Stimmungen', 'choosing an alternative tuning'],
    ['Metronom mit 96 Schlägen pro Minute', 'the metronome at 96 beats per minute'],
  ],
  view: (context) => {
    const { t, locale } = context
    const dark = '#151a2b'
    const tabs = tabBar(
      [
        ['mic', t('Stimmen', 'Tune')],
        ['list', t('Stimmungen', 'Tunings')],
        ['clock', t('Metronom', 'Metronome')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
      '#7c3aed',
    )
    const strings =
      locale === 'de' ? ['E', 'A', 'D', 'G', 'H', 'E'] : ['E', 'A', 'D', 'G', 'B', 'E']
    if (context.index === 1) {
      let gauge = ''
      for (let tick = -10; tick <= 10; tick += 1) {
        const angle = ((tick * 7 - 90) * Math.PI) / 180
        const inner = tick % 5 === 0 ? 92 : 102
        gauge += line(
          163 + inner * Math.cos(angle),
          250 + inner * Math.sin(angle),
          163 + 116 * Math.cos(angle),
          250 + 116 * Math.sin(angle),
          tick === 0 ? C.white : '#4b5575',
          tick % 5 === 0 ? 3 : 2,
        )
      }
      const needle = ((8 * 0.7 * 7) / 10 - 90) * (Math.PI / 180)
      return (
        rect(0, 0, PHONE_WIDTH, 640, dark) +
        text(20, 36, t('Stimmgerät', 'Tuner'), { size: 20, weight: 800, fill: C.white }) +
        pill(306, 18, t('Standard', 'Standard'), {
          fill: '#2a3150',
          color: '#c4b5fd',
          anchor: 'end',
        }) +
        gauge +
        line(
          163,
          250,
          163 + 110 * Math.cos(needle),
          250 + 110 * Math.sin(needle),
          C.orange,
          4,
          'stroke-linecap="round"',
        ) +
        circle(163, 250, 9, C.orange) +
        text(163, 330, 'A', { size: 84, weight: 800, fill: C.white, anchor: 'middle' }) +
        text(163, 366, `${formatNumber(locale, 110.5, 1)} Hz · +8 ${t('Cent', 'cents')}`, {
          size: 15,
          fill: '#aab2c0',
          anchor: 'middle',
        }) +
        pill(163, 384, t('Etwas zu hoch – lockern', 'Slightly sharp – loosen'), {
          fill: '#3b2a1a',
          color: '#ffb089',
          anchor: 'middle',
          size: 13,
        }) +
        strings
          .map(
            (name, slot) =>
              circle(38 + slot * 50, 470, 21, slot === 1 ? '#7c3aed' : '#2a3150') +
              text(38 + slot * 50, 476, name, {
                size: 16,
                weight: 700,
                fill: C.white,
                anchor: 'middle',
              }),
          )
          .join('') +
        text(163, 530, t('Automatische Saitenerkennung', 'Automatic string detection'), {
          size: 12,
          fill: '#8b93a3',
          anchor: 'middle',
        }) +
        tabs
      )
    }
    if (context.index === 2) {
      const tunings: [string, string, string][] = [
        ['Standard', 'Standard', strings.join(' ')],
        ['Drop D', 'Drop D', 'D A D G ' + strings[4] + ' E'],
        ['Open G', 'Open G', `D G D G ${strings[4]} D`],
        ['DADGAD', 'DADGAD', 'D A D G A D'],
        [
          'Halbton tiefer',
          'Half step down',
          locale === 'de' ? 'Es As Des Ges B Es' : 'E♭ A♭ D♭ G♭ B♭ E♭',
        ],
        ['Ukulele', 'Ukulele', locale === 'de' ? 'G C E A' : 'G C E A'],
      ]
      return (
        largeTitle(t('Stimmungen', 'Tunings'), t('Gitarre · 6 Saiten', 'Guitar · 6 strings')) +
        tunings
          .map(([de, en, notes], row) =>
            listRow(
              92 + row * 66,
              {
                title: t(de, en),
                detail: notes,
                ...(row === 1
                  ? { right: '✓', rightOptions: { fill: '#7c3aed', weight: 700, size: 18 } }
                  : {}),
              },
              66,
            ),
          )
          .join('') +
        button(16, 504, t('Eigene Stimmung', 'Custom tuning'), {
          width: 294,
          height: 44,
          size: 15,
        }) +
        tabs
      )
    }
    return (
      rect(0, 0, PHONE_WIDTH, 640, dark) +
      text(20, 36, t('Metronom', 'Metronome'), { size: 20, weight: 800, fill: C.white }) +
      circle(163, 210, 100, '#20263d') +
      circle(163, 210, 100, 'none', 'stroke="#7c3aed" stroke-width="6" stroke-dasharray="40 16"') +
      text(163, 228, '96', { size: 76, weight: 800, fill: C.white, anchor: 'middle' }) +
      text(163, 258, t('Schläge pro Minute', 'beats per minute'), {
        size: 13,
        fill: '#aab2c0',
        anchor: 'middle',
      }) +
      circle(36, 210, 20, '#2a3150') +
      glyph(36, 210, 'minus', C.white) +
      circle(290, 210, 20, '#2a3150') +
      glyph(290, 210, 'plus', C.white) +
      [0, 1, 2, 3]
        .map((beat) =>
          circle(
            88 + beat * 50,
            372,
            beat === 0 ? 16 : 12,
            beat === 1 ? C.orange : beat === 0 ? '#7c3aed' : '#2a3150',
          ),
        )
        .join('') +
      text(163, 420, t('Takt 4/4 · Betonung auf 1', 'Time 4/4 · accent on 1'), {
        size: 14,
        fill: '#aab2c0',
        anchor: 'middle',
      }) +
      rect(40, 448, 246, 52, '#7c3aed', { rx: 26 }) +
      text(163, 480, t('Tippen zum Vorgeben', 'Tap to set tempo'), {
        size: 15,
        weight: 700,
        fill: C.white,
        anchor: 'middle',
      }) +
      tabs
    )
  },
}

export const MEDIA_SCENES: Record<string, Scene> = {
  'music-workshop': musicWorkshop,
  'video-cut-studio': videoCutStudio,
  'audiobook-recorder': audiobookRecorder,
  'screen-recorder': screenRecorder,
  'podcast-player': podcastPlayer,
  'guitar-tuner': guitarTuner,
}
