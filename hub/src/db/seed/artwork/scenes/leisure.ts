import { appBar, card, largeTitle, listRow, sectionLabel, tabBar, PHONE_WIDTH } from '../mobile'
import { chessBoard, landscape, portrait, streetMap } from '../pictures'
import type { Scene } from '../scene'
import {
  C,
  circle,
  formatNumber,
  line,
  paragraph,
  path,
  rect,
  round,
  series,
  SERIF,
  text,
  type Locale,
} from '../svg'
import {
  avatar,
  barChart,
  button,
  checkbox,
  dialog,
  donut,
  field,
  glyph,
  panel,
  pill,
  progress,
  segmented,
  sidebar,
  toggle,
} from '../widgets'

// Weather, steps, the arcade game, cookbooks, chess, family tree, yoga and sudoku.

type Weather = 'sun' | 'partly' | 'cloud' | 'rain' | 'storm'

function weatherIcon(cx: number, cy: number, kind: Weather, scale = 1): string {
  const s = scale
  const sun = (x: number, y: number, r: number) =>
    circle(x, y, r, '#ffb52e') +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((ray) => {
        const angle = (ray * Math.PI) / 4
        return line(
          x + (r + 3 * s) * Math.cos(angle),
          y + (r + 3 * s) * Math.sin(angle),
          x + (r + 8 * s) * Math.cos(angle),
          y + (r + 8 * s) * Math.sin(angle),
          '#ffb52e',
          2.2 * s,
          'stroke-linecap="round"',
        )
      })
      .join('')
  const cloud = (x: number, y: number, color: string) =>
    path(
      `M${round(x - 16 * s)},${round(y + 8 * s)}A${round(8 * s)},${round(8 * s)} 0 0 1 ${round(x - 12 * s)},${round(y - 6 * s)}A${round(11 * s)},${round(11 * s)} 0 0 1 ${round(x + 8 * s)},${round(y - 8 * s)}A${round(8 * s)},${round(8 * s)} 0 0 1 ${round(x + 16 * s)},${round(y + 8 * s)}Z`,
      color,
    )
  if (kind === 'sun') return sun(cx, cy, 9 * s)
  if (kind === 'partly')
    return sun(cx + 5 * s, cy - 5 * s, 7 * s) + cloud(cx - 2 * s, cy + 4 * s, '#dbe3f0')
  if (kind === 'cloud') return cloud(cx, cy, '#b8c3d6')
  const drops = [-8, 0, 8]
    .map((dx) =>
      line(
        cx + dx * s,
        cy + 12 * s,
        cx + (dx - 3) * s,
        cy + 19 * s,
        '#3b82f6',
        2.2 * s,
        'stroke-linecap="round"',
      ),
    )
    .join('')
  if (kind === 'rain') return cloud(cx, cy - 2 * s, '#9aa8bf') + drops
  return (
    cloud(cx, cy - 2 * s, '#6b7a94') +
    path(
      `M${round(cx + 1 * s)},${round(cy + 6 * s)}L${round(cx - 5 * s)},${round(cy + 15 * s)}H${round(cx + 1 * s)}L${round(cx - 3 * s)},${round(cy + 23 * s)}L${round(cx + 7 * s)},${round(cy + 11 * s)}H${round(cx + 1 * s)}Z`,
      '#ffb52e',
    )
  )
}

function degrees(locale: Locale, value: number): string {
  return `${value < 0 ? '−' : ''}${Math.abs(value)}°`.replace('°', locale === 'de' ? '°' : '°')
}

const weatherFrog: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Vorhersage mit Temperaturen für heute und die nächsten Tage',
      'the forecast with temperatures for today and the coming days',
    ],
    ['Regenradar über Leipzig mit Zeitleiste', 'rain radar over Leipzig with a timeline'],
    [
      'Unwetterwarnung und 14-Tage-Aussicht für einen Ausflug',
      'a severe weather alert and the 14-day outlook for a trip',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const tabsBar = tabBar(
      [
        ['home', context.ui('today')],
        ['cloud', t('Radar', 'Radar')],
        ['bell', t('Warnungen', 'Alerts')],
        ['calendar', t('Ausflug', 'Trips')],
      ],
      context.index === 3 ? 2 : context.index - 1,
      '#0284c7',
    )
    if (context.index === 1) {
      const hours: [string, Weather, number][] = [
        [t('Jetzt', 'Now'), 'partly', 24],
        ['13', 'sun', 25],
        ['14', 'sun', 26],
        ['15', 'partly', 26],
        ['16', 'cloud', 24],
        ['17', 'rain', 21],
      ]
      const days: [string, string, Weather, number, number][] = [
        ['Di', 'Tue', 'sun', 14, 27],
        ['Mi', 'Wed', 'partly', 15, 25],
        ['Do', 'Thu', 'storm', 16, 23],
        ['Fr', 'Fri', 'rain', 13, 19],
        ['Sa', 'Sat', 'partly', 12, 22],
      ]
      return (
        `<defs><linearGradient id="${context.id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b8fe0"/><stop offset="1" stop-color="#7cc0f5"/></linearGradient></defs>` +
        rect(0, 0, PHONE_WIDTH, 270, `url(#${context.id}sky)`) +
        text(20, 36, 'Leipzig', { size: 20, weight: 800, fill: C.white }) +
        text(20, 58, t('Montag, 14. Juli', 'Monday 14 July'), { size: 13, fill: '#e0f0ff' }) +
        text(20, 140, degrees(locale, 24), { size: 68, weight: 300, fill: C.white }) +
        text(20, 170, t('Heiter bis wolkig', 'Partly cloudy'), {
          size: 16,
          weight: 600,
          fill: C.white,
        }) +
        text(
          20,
          192,
          `${t('Gefühlt', 'Feels like')} 25° · ${t('Regen', 'Rain')} 10${locale === 'de' ? ' %' : '%'}`,
          { size: 13, fill: '#e0f0ff' },
        ) +
        weatherIcon(236, 116, 'partly', 3.2) +
        rect(12, 206, 302, 100, C.white, { rx: 16 }) +
        hours
          .map(([hour, kind, temp], slot) => {
            const x = 37 + slot * 50
            return (
              text(x, 228, hour, { size: 12, fill: C.muted, anchor: 'middle' }) +
              weatherIcon(x, 254, kind, 0.9) +
              text(x, 294, `${temp}°`, { size: 14, weight: 700, anchor: 'middle' })
            )
          })
          .join('') +
        sectionLabel(336, t('5 Tage', '5 days')) +
        days
          .map(([de, en, kind, low, high], row) => {
            const y = 350 + row * 42
            return (
              text(20, y + 24, t(de, en), { size: 15, weight: 600 }) +
              weatherIcon(84, y + 18, kind, 0.9) +
              text(130, y + 24, `${low}°`, { size: 14, fill: C.muted }) +
              rect(164, y + 15, 100, 6, '#e8edf5', { rx: 3 }) +
              rect(
                164 + (low - 10) * 5,
                y + 15,
                (high - low) * 5,
                6,
                high > 24 ? C.orange : '#38bdf8',
                { rx: 3 },
              ) +
              text(306, y + 24, `${high}°`, { size: 14, weight: 700, anchor: 'end' })
            )
          })
          .join('') +
        tabsBar
      )
    }
    if (context.index === 2) {
      const blobs = [
        [80, 120, 90, 60, 0.35],
        [120, 150, 60, 40, 0.55],
        [230, 300, 80, 50, 0.35],
        [250, 310, 40, 26, 0.7],
      ]
      return (
        streetMap(context.id, 0, 0, PHONE_WIDTH, 566, 5) +
        blobs
          .map(
            ([cx, cy, rx, ry, opacity]) =>
              `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${opacity! > 0.6 ? '#7c3aed' : '#2563eb'}" opacity="${opacity}"/>`,
          )
          .join('') +
        circle(163, 240, 8, C.orange, `stroke="${C.white}" stroke-width="3"`) +
        rect(16, 12, 294, 44, C.white, { rx: 12, stroke: '#e3e7ee' }) +
        text(32, 40, t('Regenradar · Leipzig', 'Rain radar · Leipzig'), { size: 15, weight: 700 }) +
        pill(294, 22, t('Live', 'Live'), { anchor: 'end', fill: '#e0f2fe', color: '#0369a1' }) +
        rect(12, 430, 302, 124, C.white, { rx: 16 }) +
        text(28, 458, t('Regen erreicht Sie gegen 16:40', 'Rain reaches you around 4:40 pm'), {
          size: 14,
          weight: 700,
        }) +
        rect(28, 480, 270, 6, '#e3e8f1', { rx: 3 }) +
        rect(28, 480, 120, 6, '#0284c7', { rx: 3 }) +
        circle(148, 483, 10, C.white, 'stroke="#0284c7" stroke-width="3"') +
        [
          locale === 'de' ? '14:00' : '2 pm',
          locale === 'de' ? '15:00' : '3 pm',
          locale === 'de' ? '16:00' : '4 pm',
          locale === 'de' ? '17:00' : '5 pm',
        ]
          .map((label, slot) => text(28 + slot * 82, 508, label, { size: 11, fill: C.muted }))
          .join('') +
        [
          [t('leicht', 'light'), '#93c5fd'],
          [t('mäßig', 'moderate'), '#2563eb'],
          [t('stark', 'heavy'), '#7c3aed'],
        ]
          .map(
            ([label, color], slot) =>
              rect(28 + slot * 92, 524, 12, 12, color!, { rx: 3 }) +
              text(46 + slot * 92, 535, label!, { size: 12, fill: C.muted }),
          )
          .join('') +
        tabsBar
      )
    }
    const outlook = series(43, 14, 14, 27).map(Math.round)
    const kindOf = (index: number): Weather =>
      index % 5 === 3 ? 'rain' : outlook[index]! > 22 ? 'sun' : 'partly'
    const best = outlook.reduce(
      (top, temp, index) => (kindOf(index) !== 'rain' && temp > outlook[top]! ? index : top),
      0,
    )
    // 15 July 2025 is a Tuesday.
    const weekday = t(
      'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag',
      'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
    ).split(' ')[(1 + best) % 7]!
    return (
      appBar(t('Warnungen', 'Alerts')) +
      rect(16, 60, 294, 130, '#fff4ec', { rx: 14, stroke: '#ffc7ab' }) +
      rect(16, 60, 6, 130, C.orange, { rx: 3 }) +
      weatherIcon(50, 100, 'storm', 1.1) +
      text(90, 92, t('Unwetterwarnung', 'Severe weather alert'), {
        size: 16,
        weight: 800,
        fill: '#b2401b',
      }) +
      text(90, 114, t('Gewitter mit Starkregen', 'Thunderstorms, heavy rain'), {
        size: 14,
        weight: 600,
      }) +
      paragraph(
        36,
        146,
        t(
          'Do. 17–21 Uhr: bis 30 l/m², Hagel und Böen bis 80 km/h möglich.',
          'Thu 5–9 pm: up to 30 l/m², hail and gusts up to 80 km/h possible.',
        ),
        260,
        { size: 13, fill: '#4b5563', lineHeight: 19 },
      ) +
      sectionLabel(226, t('Ausflug: Sächsische Schweiz', 'Trip: Saxon Switzerland')) +
      card(16, 238, 294, 236) +
      text(32, 266, t('14-Tage-Aussicht für Wanderungen', '14-day outlook for hiking'), {
        size: 13,
        fill: C.muted,
      }) +
      outlook
        .map((temp, index) => {
          const x = 32 + (index % 7) * 38
          const y = 284 + Math.floor(index / 7) * 92
          const kind = kindOf(index)
          const good = temp > 18 && kind !== 'rain'
          return (
            rect(x, y, 32, 80, good ? '#e0f2fe' : '#f3f5fa', {
              rx: 8,
              ...(index === best ? { stroke: '#0284c7', strokeWidth: 2 } : {}),
            }) +
            text(x + 16, y + 18, String(index + 15), {
              size: 11,
              weight: 700,
              anchor: 'middle',
              fill: C.muted,
            }) +
            weatherIcon(x + 16, y + 40, kind, 0.55) +
            text(x + 16, y + 70, `${temp}°`, { size: 12, weight: 700, anchor: 'middle' })
          )
        })
        .join('') +
      text(
        32,
        494,
        t(`Bester Tag: ${weekday}, ${15 + best}. Juli`, `Best day: ${weekday} ${15 + best} July`),
        { size: 14, weight: 700, fill: '#0369a1' },
      ) +
      tabsBar
    )
  },
}

const stepCounter: Scene = {
  kind: 'mobile',
  alts: [
    ['Tagesziel mit 8.432 von 10.000 Schritten', 'the daily goal with 8,432 of 10,000 steps'],
    ['Wochenübersicht mit Schritten pro Tag', 'the weekly summary with steps per day'],
    [
      'Tagesziel einstellen, mit sehr geringem Akkuverbrauch',
      'setting the daily goal, with very low battery use',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const color = '#0e7490'
    const tabsBar = tabBar(
      [
        ['home', context.ui('today')],
        ['chart', context.ui('statistics')],
        ['flag', t('Ziele', 'Goals')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
      color,
    )
    if (context.index === 1) {
      return (
        appBar(context.ui('today')) +
        donut(163, 210, 118, 22, [0.8432, 0.1568], [color, '#e3f1f5']) +
        circle(
          163 + 107 * Math.cos(-Math.PI / 2 + 0.8432 * 2 * Math.PI),
          210 + 107 * Math.sin(-Math.PI / 2 + 0.8432 * 2 * Math.PI),
          13,
          C.orange,
          `stroke="${C.white}" stroke-width="3"`,
        ) +
        text(163, 206, formatNumber(locale, 8432), { size: 44, weight: 800, anchor: 'middle' }) +
        text(
          163,
          234,
          t(
            `von ${formatNumber(locale, 10000)} Schritten`,
            `of ${formatNumber(locale, 10000)} steps`,
          ),
          { size: 14, fill: C.muted, anchor: 'middle' },
        ) +
        [
          [formatNumber(locale, 6.1, 1), 'km'],
          ['342', 'kcal'],
          ['58', t('Min. aktiv', 'min active')],
        ]
          .map(([value, label], slot) => {
            const x = 16 + slot * 100
            return (
              card(x, 358, 94, 76) +
              text(x + 47, 394, value!, { size: 22, weight: 800, anchor: 'middle' }) +
              text(x + 47, 418, label!, { size: 12, fill: C.muted, anchor: 'middle' })
            )
          })
          .join('') +
        rect(16, 452, 294, 88, '#e8f6f8', { rx: 16 }) +
        glyph(44, 482, 'flag', color, 1.2) +
        text(68, 486, t('Noch 1.568 Schritte', '1,568 steps to go'), { size: 15, weight: 700 }) +
        text(68, 510, t('Ein Spaziergang von 15 Min. reicht.', 'A 15-minute walk will do it.'), {
          size: 12.5,
          fill: C.muted,
        }) +
        tabsBar
      )
    }
    if (context.index === 2) {
      const steps = [9240, 11380, 6120, 10450, 8790, 12960, 8432]
      const days = t('Mo Di Mi Do Fr Sa So', 'Mon Tue Wed Thu Fri Sat Sun').split(' ')
      return (
        appBar(context.ui('statistics')) +
        segmented(63, 60, [t('Woche', 'Week'), t('Monat', 'Month'), t('Jahr', 'Year')], 0) +
        text(20, 130, formatNumber(locale, 9624), { size: 32, weight: 800 }) +
        text(20, 152, t('Schritte am Tag im Schnitt', 'steps a day on average'), {
          size: 13,
          fill: C.muted,
        }) +
        barChart(30, 180, 276, 190, steps, {
          labels: days,
          colors: steps.map((value) => (value >= 10000 ? color : '#9fd3df')),
          max: 14000,
        }) +
        line(
          30,
          180 + 190 - (10000 / 14000) * 190,
          306,
          180 + 190 - (10000 / 14000) * 190,
          C.orange,
          2,
          'stroke-dasharray="6 5"',
        ) +
        text(306, 172 + 190 - (10000 / 14000) * 190, t('Ziel', 'Goal'), {
          size: 11,
          weight: 700,
          fill: C.orange,
          anchor: 'end',
        }) +
        card(16, 412, 294, 130) +
        text(32, 442, t('Diese Woche', 'This week'), { size: 15, weight: 700 }) +
        [
          [t('Ziel erreicht', 'Goal reached'), t('3 von 7 Tagen', '3 of 7 days')],
          [t('Strecke', 'Distance'), `${formatNumber(locale, 47.2, 1)} km`],
          [t('Bester Tag', 'Best day'), t('Samstag · 12.960', 'Saturday · 12,960')],
        ]
          .map(
            ([label, value], row) =>
              text(32, 472 + row * 24, label!, { size: 13, fill: C.muted }) +
              text(294, 472 + row * 24, value!, { size: 13, weight: 700, anchor: 'end' }),
          )
          .join('') +
        tabsBar
      )
    }
    return (
      appBar(t('Ziele', 'Goals')) +
      text(163, 100, t('Tägliches Ziel', 'Daily goal'), {
        size: 14,
        fill: C.muted,
        anchor: 'middle',
      }) +
      circle(60, 150, 24, '#e8f6f8') +
      glyph(60, 150, 'minus', color) +
      text(163, 162, formatNumber(locale, 10000), { size: 40, weight: 800, anchor: 'middle' }) +
      circle(266, 150, 24, '#e8f6f8') +
      glyph(266, 150, 'plus', color) +
      text(163, 192, t('Schritte', 'steps'), { size: 14, fill: C.muted, anchor: 'middle' }) +
      sectionLabel(240, t('Erinnerungen', 'Reminders')) +
      listRow(
        250,
        {
          title: t('Bewegungspause', 'Time to move'),
          detail: t('wenn 1 Stunde ohne Schritte', 'after 1 hour without steps'),
        },
        62,
      ) +
      toggle(266, 270, true) +
      listRow(
        312,
        {
          title: t('Abendbilanz um 20 Uhr', 'Evening summary at 8 pm'),
          detail: t('mit Tipp für morgen', 'with a tip for tomorrow'),
        },
        62,
      ) +
      toggle(266, 332, false) +
      card(16, 398, 294, 134, '#f3fbf7') +
      glyph(44, 428, 'battery', C.success, 1.2) +
      text(68, 432, t('Akkuschonend', 'Battery friendly'), {
        size: 15,
        weight: 700,
        fill: '#14532d',
      }) +
      text(32, 468, locale === 'de' ? '0,8 %' : '0.8%', {
        size: 30,
        weight: 800,
        fill: C.success,
      }) +
      paragraph(
        32,
        496,
        t(
          'Akku pro Tag – der Bewegungssensor zählt, GPS bleibt aus.',
          'battery a day – the motion sensor counts, GPS stays off.',
        ),
        262,
        { size: 12.5, fill: '#4b5563', lineHeight: 18 },
      ) +
      tabsBar
    )
  },
}

function pixelBlock(
  x: number,
  y: number,
  width: number,
  height: number,
  color: string,
  unit = 16,
): string {
  let grid = ''
  for (let py = y; py < y + height; py += unit) grid += `M${x},${py}h${width}`
  for (let px = x; px < x + width; px += unit) grid += `M${px},${y}v${height}`
  return (
    rect(x, y, width, height, color) + path(grid, 'none', 'stroke="#000000" stroke-opacity="0.12"')
  )
}

function pixelPlane(x: number, y: number, unit = 6): string {
  const rows = [
    '..##......',
    '..###.....',
    '#########.',
    '##########',
    '#########.',
    '..###.....',
    '..##......',
  ]
  let markup = ''
  rows.forEach((row, ry) => {
    for (let rx = 0; rx < row.length; rx += 1) {
      if (row[rx] === '#')
        markup += rect(
          x + rx * unit,
          y + ry * unit,
          unit,
          unit,
          rx === 9 || (rx === 8 && ry === 3)
            ? C.orange
            : ry === 3 && rx === 6
              ? '#38bdf8'
              : C.white,
        )
    }
  })
  return markup
}

const pixelPilot: Scene = {
  kind: 'mobile',
  alts: [
    ['Das Pixel-Flugzeug fliegt durch eine Höhle', 'the pixel plane flying through a cave'],
    [
      'Levelkarte mit Sternen für geschaffte Level',
      'the level map with stars for completed levels',
    ],
    [
      'Level im Asteroidenfeld geschafft, mit drei Sternen',
      'an asteroid field level completed with three stars',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const sky = '#1c1f4a'
    const hud = (score: number) =>
      rect(0, 0, PHONE_WIDTH, 44, '#000000', { opacity: 0.35 }) +
      text(16, 29, `${t('Punkte', 'Score')} ${formatNumber(locale, score)}`, {
        size: 15,
        weight: 800,
        fill: '#ffd36b',
        family: "ui-monospace, Consolas, 'Courier New', monospace",
      }) +
      [0, 1, 2]
        .map((heart) =>
          path(
            `M${214 + heart * 22},24l-7,-7a4,4 0 0 1 7,-5a4,4 0 0 1 7,5z`,
            heart < 2 ? C.orange : '#4b5563',
          ),
        )
        .join('') +
      rect(288, 10, 26, 26, '#ffffff', { rx: 6, opacity: 0.2 }) +
      glyph(301, 23, 'pause', C.white)
    if (context.index === 1) {
      const top = [80, 120, 96, 150, 110, 70, 130, 90, 60, 100, 140]
      const bottom = [120, 90, 140, 100, 160, 130, 90, 150, 120, 80, 110]
      let cave = rect(0, 0, PHONE_WIDTH, 566, sky)
      series(61, 30, 0, PHONE_WIDTH).forEach(
        (x, index) =>
          (cave += rect(x, 60 + ((index * 37) % 420), 2, 2, '#ffffff', { opacity: 0.6 })),
      )
      top.forEach((height, index) => (cave += pixelBlock(index * 32, 44, 32, height, '#6b4a7a')))
      bottom.forEach(
        (height, index) => (cave += pixelBlock(index * 32, 566 - height, 32, height, '#4d3a66')),
      )
      const coins = [
        [150, 300],
        [182, 280],
        [214, 270],
        [246, 280],
      ]
      cave += coins
        .map(([x, y]) => rect(x!, y!, 12, 12, '#ffd36b') + rect(x! + 3, y! + 3, 6, 6, '#f59e0b'))
        .join('')
      cave +=
        pixelPlane(60, 290, 8) +
        rect(38, 314, 16, 8, C.orange, { opacity: 0.7 }) +
        rect(20, 314, 12, 8, C.orange, { opacity: 0.4 })
      return (
        cave +
        hud(2340) +
        text(163, 540, t('Tippen zum Steigen', 'Tap to climb'), {
          size: 13,
          fill: '#cbd5e1',
          anchor: 'middle',
        }) +
        tabBar(
          [
            ['play', t('Spielen', 'Play')],
            ['grid', t('Level', 'Levels')],
            ['star', t('Erfolge', 'Awards')],
            ['gear', context.ui('settings')],
          ],
          0,
          '#0284c7',
        )
      )
    }
    if (context.index === 2) {
      let map =
        rect(0, 0, PHONE_WIDTH, 566, '#eaf4fb') +
        text(20, 40, t('Welt 3: Gewitter', 'World 3: Thunderstorm'), { size: 20, weight: 800 }) +
        text(20, 62, t('38 von 80 Leveln · 96 Sterne', '38 of 80 levels · 96 stars'), {
          size: 13,
          fill: C.muted,
        })
      for (let level = 0; level < 20; level += 1) {
        const column = level % 4
        const row = Math.floor(level / 4)
        const x = 24 + column * 72
        const y = 84 + row * 92
        const number = 21 + level
        const done = number <= 38
        const current = number === 39
        map += rect(x, y, 62, 62, done ? '#0284c7' : current ? C.orange : '#cfd8e3', { rx: 14 })
        map +=
          done || current
            ? text(x + 31, y + 40, String(number), {
                size: 20,
                weight: 800,
                fill: C.white,
                anchor: 'middle',
              })
            : glyph(x + 31, y + 31, 'lock', '#7b8799', 1.4)
        if (done)
          map += [0, 1, 2]
            .map((star) =>
              path(
                `M${x + 17 + star * 14},${y + 70}l2,4h4l-3,3l1,4l-4,-2l-4,2l1,-4l-3,-3h4z`,
                star < ((number * 7) % 3) + 1 ? '#f59e0b' : '#cbd5e1',
              ),
            )
            .join('')
      }
      return (
        map +
        tabBar(
          [
            ['play', t('Spielen', 'Play')],
            ['grid', t('Level', 'Levels')],
            ['star', t('Erfolge', 'Awards')],
            ['gear', context.ui('settings')],
          ],
          1,
          '#0284c7',
        )
      )
    }
    let field = rect(0, 0, PHONE_WIDTH, 566, '#10122e')
    series(62, 40, 0, PHONE_WIDTH).forEach(
      (x, index) =>
        (field += rect(x, 50 + ((index * 53) % 500), 2, 2, '#ffffff', { opacity: 0.5 })),
    )
    ;[
      [60, 120, 40],
      [250, 200, 56],
      [120, 420, 48],
      [280, 460, 32],
    ].forEach(([x, y, size]) => (field += pixelBlock(x!, y!, size!, size!, '#6b7280', 8)))
    field += pixelPlane(40, 300, 8)
    return (
      field +
      hud(5120) +
      dialog(
        28,
        150,
        270,
        290,
        t('Level geschafft!', 'Level complete!'),
        [0, 1, 2]
          .map((star) =>
            path(
              `M${98 + star * 65},${200}l9,18h20l-16,12l6,20l-19,-12l-19,12l6,-20l-16,-12h20z`,
              '#f59e0b',
            ),
          )
          .join('') +
          text(163, 300, t('Level 39 · Asteroidenfeld', 'Level 39 · Asteroid field'), {
            size: 14,
            fill: C.muted,
            anchor: 'middle',
          }) +
          text(163, 332, `+ ${formatNumber(locale, 2780)} ${t('Punkte', 'points')}`, {
            size: 20,
            weight: 800,
            anchor: 'middle',
          }),
        button(44, 386, t('Nochmal', 'Retry'), { width: 110, height: 40 }) +
          button(166, 386, context.ui('next'), { primary: true, width: 116, height: 40 }),
        { width: PHONE_WIDTH, height: 566 },
      ) +
      tabBar(
        [
          ['play', t('Spielen', 'Play')],
          ['grid', t('Level', 'Levels')],
          ['star', t('Erfolge', 'Awards')],
          ['gear', context.ui('settings')],
        ],
        0,
        '#0284c7',
      )
    )
  },
}

function dish(cx: number, cy: number, r: number, kind: number): string {
  const plate =
    circle(cx, cy, r, '#ffffff', 'stroke="#e5e7eb" stroke-width="2"') +
    circle(cx, cy, r * 0.78, '#f8f5ef')
  if (kind === 0) {
    // Beef roulades with red cabbage and dumplings.
    return (
      plate +
      `<ellipse cx="${cx - r * 0.2}" cy="${cy}" rx="${r * 0.34}" ry="${r * 0.2}" fill="#7a3e1d"/>` +
      `<ellipse cx="${cx - r * 0.2}" cy="${cy - r * 0.05}" rx="${r * 0.3}" ry="${r * 0.12}" fill="#9a5a2e"/>` +
      circle(cx + r * 0.35, cy - r * 0.25, r * 0.18, '#f3e6c4') +
      circle(cx + r * 0.38, cy + r * 0.2, r * 0.2, '#7b2d5e')
    )
  }
  if (kind === 1) {
    // Apple strudel with vanilla sauce.
    return (
      plate +
      `<ellipse cx="${cx}" cy="${cy + r * 0.1}" rx="${r * 0.6}" ry="${r * 0.32}" fill="#fff2c9"/>` +
      rect(cx - r * 0.45, cy - r * 0.2, r * 0.9, r * 0.32, '#d9a05b', { rx: r * 0.12 }) +
      line(cx - r * 0.25, cy - r * 0.2, cx - r * 0.32, cy + r * 0.12, '#b97c3a', 2) +
      line(cx + r * 0.05, cy - r * 0.2, cx - r * 0.02, cy + r * 0.12, '#b97c3a', 2)
    )
  }
  if (kind === 2) {
    // Lentil soup.
    return (
      plate +
      circle(cx, cy, r * 0.6, '#a0652d') +
      series(cx, 9, -0.4, 0.4)
        .map((dx, index) =>
          circle(
            cx + dx * r,
            cy + series(cx + 1, 9, -0.4, 0.4)[index]! * r,
            r * 0.07,
            index % 3 ? '#f59e0b' : '#d97706',
          ),
        )
        .join('')
    )
  }
  return (
    plate +
    circle(cx, cy, r * 0.55, '#e9c46a') +
    circle(cx - r * 0.2, cy - r * 0.1, r * 0.1, '#e76f51') +
    circle(cx + r * 0.2, cy + r * 0.15, r * 0.1, '#e76f51') +
    circle(cx + r * 0.1, cy - r * 0.25, r * 0.08, '#2a9d8f')
  )
}

const grandmasCookbook: Scene = {
  kind: 'mobile',
  alts: [
    ['Rezept für Rinderrouladen mit Zutaten', 'the beef roulades recipe with ingredients'],
    ['Der Portionsrechner passt die Mengen an', 'the serving calculator adjusts the amounts'],
    ['Einkaufsliste aus zwei Rezepten', 'a shopping list from two recipes'],
  ],
  view: (context) => {
    const { t, locale } = context
    const brown = '#8a4b22'
    const tabsBar = tabBar(
      [
        ['home', t('Rezepte', 'Recipes')],
        ['heart', t('Favoriten', 'Favourites')],
        ['list', t('Einkauf', 'Shopping')],
        ['zoom', context.ui('search')],
      ],
      context.index === 3 ? 2 : 0,
      brown,
    )
    const ingredients = (servings: number) =>
      [
        [4 * (servings / 4), t('Rinderrouladen', 'beef slices for roulades'), ''],
        [2 * (servings / 4), t('EL Senf', 'tbsp mustard'), ''],
        [4 * (servings / 4), t('Scheiben Speck', 'rashers of bacon'), ''],
        [2 * (servings / 4), t('Gewürzgurken', 'gherkins'), ''],
        [250 * (servings / 4), t('ml Rotwein', 'ml red wine'), ''],
      ].map(
        ([amount, label]) =>
          `${formatNumber(locale, amount as number, (amount as number) % 1 ? 1 : 0)} ${label}`,
      )
    if (context.index === 1) {
      return (
        rect(0, 0, PHONE_WIDTH, 230, '#efe4d3') +
        rect(0, 0, PHONE_WIDTH, 230, '#c8a27a', { opacity: 0.25 }) +
        dish(163, 120, 92, 0) +
        rect(0, 214, PHONE_WIDTH, 352, C.white, { rx: 20 }) +
        text(20, 254, t('Rinderrouladen', 'Beef roulades'), {
          size: 24,
          weight: 800,
          family: SERIF,
        }) +
        text(20, 278, t('nach Oma Hildes Art', 'Grandma Hilde’s way'), {
          size: 14,
          italic: true,
          fill: C.muted,
          family: SERIF,
        }) +
        [
          ['clock', t('2 Std.', '2 hrs')],
          ['user', t('4 Portionen', '4 servings')],
          ['star', t('Mittel', 'Medium')],
        ]
          .map(
            ([icon, label], slot) =>
              glyph(30 + slot * 102, 306, icon as 'clock', brown) +
              text(44 + slot * 102, 311, label!, { size: 13 }),
          )
          .join('') +
        sectionLabel(346, t('Zutaten', 'Ingredients')) +
        ingredients(4)
          .map(
            (entry, row) =>
              circle(26, 368 + row * 30, 3.5, brown) +
              text(38, 373 + row * 30, entry, { size: 14 }),
          )
          .join('') +
        tabsBar
      )
    }
    if (context.index === 2) {
      return (
        appBar(t('Rinderrouladen', 'Beef roulades'), { back: true }) +
        card(16, 64, 294, 110) +
        text(163, 94, t('Portionen', 'Servings'), { size: 13, fill: C.muted, anchor: 'middle' }) +
        circle(70, 132, 22, '#f6eee4') +
        glyph(70, 132, 'minus', brown) +
        text(163, 146, '6', { size: 40, weight: 800, anchor: 'middle' }) +
        circle(256, 132, 22, '#f6eee4') +
        glyph(256, 132, 'plus', brown) +
        sectionLabel(214, t('Zutaten für 6 Portionen', 'Ingredients for 6 servings')) +
        ingredients(6)
          .map((entry, row) => {
            const [amount, ...rest] = entry.split(' ')
            const y = 228 + row * 50
            return (
              rect(16, y, 294, 42, row % 2 ? C.white : '#faf6f0', { rx: 8 }) +
              text(32, y + 27, amount!, { size: 16, weight: 800, fill: brown }) +
              text(96, y + 27, rest.join(' '), { size: 14 })
            )
          })
          .join('') +
        button(16, 490, t('Auf die Einkaufsliste', 'Add to shopping list'), {
          primary: true,
          width: 294,
          height: 44,
          size: 15,
        }) +
        tabsBar
      )
    }
    const items: [string, string, string, boolean][] = [
      ['Rinderrouladen', 'Beef slices', '6', true],
      ['Senf', 'Mustard', t('1 Glas', '1 jar'), true],
      ['Speck', 'Bacon', '200 g', false],
      ['Gewürzgurken', 'Gherkins', '3', false],
      ['Äpfel, säuerlich', 'Apples, tart', '1 kg', false],
      ['Blätterteig', 'Puff pastry', '1', false],
      ['Rosinen', 'Raisins', '50 g', false],
    ]
    return (
      largeTitle(
        t('Einkaufsliste', 'Shopping list'),
        t('Aus 2 Rezepten: Rouladen, Apfelstrudel', 'From 2 recipes: roulades, apple strudel'),
      ) +
      items
        .map(([de, en, amount, done], row) =>
          listRow(92 + row * 52, { title: t(de, en), checked: done, done, right: amount }, 52),
        )
        .join('') +
      button(16, 470, t('Liste teilen', 'Share list'), { width: 294, height: 44, size: 15 }) +
      tabsBar
    )
  },
}

function chessMoves(locale: Locale): string[] {
  const moves = ['e4 e5', 'Nf3 Nc6', 'Bc4 Bc5', 'd3 Nf6']
  if (locale === 'en') return moves
  return moves.map((move) => move.replace(/N/g, 'S').replace(/B/g, 'L'))
}

const chessMaster: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Schachbrett mit Lektion „Die Gabel“ und Zugpfeil',
      'the chess board with the lesson “The fork” and a move arrow',
    ],
    ['Partie gegen den Computer mit Zughinweis', 'a game against the computer with a move hint'],
    ['Zwölf Spielstärken zur Auswahl', 'choosing one of twelve playing strengths'],
  ],
  menus: [['Partie', 'Game']],
  view: (context) => {
    const { t, locale } = context
    const nav = sidebar(
      0,
      0,
      220,
      660,
      [
        t('Lektionen', 'Lessons'),
        t('Partie spielen', 'Play a game'),
        t('Aufgaben', 'Puzzles'),
        context.ui('statistics'),
      ],
      context.index === 1 ? 0 : 1,
      { heading: t('Schachmeister', 'Chess Master') },
    )
    if (context.index === 1) {
      return {
        document: t('Lektion 14: Die Gabel', 'Lesson 14: The fork'),
        body:
          nav +
          rect(220, 0, 996, 660, '#f4f1ea') +
          chessBoard(290, 50, 520, 'r3k2r/pp3ppp/2p5/3N4/4P3/8/PPP2PPP/R3K2R', {
            marks: ['d5', 'c7'],
            arrows: [['d5', 'c7']],
          }) +
          panel(866, 50, 320, 560, { rx: 12 }) +
          text(890, 86, t('Lektion 14 von 60', 'Lesson 14 of 60'), { size: 13, fill: C.muted }) +
          text(890, 118, t('Die Gabel', 'The fork'), { size: 26, weight: 800, family: SERIF }) +
          paragraph(
            890,
            154,
            t(
              'Eine Figur greift zwei gegnerische Figuren gleichzeitig an. Der Springer ist dafür besonders geeignet.',
              'One piece attacks two enemy pieces at once. The knight is especially good at this.',
            ),
            272,
            { size: 15, lineHeight: 23 },
          ) +
          rect(882, 272, 288, 96, C.blueLight, { rx: 10 }) +
          text(898, 300, t('Ihre Aufgabe', 'Your task'), { size: 13, weight: 700, fill: C.blue }) +
          paragraph(
            898,
            326,
            t(
              'Finden Sie den Zug, der König und Turm zugleich angreift.',
              'Find the move that attacks the king and the rook at once.',
            ),
            260,
            { size: 14, lineHeight: 21 },
          ) +
          text(890, 406, t('Lösung: Sc7+', 'Solution: Nc7+'), {
            size: 18,
            weight: 800,
            fill: C.orange,
          }) +
          text(
            890,
            434,
            t('Schach! Danach fällt der Turm auf a8.', 'Check! The rook on a8 falls next.'),
            { size: 14, fill: C.muted },
          ) +
          progress(890, 470, 272, 0.23, C.blue) +
          text(890, 500, t('Kapitel Taktik · 3 von 8', 'Chapter tactics · 3 of 8'), {
            size: 12,
            fill: C.muted,
          }) +
          button(890, 550, context.ui('back'), { width: 126 }) +
          button(1036, 550, context.ui('next'), { primary: true, width: 126 }),
      }
    }
    if (context.index === 2) {
      const moves = chessMoves(locale)
      return {
        document: t('Partie gegen Stufe 4', 'Game against level 4'),
        body:
          nav +
          rect(220, 0, 996, 660, '#f4f1ea') +
          chessBoard(290, 50, 520, 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R', {
            marks: ['f3', 'g5'],
          }) +
          panel(866, 50, 320, 560, { rx: 12 }) +
          avatar(906, 96, 22, '#0e7490', 'C') +
          text(940, 92, t('Computer · Stufe 4', 'Computer · level 4'), { size: 15, weight: 700 }) +
          text(940, 112, t('Schwarz · am Zug: Weiß', 'Black · White to move'), {
            size: 12,
            fill: C.muted,
          }) +
          text(890, 160, t('Züge', 'Moves'), { size: 13, weight: 700, fill: C.muted }) +
          moves
            .map((move, row) => {
              const [white, black] = move.split(' ')
              return (
                (row % 2 ? '' : rect(882, 170 + row * 34, 288, 34, '#f7f5f0', { rx: 4 })) +
                text(896, 192 + row * 34, `${row + 1}.`, { size: 14, fill: C.muted }) +
                text(936, 192 + row * 34, white!, { size: 15, weight: 600 }) +
                text(1046, 192 + row * 34, black!, { size: 15, weight: 600 })
              )
            })
            .join('') +
          text(896, 192 + 4 * 34, '5.', { size: 14, fill: C.muted }) +
          text(936, 192 + 4 * 34, '…', { size: 15 }) +
          rect(882, 360, 288, 110, '#fff4ec', { rx: 10 }) +
          glyph(904, 388, 'bulb', C.orange) +
          text(924, 393, t('Tipp', 'Hint'), { size: 14, weight: 700, fill: '#b2401b' }) +
          text(898, 424, t('Sf3–g5 greift f7 an.', 'Nf3–g5 attacks f7.'), {
            size: 16,
            weight: 700,
          }) +
          text(
            898,
            450,
            t('Schwarz muss nun genau verteidigen.', 'Black now has to defend carefully.'),
            { size: 13, fill: C.muted },
          ) +
          button(890, 494, t('Zug zurück', 'Take back'), { width: 130 }) +
          button(1032, 494, t('Remis anbieten', 'Offer draw'), { width: 130 }) +
          text(890, 570, t('Bedenkzeit', 'Clock'), { size: 13, fill: C.muted }) +
          text(1162, 570, '08:42 · 09:15', { size: 15, weight: 700, anchor: 'end' }),
      }
    }
    const levels = [
      [t('Erste Schritte', 'First steps'), 400],
      [t('Anfänger', 'Beginner'), 600],
      [t('Hobbyspieler', 'Casual player'), 800],
      [t('Vereinsneuling', 'Club newcomer'), 1000],
      [t('Vereinsspieler', 'Club player'), 1200],
      [t('Fortgeschritten', 'Advanced'), 1400],
    ] as const
    return {
      document: t('Neue Partie', 'New game'),
      body:
        nav +
        rect(220, 0, 996, 660, '#f4f1ea') +
        chessBoard(290, 50, 520, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR', {}) +
        dialog(
          340,
          70,
          580,
          520,
          t('Neue Partie gegen den Computer', 'New game against the computer'),
          text(364, 134, t('Spielstärke wählen (1 bis 12)', 'Choose a strength (1 to 12)'), {
            size: 13,
            fill: C.muted,
          }) +
            Array.from(
              { length: 12 },
              (_, level) =>
                rect(
                  364 + level * 44,
                  148,
                  38,
                  38,
                  level === 3 ? C.blue : level < 3 ? C.blueLight : '#f1f3f7',
                  { rx: 8 },
                ) +
                text(383 + level * 44, 173, String(level + 1), {
                  size: 14,
                  weight: 700,
                  anchor: 'middle',
                  fill: level === 3 ? C.white : C.ink,
                }),
            ).join('') +
            levels
              .map(([label, elo], row) =>
                text(
                  364 + (row % 2) * 270,
                  222 + Math.floor(row / 2) * 28,
                  `${row * 2 + 1}–${row * 2 + 2}: ${label} (~${formatNumber(locale, elo)} Elo)`,
                  {
                    size: 12.5,
                    fill: row === 1 ? C.blue : C.ink,
                    ...(row === 1 ? { weight: 700 } : {}),
                  },
                ),
              )
              .join('') +
            text(364, 326, t('Farbe', 'Colour'), { size: 12, weight: 600, fill: C.muted }) +
            segmented(
              364,
              336,
              [t('Weiß', 'White'), t('Schwarz', 'Black'), t('Zufällig', 'Random')],
              0,
            ) +
            text(364, 400, t('Bedenkzeit', 'Time control'), {
              size: 12,
              weight: 600,
              fill: C.muted,
            }) +
            segmented(364, 410, [t('Ohne', 'None'), '10 min', '15 + 10', '30 min'], 2) +
            checkbox(364, 464, true, t('Zughinweise anbieten', 'Offer move hints')) +
            checkbox(620, 464, true, t('Bedrohte Figuren markieren', 'Mark threatened pieces')),
          button(674, 538, context.ui('cancel'), { width: 110 }) +
            button(794, 538, t('Partie starten', 'Start game'), { primary: true, width: 110 }),
        ),
    }
  },
}

interface Person {
  name: string
  years: string
  x: number
  y: number
  variant: number
  color: string
}

function personCard(person: Person, selected = false): string {
  return (
    rect(person.x, person.y, 180, 72, C.white, {
      rx: 12,
      stroke: selected ? C.blue : '#d5dae4',
      strokeWidth: selected ? 2.5 : 1,
    }) +
    portrait(person.x + 36, person.y + 36, 24, person.color, person.variant) +
    text(person.x + 68, person.y + 32, person.name, { size: 13, weight: 700 }) +
    text(person.x + 68, person.y + 52, person.years, { size: 12, fill: C.muted })
  )
}

const familyTree: Scene = {
  kind: 'desktop',
  alts: [
    ['Stammbaum über drei Generationen', 'a family tree across three generations'],
    [
      'Personenblatt mit Lebensdaten, Fotos und Urkunden',
      'a person record with life dates, photos and records',
    ],
    ['Stammbaum als Poster drucken', 'printing the family tree as a poster'],
  ],
  menus: [
    ['Person', 'Person'],
    ['Stammbaum', 'Tree'],
  ],
  view: (context) => {
    const { t, locale } = context
    const born = locale === 'de' ? '*' : 'b.'
    const people: Person[] = [
      { name: 'Wilhelm Becker', years: '1921–1994', x: 300, y: 40, variant: 3, color: '#c7d2fe' },
      { name: 'Erna Becker', years: `1925–2011`, x: 520, y: 40, variant: 2, color: '#fbcfe8' },
      { name: 'Karl Weber', years: '1930–2002', x: 760, y: 40, variant: 1, color: '#c7d2fe' },
      { name: 'Helga Weber', years: '1933–2019', x: 980, y: 40, variant: 0, color: '#fbcfe8' },
      { name: 'Hans Becker', years: `${born} 1952`, x: 410, y: 220, variant: 1, color: '#c7d2fe' },
      {
        name: 'Monika Becker',
        years: `${born} 1956`,
        x: 870,
        y: 220,
        variant: 2,
        color: '#fbcfe8',
      },
      { name: 'Anna Becker', years: `${born} 1984`, x: 520, y: 400, variant: 0, color: '#fde68a' },
      { name: 'Jonas Becker', years: `${born} 1987`, x: 760, y: 400, variant: 1, color: '#fde68a' },
    ]
    if (context.index === 1) {
      const connect = (from: Person[], to: Person) => {
        const midX = (from[0]!.x + from[1]!.x + 180) / 2
        return (
          line(from[0]!.x + 180, from[0]!.y + 36, from[1]!.x, from[1]!.y + 36, '#9aa3b2', 2) +
          line(midX, from[0]!.y + 36, midX, to.y - 20, '#9aa3b2', 2) +
          line(midX, to.y - 20, to.x + 90, to.y - 20, '#9aa3b2', 2) +
          line(to.x + 90, to.y - 20, to.x + 90, to.y, '#9aa3b2', 2)
        )
      }
      return {
        document: t('Familie Becker', 'Becker family'),
        status: t(
          '148 Personen · 9 Generationen · zuletzt geändert heute',
          '148 people · 9 generations · last changed today',
        ),
        body:
          rect(0, 0, 1216, 632, '#f6f4ef') +
          sidebar(
            0,
            0,
            250,
            632,
            [
              { label: t('Stammbaum', 'Tree') },
              { label: t('Personen', 'People'), detail: '148' },
              { label: t('Orte', 'Places'), detail: '37' },
              { label: t('Fotos', 'Photos'), detail: '412' },
              { label: t('Quellen', 'Sources'), detail: '96' },
            ],
            0,
            { heading: t('Familie Becker', 'Becker family') },
          ) +
          `<g transform="translate(-30 20)">` +
          connect([people[0]!, people[1]!], people[4]!) +
          connect([people[2]!, people[3]!], people[5]!) +
          line(590, 256, 870, 256, '#9aa3b2', 2) +
          line(730, 256, 730, 380, '#9aa3b2', 2) +
          line(610, 380, 850, 380, '#9aa3b2', 2) +
          line(610, 380, 610, 400, '#9aa3b2', 2) +
          line(850, 380, 850, 400, '#9aa3b2', 2) +
          people.map((person, index) => personCard(person, index === 6)).join('') +
          `</g>` +
          text(1190, 600, t('Generation 1–3 von 9', 'Generations 1–3 of 9'), {
            size: 12,
            fill: C.muted,
            anchor: 'end',
          }),
      }
    }
    if (context.index === 2) {
      return {
        document: 'Anna Becker',
        body:
          rect(0, 0, 1216, 660, '#f6f4ef') +
          panel(24, 24, 360, 612, { rx: 12 }) +
          portrait(204, 140, 80, '#fde68a', 0) +
          text(204, 262, 'Anna Becker', {
            size: 24,
            weight: 800,
            anchor: 'middle',
            family: SERIF,
          }) +
          text(204, 288, t('geb. 3. Mai 1984 in Leipzig', 'born 3 May 1984 in Leipzig'), {
            size: 14,
            fill: C.muted,
            anchor: 'middle',
          }) +
          [
            [t('Eltern', 'Parents'), 'Hans & Monika Becker'],
            [t('Geschwister', 'Siblings'), 'Jonas Becker'],
            [t('Beruf', 'Occupation'), t('Architektin', 'Architect')],
            [t('Wohnort', 'Residence'), 'Dresden'],
          ]
            .map(
              ([label, value], row) =>
                text(48, 336 + row * 46, label!, { size: 12, fill: C.muted }) +
                text(48, 356 + row * 46, value!, { size: 15, weight: 600 }),
            )
            .join('') +
          panel(408, 24, 784, 300, { rx: 12 }) +
          text(432, 58, t('Lebensereignisse', 'Life events'), { size: 17, weight: 700 }) +
          [
            [
              '1984',
              t('Geburt in Leipzig', 'Birth in Leipzig'),
              t('Geburtsurkunde', 'Birth certificate'),
            ],
            [
              '1984',
              t('Taufe in der Thomaskirche', 'Baptism at St Thomas Church'),
              t('Taufschein', 'Baptism record'),
            ],
            [
              '2003',
              t('Abitur am Schiller-Gymnasium', 'A levels at Schiller grammar school'),
              t('Zeugnis', 'Certificate'),
            ],
            [
              '2012',
              t('Heirat mit Tom Richter', 'Marriage to Tom Richter'),
              t('Heiratsurkunde', 'Marriage certificate'),
            ],
          ]
            .map(([year, event, record], row) => {
              const y = 82 + row * 58
              return (
                circle(452, y + 18, 7, C.blue) +
                (row < 3 ? line(452, y + 26, 452, y + 68, C.line, 2) : '') +
                text(474, y + 16, year!, { size: 13, weight: 700, fill: C.blue }) +
                text(530, y + 16, event!, { size: 15, weight: 600 }) +
                pill(530, y + 26, record!, { fill: '#f1f3f7', color: C.muted, size: 11 })
              )
            })
            .join('') +
          panel(408, 344, 784, 292, { rx: 12 }) +
          text(432, 378, t('Fotos', 'Photos'), { size: 17, weight: 700 }) +
          [0, 1, 2, 3]
            .map((slot) => {
              const x = 432 + slot * 186
              return `<g transform="rotate(${slot % 2 ? 2 : -2} ${x + 85} 500)">${rect(x, 400, 170, 190, '#fbfaf5', { stroke: '#d9d4c5' })}${landscape(`${context.id}p${slot}`, x + 10, 410, 150, 130, (slot % 3) as 0 | 1 | 2)}${text(x + 85, 572, ['1989', '1996', '2003', '2012'][slot]!, { size: 14, anchor: 'middle', family: SERIF, italic: true })}</g>`
            })
            .join(''),
      }
    }
    let fan = ''
    const rings = [70, 130, 190, 250]
    const colors = ['#fde68a', '#c7d2fe', '#fbcfe8', '#bae6fd', '#ddd6fe']
    rings.forEach((radius, ring) => {
      const segments = 2 ** ring
      for (let segment = 0; segment < segments; segment += 1) {
        if (ring === 0) {
          fan += path(
            `M${600 - radius},420A${radius},${radius} 0 0 1 ${600 + radius},420Z`,
            colors[0]!,
            'stroke="#fff" stroke-width="3"',
          )
          continue
        }
        const inner = rings[ring - 1]!
        const start = Math.PI + (segment * Math.PI) / segments
        const end = Math.PI + ((segment + 1) * Math.PI) / segments
        const p = (r: number, a: number) =>
          `${round(600 + r * Math.cos(a))},${round(420 + r * Math.sin(a))}`
        fan += path(
          `M${p(inner, start)}L${p(radius, start)}A${radius},${radius} 0 0 1 ${p(radius, end)}L${p(inner, end)}A${inner},${inner} 0 0 0 ${p(inner, start)}Z`,
          colors[(ring + segment) % colors.length]!,
          'stroke="#fff" stroke-width="3"',
        )
      }
    })
    return {
      document: t('Poster drucken', 'Print poster'),
      body:
        rect(0, 0, 1216, 660, '#e9ecf2') +
        rect(230, 40, 740, 560, '#fbfaf5', { stroke: '#d9d4c5' }) +
        text(600, 100, t('Familie Becker', 'The Becker family'), {
          size: 34,
          weight: 700,
          anchor: 'middle',
          family: SERIF,
        }) +
        text(
          600,
          130,
          t('Vier Generationen · 1921 bis heute', 'Four generations · 1921 to today'),
          { size: 15, italic: true, fill: C.muted, anchor: 'middle', family: SERIF },
        ) +
        `<g transform="translate(0 120)">${fan}${text(600, 400, 'Anna', { size: 15, weight: 700, anchor: 'middle', family: SERIF })}${text(530, 370, 'Hans', { size: 13, anchor: 'middle', family: SERIF })}${text(670, 370, 'Monika', { size: 13, anchor: 'middle', family: SERIF })}</g>` +
        rect(990, 0, 226, 660, C.white) +
        line(990, 0, 990, 660, C.line) +
        text(1006, 34, t('Poster', 'Poster'), { size: 16, weight: 700 }) +
        text(1006, 68, t('Darstellung', 'Layout'), { size: 12, weight: 600, fill: C.muted }) +
        segmented(1006, 78, [t('Fächer', 'Fan'), t('Baum', 'Tree')], 0) +
        field(1006, 140, 194, t('Format', 'Size'), 'A1 (594 × 841 mm)') +
        field(1006, 204, 194, t('Generationen', 'Generations'), '4') +
        checkbox(1006, 272, true, t('Lebensdaten', 'Life dates')) +
        checkbox(1006, 304, true, t('Fotos', 'Photos')) +
        checkbox(1006, 336, false, t('Orte', 'Places')) +
        button(1006, 560, context.ui('print'), { primary: true, width: 194 }),
    }
  },
}

const recipeBox: Scene = {
  kind: 'mobile',
  alts: [
    ['Rezeptsammlung mit Fotos', 'the recipe collection with photos'],
    [
      'Kochmodus mit großem Schritt, Timer und Vorlesen',
      'cooking mode with a large step, a timer and read-aloud',
    ],
    ['Wochenplan mit einem Gericht für jeden Tag', 'the weekly plan with a dish for each day'],
  ],
  view: (context) => {
    const { t } = context
    const green = '#0a86b0'
    const tabsBar = tabBar(
      [
        ['grid', t('Rezepte', 'Recipes')],
        ['calendar', t('Wochenplan', 'Week plan')],
        ['download', t('Importieren', 'Import')],
        ['gear', context.ui('settings')],
      ],
      context.index === 3 ? 1 : 0,
      green,
    )
    if (context.index === 1) {
      const recipes: [string, string, string, number][] = [
        ['Linsensuppe', 'Lentil soup', '35 min', 2],
        ['Apfelstrudel', 'Apple strudel', '70 min', 1],
        ['Rouladen', 'Roulades', '2 h', 0],
        ['Pizza Margherita', 'Pizza Margherita', '40 min', 3],
      ]
      return (
        largeTitle(
          t('Meine Rezepte', 'My recipes'),
          t('84 Rezepte · 12 Favoriten', '84 recipes · 12 favourites'),
        ) +
        rect(16, 86, 294, 38, '#eef1f6', { rx: 10 }) +
        glyph(38, 105, 'zoom', C.muted) +
        text(58, 110, t('Rezepte suchen', 'Search recipes'), { size: 15, fill: C.faint }) +
        recipes
          .map(([de, en, time, kind], slot) => {
            const x = 16 + (slot % 2) * 152
            const y = 138 + Math.floor(slot / 2) * 196
            return (
              card(x, y, 142, 184) +
              rect(x, y, 142, 110, '#f4ede2', { rx: 16 }) +
              dish(x + 71, y + 56, 46, kind) +
              text(x + 12, y + 136, t(de, en), { size: 14, weight: 700 }) +
              glyph(x + 20, y + 160, 'clock', C.muted) +
              text(x + 34, y + 165, time, { size: 12, fill: C.muted }) +
              (slot === 1 ? glyph(x + 122, y + 160, 'heart', C.orange) : '')
            )
          })
          .join('') +
        tabsBar
      )
    }
    if (context.index === 2) {
      return (
        rect(0, 0, PHONE_WIDTH, 566, '#0f2a33') +
        text(20, 36, t('Linsensuppe', 'Lentil soup'), { size: 15, weight: 700, fill: '#9bd4e6' }) +
        text(306, 36, t('Schritt 3 von 6', 'Step 3 of 6'), {
          size: 13,
          fill: '#9bd4e6',
          anchor: 'end',
        }) +
        progress(20, 50, 286, 0.5, '#38bdf8', 6) +
        paragraph(
          20,
          120,
          t(
            'Linsen, Karotten und Kartoffeln in die Brühe geben und 20 Minuten köcheln lassen.',
            'Add the lentils, carrots and potatoes to the stock and simmer for 20 minutes.',
          ),
          286,
          { size: 22, weight: 700, fill: C.white, lineHeight: 30 },
        ) +
        circle(163, 340, 70, '#15414f') +
        donut(163, 340, 70, 10, [0.4, 0.6], ['#38bdf8', '#15414f']) +
        text(163, 350, '12:00', { size: 30, weight: 800, fill: C.white, anchor: 'middle' }) +
        text(163, 374, t('Timer läuft', 'Timer running'), {
          size: 12,
          fill: '#9bd4e6',
          anchor: 'middle',
        }) +
        rect(20, 436, 138, 48, '#15414f', { rx: 24 }) +
        glyph(50, 460, 'speaker', C.white) +
        text(100, 465, t('Vorlesen', 'Read aloud'), {
          size: 14,
          weight: 700,
          fill: C.white,
          anchor: 'middle',
        }) +
        rect(168, 436, 138, 48, '#38bdf8', { rx: 24 }) +
        text(237, 465, context.ui('next'), {
          size: 14,
          weight: 700,
          fill: '#0f2a33',
          anchor: 'middle',
        }) +
        text(163, 520, t('Bildschirm bleibt an', 'Screen stays on'), {
          size: 12,
          fill: '#9bd4e6',
          anchor: 'middle',
        }) +
        tabsBar
      )
    }
    const week: [string, string, string, string, number][] = [
      ['Mo', 'Mon', 'Linsensuppe', 'Lentil soup', 2],
      ['Di', 'Tue', 'Gemüsepfanne', 'Vegetable stir-fry', 3],
      ['Mi', 'Wed', 'Rouladen (Reste)', 'Roulades (leftovers)', 0],
      ['Do', 'Thu', 'Pizza Margherita', 'Pizza Margherita', 3],
      ['Fr', 'Fri', 'Fisch mit Kartoffeln', 'Fish and potatoes', 1],
      ['Sa', 'Sat', 'Grillabend', 'Barbecue night', 0],
      ['So', 'Sun', 'Apfelstrudel', 'Apple strudel', 1],
    ]
    return (
      appBar(t('Wochenplan', 'Week plan'), { action: context.ui('add') }) +
      week
        .map(([de, en, dishDe, dishEn, kind], row) => {
          const y = 60 + row * 70
          return (
            rect(16, y, 294, 62, row === 0 ? '#e0f2f8' : C.white, { rx: 12, stroke: '#e6eaf2' }) +
            text(40, y + 37, t(de, en), { size: 14, weight: 800, fill: green, anchor: 'middle' }) +
            dish(88, y + 31, 24, kind) +
            text(124, y + 37, t(dishDe, dishEn), { size: 14, weight: 600 })
          )
        })
        .join('') +
      tabsBar
    )
  },
}

function yogaFigure(cx: number, cy: number, color: string): string {
  // Tree pose: standing leg, the other foot on the knee, arms joined above the head.
  const s = `stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none"`
  return (
    circle(cx, cy - 82, 17, color) +
    `<path d="M${cx},${cy - 56}V${cy + 14}" ${s}/>` +
    `<path d="M${cx},${cy + 14}V${cy + 120}" ${s}/>` +
    `<path d="M${cx},${cy + 14}L${cx + 42},${cy + 52}L${cx + 6},${cy + 72}" ${s}/>` +
    `<path d="M${cx - 4},${cy - 50}L${cx - 52},${cy - 96}L${cx - 4},${cy - 150}" ${s}/>` +
    `<path d="M${cx + 4},${cy - 50}L${cx + 52},${cy - 96}L${cx + 4},${cy - 150}" ${s}/>`
  )
}

const yogaCompanion: Scene = {
  kind: 'mobile',
  alts: [
    ['Geführte Übung: der Baum mit Zeitanzeige', 'a guided session: the tree pose with a timer'],
    ['Trainingsplan über 30 Tage', 'a 30-day training plan'],
    ['Atemübung zum Ein- und Ausatmen', 'a breathing exercise, breathing in and out'],
  ],
  view: (context) => {
    const { t } = context
    const teal = '#0c6e8f'
    const tabsBar = tabBar(
      [
        ['play', t('Üben', 'Practise')],
        ['calendar', t('Pläne', 'Plans')],
        ['heart', t('Atmen', 'Breathe')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
      teal,
    )
    if (context.index === 1) {
      return (
        rect(0, 0, PHONE_WIDTH, 566, '#eef7f9') +
        text(163, 40, t('Morgenroutine · 20 Min.', 'Morning routine · 20 min'), {
          size: 13,
          fill: C.muted,
          anchor: 'middle',
        }) +
        circle(163, 250, 150, '#d6eef3') +
        yogaFigure(163, 260, teal) +
        rect(0, 420, PHONE_WIDTH, 146, C.white, { rx: 20 }) +
        text(24, 456, t('Baum', 'Tree pose'), { size: 24, weight: 800 }) +
        text(24, 480, t('Gewicht aufs linke Bein', 'Weight on the left leg'), {
          size: 13,
          fill: C.muted,
        }) +
        donut(268, 462, 34, 7, [0.6, 0.4], [teal, '#e3eef1']) +
        text(268, 468, '0:45', { size: 15, weight: 800, anchor: 'middle' }) +
        text(24, 524, `${t('Als Nächstes', 'Up next')}: ${t('Krieger II', 'Warrior II')}`, {
          size: 13,
          weight: 600,
          fill: teal,
        }) +
        glyph(290, 520, 'speaker', teal) +
        tabsBar
      )
    }
    if (context.index === 2) {
      let days = ''
      for (let day = 0; day < 30; day += 1) {
        const x = 24 + (day % 6) * 48
        const y = 150 + Math.floor(day / 6) * 52
        const done = day < 11
        const today = day === 11
        days +=
          circle(
            x + 18,
            y + 18,
            19,
            done ? teal : today ? C.white : '#eef2f5',
            today ? `stroke="${C.orange}" stroke-width="3"` : '',
          ) +
          text(x + 18, y + 23, String(day + 1), {
            size: 13,
            weight: 700,
            anchor: 'middle',
            fill: done ? C.white : C.ink,
          })
      }
      return (
        largeTitle(
          t('Rücken stärken', 'Stronger back'),
          t('30-Tage-Plan · 15 Min. am Tag', '30-day plan · 15 min a day'),
        ) +
        progress(20, 104, 286, 11 / 30, teal, 8) +
        text(20, 132, t('Tag 12 von 30', 'Day 12 of 30'), { size: 13, weight: 700, fill: teal }) +
        days +
        button(16, 430, t('Heutige Einheit starten', 'Start today’s session'), {
          primary: true,
          width: 294,
          height: 46,
          size: 15,
        }) +
        text(
          163,
          504,
          t('Nächste Einheit: Katze-Kuh, Kind, Sphinx', 'Next session: cat-cow, child, sphinx'),
          { size: 12.5, fill: C.muted, anchor: 'middle' },
        ) +
        tabsBar
      )
    }
    return (
      rect(0, 0, PHONE_WIDTH, 566, '#0c3b4c') +
      text(163, 48, t('4-7-8-Atmung', '4-7-8 breathing'), {
        size: 18,
        weight: 800,
        fill: C.white,
        anchor: 'middle',
      }) +
      circle(163, 260, 140, '#ffffff', 'opacity="0.06"') +
      circle(163, 260, 110, '#ffffff', 'opacity="0.1"') +
      circle(163, 260, 80, '#7dd3fc', 'opacity="0.85"') +
      text(163, 254, t('Einatmen', 'Breathe in'), {
        size: 22,
        weight: 800,
        fill: '#0c3b4c',
        anchor: 'middle',
      }) +
      text(163, 282, '3', { size: 22, weight: 800, fill: '#0c3b4c', anchor: 'middle' }) +
      [
        [t('Ein', 'In'), '4 s'],
        [t('Halten', 'Hold'), '7 s'],
        [t('Aus', 'Out'), '8 s'],
      ]
        .map(
          ([label, seconds], slot) =>
            rect(24 + slot * 96, 440, 86, 58, slot === 0 ? '#7dd3fc' : '#15506a', { rx: 12 }) +
            text(67 + slot * 96, 464, label!, {
              size: 13,
              weight: 700,
              anchor: 'middle',
              fill: slot === 0 ? '#0c3b4c' : C.white,
            }) +
            text(67 + slot * 96, 486, seconds!, {
              size: 13,
              anchor: 'middle',
              fill: slot === 0 ? '#0c3b4c' : '#9bd4e6',
            }),
        )
        .join('') +
      text(163, 530, t('Runde 2 von 4', 'Round 2 of 4'), {
        size: 12,
        fill: '#9bd4e6',
        anchor: 'middle',
      }) +
      tabsBar
    )
  },
}

const SUDOKU_PUZZLE = [
  '53..7....',
  '6..195...',
  '.98....6.',
  '8...6...3',
  '4..8.3..1',
  '7...2...6',
  '.6....28.',
  '...419..5',
  '....8..79',
]
const SUDOKU_SOLUTION = [
  '534678912',
  '672195348',
  '198342567',
  '859761423',
  '426853791',
  '713924856',
  '961537284',
  '287419635',
  '345286179',
]

function sudokuGrid(
  x: number,
  y: number,
  size: number,
  filled: number,
  options: {
    selected?: [number, number]
    highlightRow?: number
    highlightBox?: [number, number]
    notes?: boolean
  } = {},
): string {
  const cell = size / 9
  let markup = rect(x, y, size, size, C.white)
  if (options.highlightRow !== undefined)
    markup += rect(x, y + options.highlightRow * cell, size, cell, '#e0f2fe')
  if (options.highlightBox)
    markup += rect(
      x + options.highlightBox[0] * cell * 3,
      y + options.highlightBox[1] * cell * 3,
      cell * 3,
      cell * 3,
      '#e0f2fe',
    )
  if (options.selected)
    markup += rect(
      x + options.selected[0] * cell,
      y + options.selected[1] * cell,
      cell,
      cell,
      '#bae6fd',
    )
  let count = 0
  for (let row = 0; row < 9; row += 1) {
    for (let column = 0; column < 9; column += 1) {
      const given = SUDOKU_PUZZLE[row]![column]!
      const cx = x + column * cell + cell / 2
      const cy = y + row * cell + cell * 0.7
      if (given !== '.') {
        markup += text(cx, cy, given, {
          size: Math.round(cell * 0.6),
          weight: 700,
          anchor: 'middle',
          fill: C.ink,
        })
      } else if (count < filled && (row * 9 + column) % 3 !== 1) {
        count += 1
        markup += text(cx, cy, SUDOKU_SOLUTION[row]![column]!, {
          size: Math.round(cell * 0.6),
          weight: 600,
          anchor: 'middle',
          fill: '#0284c7',
        })
      } else if (options.notes && (row + column) % 4 === 0) {
        markup += text(
          cx - cell * 0.22,
          y + row * cell + cell * 0.34,
          String(((row + column) % 9) + 1),
          { size: Math.round(cell * 0.26), fill: C.muted, anchor: 'middle' },
        )
        markup += text(
          cx + cell * 0.22,
          y + row * cell + cell * 0.34,
          String(((row * 2 + column) % 9) + 1),
          { size: Math.round(cell * 0.26), fill: C.muted, anchor: 'middle' },
        )
      }
    }
  }
  for (let index = 0; index <= 9; index += 1) {
    const width = index % 3 === 0 ? 2.5 : 1
    const color = index % 3 === 0 ? C.ink : '#cbd5e1'
    markup +=
      line(x + index * cell, y, x + index * cell, y + size, color, width) +
      line(x, y + index * cell, x + size, y + index * cell, color, width)
  }
  return markup
}

const sudokuCollection: Scene = {
  kind: 'mobile',
  alts: [
    ['Sudoku mit Notizen und Zahlenfeld', 'a sudoku with notes and the number pad'],
    ['Ein Hinweis erklärt den nächsten Schritt', 'a hint explains the next step'],
    ['Tägliches Rätsel mit Serie und Bestzeiten', 'the daily puzzle with streak and best times'],
  ],
  view: (context) => {
    const { t, locale } = context
    const blue = '#0284c7'
    const tabsBar = tabBar(
      [
        ['grid', t('Spielen', 'Play')],
        ['calendar', t('Tagesrätsel', 'Daily')],
        ['chart', context.ui('statistics')],
        ['gear', context.ui('settings')],
      ],
      context.index === 3 ? 1 : 0,
      blue,
    )
    if (context.index === 1) {
      return (
        appBar(t('Mittel · Nr. 1.204', 'Medium · No. 1,204'), { back: true }) +
        text(20, 76, '08:41', { size: 14, weight: 700, fill: C.muted }) +
        text(306, 76, t('Fehler: 1 von 3', 'Mistakes: 1 of 3'), {
          size: 13,
          fill: C.muted,
          anchor: 'end',
        }) +
        sudokuGrid(16, 88, 294, 12, { selected: [2, 0], notes: true }) +
        [
          ['undo', t('Zurück', 'Undo')],
          ['pen', t('Notizen', 'Notes')],
          ['bulb', t('Hinweis', 'Hint')],
          ['trash', context.ui('delete')],
        ]
          .map(
            ([icon, label], slot) =>
              glyph(49 + slot * 76, 410, icon as 'pen', slot === 1 ? blue : C.ink) +
              text(49 + slot * 76, 436, label!, {
                size: 11,
                anchor: 'middle',
                fill: slot === 1 ? blue : C.muted,
              }),
          )
          .join('') +
        Array.from({ length: 9 }, (_, digit) =>
          text(28 + digit * 34, 488, String(digit + 1), {
            size: 28,
            weight: 600,
            fill: blue,
            anchor: 'middle',
          }),
        ).join('') +
        tabsBar
      )
    }
    if (context.index === 2) {
      return (
        appBar(t('Mittel · Nr. 1.204', 'Medium · No. 1,204'), { back: true }) +
        sudokuGrid(16, 64, 294, 20, { highlightRow: 4, selected: [4, 4] }) +
        card(16, 374, 294, 150) +
        glyph(40, 402, 'bulb', C.orange) +
        text(60, 407, t('Hinweis', 'Hint'), { size: 15, weight: 800, fill: '#b2401b' }) +
        paragraph(
          32,
          436,
          t(
            'Für das markierte Feld bleibt nur die 5: Alle anderen Zahlen stehen schon in dieser Zeile, Spalte oder im Block.',
            'Only 5 fits the marked cell: every other digit is already in its row, column or box.',
          ),
          262,
          { size: 13, lineHeight: 19, fill: '#4b5563' },
        ) +
        tabsBar
      )
    }
    const streak = [true, true, true, true, true, false, true]
    return (
      largeTitle(
        t('Tagesrätsel', 'Daily puzzle'),
        t('Montag, 14. Juli · Schwer', 'Monday 14 July · Hard'),
      ) +
      card(16, 96, 294, 190) +
      sudokuGrid(40, 112, 150, 0, {}) +
      text(208, 140, t('Heute', 'Today'), { size: 13, fill: C.muted }) +
      text(208, 168, t('Schwer', 'Hard'), { size: 20, weight: 800 }) +
      button(208, 230, t('Spielen', 'Play'), { primary: true, width: 86, height: 36 }) +
      sectionLabel(320, t('Serie', 'Streak'), t('12 Tage', '12 days')) +
      t('Mo Di Mi Do Fr Sa So', 'M T W T F S S')
        .split(' ')
        .map(
          (day, slot) =>
            circle(38 + slot * 42, 356, 16, streak[slot] ? blue : '#eef2f5') +
            text(38 + slot * 42, 361, day, {
              size: 12,
              weight: 700,
              anchor: 'middle',
              fill: streak[slot] ? C.white : C.muted,
            }),
        )
        .join('') +
      sectionLabel(410, t('Bestzeiten', 'Best times')) +
      [
        [t('Leicht', 'Easy'), '03:12'],
        [t('Mittel', 'Medium'), '07:48'],
        [t('Schwer', 'Hard'), '14:05'],
      ]
        .map(
          ([level, time], row) =>
            text(20, 440 + row * 30, level!, { size: 14 }) +
            text(306, 440 + row * 30, time!, { size: 14, weight: 700, anchor: 'end' }),
        )
        .join('') +
      text(
        20,
        536,
        `${formatNumber(locale, 10000)} ${t('Rätsel in der Sammlung', 'puzzles in the collection')}`,
        { size: 12, fill: C.muted },
      ) +
      tabsBar
    )
  },
}

export const LEISURE_SCENES: Record<string, Scene> = {
  'weather-frog': weatherFrog,
  'step-counter': stepCounter,
  'pixel-pilot': pixelPilot,
  'grandmas-cookbook': grandmasCookbook,
  'chess-master': chessMaster,
  'family-tree-explorer': familyTree,
  'recipe-box': recipeBox,
  'yoga-companion': yogaCompanion,
  'sudoku-collection': sudokuCollection,
}
