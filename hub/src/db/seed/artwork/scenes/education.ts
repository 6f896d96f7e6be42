import { appBar, card, largeTitle, listRow, sectionLabel, tabBar, PHONE_WIDTH } from '../mobile'
import { keyboard } from '../pictures'
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
  series,
  SERIF,
  text,
} from '../svg'
import {
  barChart,
  button,
  donut,
  glyph,
  lineChart,
  panel,
  pill,
  progress,
  sidebar,
  textWidth,
} from '../widgets'

// Vocabulary trainer, star map, touch typing and maths.

const vocabulary: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Karteikarte mit französischem Wort und Aussprache',
      'a flash card with a French word and its pronunciation',
    ],
    [
      'Rückseite mit Übersetzung, Beispielsatz und nächster Wiederholung',
      'the back with translation, example sentence and next review',
    ],
    ['Themenpakete mit Lernfortschritt', 'topic packs with learning progress'],
  ],
  view: (context) => {
    const { t } = context
    const tabs = tabBar(
      [
        ['list', t('Lernen', 'Learn')],
        ['grid', t('Themen', 'Topics')],
        ['chart', context.ui('statistics')],
        ['gear', context.ui('settings')],
      ],
      context.index === 3 ? 1 : 0,
      '#c46f00',
    )
    const header =
      appBar(t('Heute', 'Today')) +
      text(306, 33, t('12 von 30', '12 of 30'), { size: 13, fill: C.muted, anchor: 'end' }) +
      progress(20, 52, 286, 0.4, '#d98200', 6)
    if (context.index === 1) {
      return (
        header +
        rect(36, 96, 254, 330, '#ffe9c7', { rx: 20 }) +
        rect(28, 86, 270, 340, '#fff3df', { rx: 20 }) +
        card(20, 76, 286, 350) +
        pill(163, 100, t('Im Alltag', 'Everyday life'), {
          fill: '#fff3df',
          color: '#a85a00',
          anchor: 'middle',
        }) +
        text(163, 232, 'la boulangerie', {
          size: 30,
          weight: 800,
          anchor: 'middle',
          family: SERIF,
        }) +
        text(163, 266, '[la bu.lɑ̃.ʒʁi]', { size: 15, fill: C.muted, anchor: 'middle' }) +
        circle(163, 320, 26, '#d98200') +
        glyph(163, 320, 'speaker', C.white, 1.3) +
        text(163, 400, t('Tippen zum Umdrehen', 'Tap to turn over'), {
          size: 13,
          fill: C.faint,
          anchor: 'middle',
        }) +
        button(20, 450, t('Nochmal', 'Again'), { width: 138, height: 48, size: 15 }) +
        button(168, 450, t('Gewusst', 'Knew it'), {
          primary: true,
          width: 138,
          height: 48,
          size: 15,
        }) +
        tabs
      )
    }
    if (context.index === 2) {
      return (
        header +
        card(20, 76, 286, 350) +
        text(163, 130, 'la boulangerie', {
          size: 24,
          weight: 800,
          anchor: 'middle',
          family: SERIF,
        }) +
        line(60, 152, 266, 152, '#edf0f5') +
        text(163, 196, t('die Bäckerei', 'the bakery'), {
          size: 26,
          weight: 700,
          anchor: 'middle',
          fill: '#a85a00',
        }) +
        rect(40, 226, 246, 110, '#fff7ea', { rx: 12 }) +
        text(56, 256, t('Beispiel', 'Example'), { size: 12, weight: 700, fill: C.muted }) +
        text(56, 282, 'Je vais à la boulangerie.', { size: 15, italic: true, family: SERIF }) +
        text(56, 310, t('Ich gehe zur Bäckerei.', "I'm going to the bakery."), {
          size: 14,
          fill: C.muted,
        }) +
        glyph(262, 282, 'speaker', '#a85a00') +
        text(163, 392, t('Wie gut wussten Sie es?', 'How well did you know it?'), {
          size: 14,
          fill: C.muted,
          anchor: 'middle',
        }) +
        [
          [t('Schwer', 'Hard'), t('10 Min.', '10 min'), '#fff1ec', '#b2401b'],
          [t('Gut', 'Good'), t('3 Tage', '3 days'), '#fff3df', '#a85a00'],
          [t('Leicht', 'Easy'), t('8 Tage', '8 days'), C.blueLight, C.blue],
        ]
          .map(([label, interval, fill, color], slot) => {
            const x = 20 + slot * 98
            return (
              rect(x, 446, 90, 60, fill!, { rx: 12 }) +
              text(x + 45, 472, label!, { size: 15, weight: 700, fill: color!, anchor: 'middle' }) +
              text(x + 45, 492, interval!, { size: 12, fill: C.muted, anchor: 'middle' })
            )
          })
          .join('') +
        tabs
      )
    }
    const packs: [string, string, number, number][] = [
      ['Im Restaurant', 'At the restaurant', 120, 0.82],
      ['Unterwegs', 'Travelling', 180, 0.56],
      ['Einkaufen', 'Shopping', 140, 0.4],
      ['Arbeit und Beruf', 'Work and jobs', 220, 0.18],
      ['Familie', 'Family', 160, 0.07],
    ]
    return (
      largeTitle(
        t('Themen', 'Topics'),
        t('6.000 Wörter · 1.240 gelernt', '6,000 words · 1,240 learnt'),
      ) +
      packs
        .map(([de, en, words, done], row) => {
          const y = 96 + row * 90
          return (
            card(16, y, 294, 78) +
            rect(
              30,
              y + 16,
              46,
              46,
              ['#d98200', '#1b4dd8', '#c2185b', '#0f766e', '#6d28d9'][row]!,
              { rx: 12 },
            ) +
            text(53, y + 46, t(de, en).slice(0, 1), {
              size: 20,
              weight: 800,
              fill: C.white,
              anchor: 'middle',
            }) +
            text(90, y + 32, t(de, en), { size: 15, weight: 700 }) +
            text(290, y + 32, `${Math.round(done * 100)}${context.locale === 'de' ? ' %' : '%'}`, {
              size: 13,
              weight: 700,
              anchor: 'end',
              fill: '#a85a00',
            }) +
            progress(90, y + 44, 200, done, '#d98200', 6) +
            text(90, y + 68, `${words} ${t('Wörter', 'words')}`, { size: 12, fill: C.muted })
          )
        })
        .join('') +
      tabs
    )
  },
}

const starMap: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Himmelsansicht mit Sternbildern und Planeten',
      'the sky view with constellations and planets',
    ],
    ['Details zu Jupiter mit Auf- und Untergang', 'details on Jupiter with rise and set times'],
    [
      'Kalender mit Sternschnuppen, Vollmond und ISS',
      'the calendar with meteor showers, full moon and the ISS',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const night = '#0b1226'
    const tabs = tabBar(
      [
        ['star', t('Himmel', 'Sky')],
        ['zoom', context.ui('search')],
        ['calendar', t('Ereignisse', 'Events')],
        ['gear', context.ui('settings')],
      ],
      context.index === 3 ? 2 : 0,
      '#1b3a8f',
    )
    const stars = (seed: number, count: number, height: number) => {
      const xs = series(seed, count, 0, PHONE_WIDTH)
      const ys = series(seed + 1, count, 0, height)
      const sizes = series(seed + 2, count, 0.6, 2.2)
      return xs
        .map((x, index) =>
          circle(
            x,
            ys[index]!,
            sizes[index]!,
            '#ffffff',
            `opacity="${round(0.4 + sizes[index]! / 4)}"`,
          ),
        )
        .join('')
    }
    if (context.index === 1) {
      const dipper = [
        [60, 150],
        [104, 138],
        [140, 160],
        [176, 182],
        [232, 176],
        [250, 226],
        [194, 236],
      ] as const
      return (
        rect(0, 0, PHONE_WIDTH, 566, night) +
        stars(4, 90, 440) +
        path(
          `M${dipper.map(([x, y]) => `${x},${y}`).join('L')}L176,182`,
          'none',
          'stroke="#7aa2ff" stroke-width="1.5" opacity="0.8"',
        ) +
        dipper.map(([x, y]) => circle(x, y, 3.6, C.white)).join('') +
        text(120, 128, t('Großer Wagen', 'Big Dipper'), { size: 13, fill: '#a5b4fc' }) +
        circle(230, 330, 8, '#ffd59e') +
        text(244, 334, 'Jupiter', { size: 13, weight: 700, fill: '#ffd59e' }) +
        circle(90, 380, 5, '#ffb089') +
        text(100, 384, 'Mars', { size: 12, fill: '#ffb089' }) +
        path(`M0,470Q163,430 ${PHONE_WIDTH},470V566H0Z`, '#121a33') +
        text(40, 500, t('NW', 'NW'), { size: 12, fill: '#8b93a3' }) +
        text(163, 480, t('N', 'N'), { size: 14, weight: 800, fill: C.white, anchor: 'middle' }) +
        text(286, 500, t('NO', 'NE'), { size: 12, fill: '#8b93a3', anchor: 'end' }) +
        circle(163, 300, 36, 'none', 'stroke="#ffffff" stroke-width="1.5" opacity="0.6"') +
        rect(16, 12, 294, 40, '#1a2340', { rx: 20, opacity: 0.9 }) +
        text(36, 37, t('Blick nach Norden · 22:48', 'Looking north · 10:48 pm'), {
          size: 13,
          fill: C.white,
        }) +
        tabs
      )
    }
    if (context.index === 2) {
      return (
        rect(0, 0, PHONE_WIDTH, 566, night) +
        stars(9, 40, 220) +
        circle(163, 130, 70, '#e7c89b') +
        rect(93, 110, 140, 10, '#c99a66', { opacity: 0.7 }) +
        rect(93, 140, 140, 12, '#b07c4f', { opacity: 0.6 }) +
        `<ellipse cx="190" cy="150" rx="14" ry="8" fill="#b86a48" opacity="0.8"/>` +
        rect(0, 230, PHONE_WIDTH, 336, C.white, { rx: 22 }) +
        text(20, 274, 'Jupiter', { size: 26, weight: 800 }) +
        text(20, 298, t('Planet · im Sternbild Zwillinge', 'Planet · in Gemini'), {
          size: 13,
          fill: C.muted,
        }) +
        [
          [t('Aufgang', 'Rises'), locale === 'de' ? '02:14' : '2:14 am'],
          [t('Untergang', 'Sets'), locale === 'de' ? '17:52' : '5:52 pm'],
          [t('Helligkeit', 'Magnitude'), formatNumber(locale, -2.1, 1)],
          [t('Entfernung', 'Distance'), t('872 Mio. km', '872 million km')],
        ]
          .map(([label, value], slot) => {
            const x = 20 + (slot % 2) * 148
            const y = 320 + Math.floor(slot / 2) * 74
            return (
              rect(x, y, 138, 62, '#f3f5fa', { rx: 12 }) +
              text(x + 14, y + 24, label!, { size: 12, fill: C.muted }) +
              text(x + 14, y + 48, value!, { size: 17, weight: 700 })
            )
          })
          .join('') +
        paragraph(
          20,
          486,
          t(
            'Gut sichtbar in der zweiten Nachthälfte, tief im Osten.',
            'Well visible in the second half of the night, low in the east.',
          ),
          286,
          { size: 13, fill: '#4b5563' },
        ) +
        tabs
      )
    }
    const events: [string, string, string, string, string][] = [
      ['9.', 'Aug.', 'Vollmond', 'Full moon', '#ffd59e'],
      ['12.', 'Aug.', 'Perseiden-Maximum', 'Perseids peak', C.orange],
      ['19.', 'Aug.', 'Mond trifft Jupiter', 'Moon meets Jupiter', '#7aa2ff'],
      ['21.', 'Aug.', 'ISS sichtbar 21:48', 'ISS visible 9:48 pm', '#a5b4fc'],
      ['7.', 'Sep.', 'Totale Mondfinsternis', 'Total lunar eclipse', '#ffb089'],
    ]
    return (
      largeTitle(
        t('Ereignisse', 'Events'),
        t('Für Leipzig · nächste 30 Tage', 'For Leipzig · next 30 days'),
      ) +
      events
        .map(([day, month, de, en, color], row) => {
          const y = 96 + row * 86
          const dateLabel =
            locale === 'de'
              ? [day, month]
              : [
                  day.replace('.', ''),
                  month.replace('.', '').replace('Aug', 'Aug').replace('Sep', 'Sep'),
                ]
          return (
            card(16, y, 294, 74) +
            rect(28, y + 12, 50, 50, night, { rx: 12 }) +
            text(53, y + 36, dateLabel[0]!, {
              size: 18,
              weight: 800,
              fill: C.white,
              anchor: 'middle',
            }) +
            text(53, y + 54, dateLabel[1]!, { size: 11, fill: '#a5b4fc', anchor: 'middle' }) +
            circle(96, y + 37, 6, color) +
            text(112, y + 33, t(de, en), { size: 15, weight: 700 }) +
            text(
              112,
              y + 54,
              [
                t('ganze Nacht', 'all night'),
                t('bis 80 je Stunde', 'up to 80 an hour'),
                t('am Morgenhimmel', 'in the morning sky'),
                t('4 Minuten, sehr hell', '4 minutes, very bright'),
                t('ab 19:30 Uhr', 'from 7:30 pm'),
              ][row]!,
              { size: 12, fill: C.muted },
            )
          )
        })
        .join('') +
      tabs
    )
  },
}

const touchTyping: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Übung mit Tastatur, nächster Taste und Fingerfarben',
      'an exercise with the keyboard, the next key and finger colours',
    ],
    [
      'Fehleranalyse: welche Tasten oft verwechselt werden',
      'error analysis: which keys are often mixed up',
    ],
    ['Fortschrittskurve und Tippspiel', 'the progress curve and a typing game'],
  ],
  menus: [['Lektion', 'Lesson']],
  view: (context) => {
    const { t, locale } = context
    const nav = sidebar(
      0,
      0,
      220,
      632,
      [
        { label: t('Lektionen', 'Lessons'), detail: '12/40' },
        { label: t('Freies Üben', 'Free practice') },
        { label: t('Fehleranalyse', 'Error analysis') },
        { label: t('Spiele', 'Games') },
        { label: context.ui('statistics') },
      ],
      context.index === 1 ? 0 : context.index === 2 ? 2 : 4,
      { heading: t('Schreibtrainer', 'Typing tutor') },
    )
    if (context.index === 1) {
      const sentence = t('fjdk dsjf sala dass das glas', 'fjdk dsjf sala dad has a lad')
      const typed = 15
      const done = sentence.slice(0, typed)
      const rest = sentence.slice(typed + 1)
      const next = sentence[typed]!
      const x = 276
      return {
        document: t('Lektion 12: Grundreihe', 'Lesson 12: Home row'),
        status: t(
          'Lektion 12 von 40 · Ziel: 150 Anschläge pro Minute',
          'Lesson 12 of 40 · Goal: 150 keystrokes per minute',
        ),
        body:
          nav +
          rect(220, 0, 996, 632, '#f7f8fb') +
          [
            [t('Anschläge/Min.', 'Keystrokes/min'), '142'],
            [t('Fehler', 'Errors'), locale === 'de' ? '2,1 %' : '2.1%'],
            [t('Zeit', 'Time'), '03:12'],
          ]
            .map(
              ([label, value], slot) =>
                panel(252 + slot * 200, 24, 184, 78, { rx: 12 }) +
                text(272 + slot * 200, 52, label!, { size: 13, fill: C.muted }) +
                text(272 + slot * 200, 86, value!, { size: 26, weight: 800 }),
            )
            .join('') +
          panel(252, 124, 932, 120, { rx: 12 }) +
          text(x, 196, done, { size: 34, family: MONO, fill: C.blue }) +
          rect(x + done.length * 20.4, 164, 21, 44, C.orangeLight, { rx: 3 }) +
          text(x + done.length * 20.4 + 10.5, 196, next === ' ' ? '␣' : next, {
            size: 34,
            family: MONO,
            fill: '#b2401b',
            anchor: 'middle',
          }) +
          line(x + done.length * 20.4, 212, x + done.length * 20.4 + 21, 212, C.orange, 3) +
          text(x + (done.length + 1) * 20.4, 196, rest, {
            size: 34,
            family: MONO,
            fill: '#9aa3b2',
          }) +
          text(x + 5 * 20.4 + 10, 226, '•', { size: 20, fill: C.error, anchor: 'middle' }) +
          keyboard(400, 290, 50, locale, {
            next: next === ' ' ? ' ' : next.toUpperCase(),
            zones: true,
            spaceLabel: t('Daumen', 'Thumbs'),
          }) +
          text(
            718,
            612,
            t(
              'Linker Mittelfinger auf D – die Markierungen auf F und J helfen beim Finden.',
              'Left middle finger on D – the bumps on F and J help you find the keys.',
            ),
            { size: 14, fill: C.muted, anchor: 'middle' },
          ),
      }
    }
    if (context.index === 2) {
      const misses: [string, number][] =
        locale === 'de'
          ? [
              ['Z', 0.9],
              ['Ü', 0.7],
              ['B', 0.55],
              ['Y', 0.5],
              ['Ö', 0.4],
              ['V', 0.3],
            ]
          : [
              ['Y', 0.9],
              ['B', 0.7],
              ['P', 0.55],
              ['Z', 0.5],
              ['Q', 0.4],
              ['V', 0.3],
            ]
      const left = 400
      let heat = keyboard(left, 60, 50, locale, {})
      const rows =
        locale === 'de'
          ? ['1234567890ß', 'QWERTZUIOPÜ', 'ASDFGHJKLÖÄ', 'YXCVBNM,.-']
          : ['1234567890-', 'QWERTYUIOP[', "ASDFGHJKL;'", 'ZXCVBNM,./']
      for (const [key, value] of misses) {
        rows.forEach((row, rowIndex) => {
          const column = row.indexOf(key)
          if (column < 0) return
          const offset = [0, 0.5, 0.75, 1.25][rowIndex]! * 50
          heat += rect(left + offset + column * 56, 60 + rowIndex * 56, 50, 50, C.orange, {
            rx: 6,
            opacity: round(value * 0.85),
          })
          heat += text(left + offset + column * 56 + 25, 60 + rowIndex * 56 + 31, key, {
            size: 18,
            weight: 700,
            fill: C.white,
            anchor: 'middle',
          })
        })
      }
      return {
        document: t('Fehleranalyse', 'Error analysis'),
        body:
          nav +
          rect(220, 0, 996, 660, '#f7f8fb') +
          text(252, 40, t('Wo Ihre Finger danebenliegen', 'Where your fingers slip'), {
            size: 20,
            weight: 700,
          }) +
          heat +
          panel(252, 390, 560, 240, { rx: 12 }) +
          text(276, 422, t('Häufigste Fehler', 'Most frequent errors'), { size: 15, weight: 700 }) +
          barChart(
            300,
            440,
            490,
            140,
            misses.map(([, value]) => value * 48),
            { labels: misses.map(([key]) => key), color: C.orange, highlight: -1 },
          ) +
          panel(836, 390, 348, 240, { rx: 12 }) +
          text(860, 422, t('Tipp', 'Tip'), { size: 15, weight: 700 }) +
          paragraph(
            860,
            452,
            locale === 'de'
              ? 'Z und Y werden oft verwechselt: Auf der deutschen Tastatur liegt das Z oben rechts vom T. Üben Sie Lektion 17.'
              : 'Y and B are often mixed up: reach for B with the left index finger, for Y with the right. Try lesson 17.',
            300,
            { size: 14, lineHeight: 22, fill: '#4b5563' },
          ) +
          button(860, 572, t('Lektion 17 üben', 'Practise lesson 17'), {
            primary: true,
            width: 300,
          }),
      }
    }
    const speed = [38, 52, 61, 70, 78, 86, 95, 99, 108, 114, 121, 128, 142]
    return {
      document: context.ui('statistics'),
      body:
        nav +
        rect(220, 0, 996, 660, '#f7f8fb') +
        panel(252, 24, 600, 330, { rx: 12 }) +
        text(276, 58, t('Anschläge pro Minute', 'Keystrokes per minute'), {
          size: 15,
          weight: 700,
        }) +
        text(828, 58, t('+274 % seit Beginn', '+274% since start'), {
          size: 13,
          weight: 700,
          fill: C.success,
          anchor: 'end',
        }) +
        lineChart(300, 80, 520, 230, speed, { color: C.blue, dots: true, min: 0, max: 160 }) +
        speed
          .map((_, index) =>
            index % 3 === 0
              ? text(300 + (index * 520) / 12, 336, `L${index + 1}`, {
                  size: 11,
                  fill: C.muted,
                  anchor: 'middle',
                })
              : '',
          )
          .join('') +
        panel(876, 24, 308, 330, { rx: 12 }) +
        text(900, 58, t('Auszeichnungen', 'Badges'), { size: 15, weight: 700 }) +
        [
          [t('100 Anschläge', '100 keystrokes'), true],
          [t('7 Tage am Stück', '7 days in a row'), true],
          [t('Fehlerfrei', 'Error free'), false],
        ]
          .map(
            ([label, earned], row) =>
              circle(926, 100 + row * 80, 24, earned ? '#ffd36b' : '#e5e7eb') +
              glyph(926, 100 + row * 80, 'star', earned ? '#a85a00' : C.faint, 1.4) +
              text(962, 106 + row * 80, label as string, {
                size: 14,
                weight: 600,
                fill: earned ? C.ink : C.faint,
              }),
          )
          .join('') +
        rect(252, 378, 932, 254, '#141a33', { rx: 12 }) +
        text(276, 412, t('Spiel: Wortregen', 'Game: Word rain'), {
          size: 16,
          weight: 700,
          fill: C.white,
        }) +
        text(1160, 412, t('Punkte 1.480', 'Score 1,480'), {
          size: 14,
          weight: 700,
          fill: '#ffd36b',
          anchor: 'end',
        }) +
        [
          [t('Haus', 'house'), 320, 450],
          [t('Blume', 'flower'), 520, 500],
          [t('Fenster', 'window'), 760, 470],
          [t('Katze', 'cat'), 980, 530],
          [t('Regen', 'rain'), 420, 560],
        ]
          .map(
            ([word, x, y], index) =>
              rect(
                (x as number) - 10,
                (y as number) - 24,
                textWidth(word as string, 20, 700) + 20,
                34,
                index === 2 ? C.orange : '#2a3356',
                { rx: 8 },
              ) +
              text(x as number, y as number, word as string, {
                size: 20,
                weight: 700,
                fill: C.white,
              }),
          )
          .join('') +
        rect(560, 590, 316, 32, C.white, { rx: 6 }) +
        text(574, 612, t('Fens', 'win'), { size: 16, family: MONO }) +
        line(
          574 + t('Fens', 'win').length * 9.6,
          598,
          574 + t('Fens', 'win').length * 9.6,
          616,
          C.ink,
          1.5,
        ),
    }
  },
}

const mathMaster: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Brüche addieren mit Lösung Schritt für Schritt',
      'adding fractions with a step-by-step solution',
    ],
    ['Lernstand je Thema, die Aufgaben passen sich an', 'progress per topic, the exercises adapt'],
    [
      'Elternbereich mit Übungszeit und Schwächen',
      'the parent area with practice time and weak spots',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const tabs = tabBar(
      [
        ['pen', t('Üben', 'Practise')],
        ['grid', t('Themen', 'Topics')],
        ['user', t('Eltern', 'Parents')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
      '#c46f00',
    )
    const fraction = (
      x: number,
      y: number,
      top: string,
      bottom: string,
      color: string = C.ink,
      size = 24,
    ) =>
      text(x, y - 6, top, { size, weight: 700, anchor: 'middle', fill: color }) +
      line(x - size * 0.6, y, x + size * 0.6, y, color, 2) +
      text(x, y + size + 2, bottom, { size, weight: 700, anchor: 'middle', fill: color })
    if (context.index === 1) {
      return (
        appBar(t('Brüche · Aufgabe 4', 'Fractions · task 4'), { back: true }) +
        progress(20, 56, 286, 0.4, '#d98200', 6) +
        card(16, 78, 294, 112) +
        fraction(80, 138, '3', '4') +
        text(118, 146, '+', { size: 26, weight: 700, anchor: 'middle' }) +
        fraction(156, 138, '1', '6') +
        text(196, 146, '=', { size: 26, weight: 700, anchor: 'middle' }) +
        fraction(242, 138, '11', '12', '#a85a00') +
        sectionLabel(222, t('Lösungsweg', 'Worked solution')) +
        [
          [t('1. Gemeinsamen Nenner finden: 12', '1. Find a common denominator: 12'), false],
          [
            t('2. Erweitern: 3/4 = 9/12 und 1/6 = 2/12', '2. Expand: 3/4 = 9/12 and 1/6 = 2/12'),
            false,
          ],
          [t('3. Zähler addieren: 9 + 2 = 11', '3. Add the numerators: 9 + 2 = 11'), false],
          [t('4. Ergebnis: 11/12 – nicht kürzbar', '4. Result: 11/12 – cannot be reduced'), true],
        ]
          .map(([step, last], row) => {
            const y = 236 + row * 58
            return (
              rect(16, y, 294, 48, last ? '#fff3df' : '#f5f7fb', { rx: 10 }) +
              text(30, y + 30, step as string, {
                size: 13.5,
                weight: last ? 700 : 400,
                fill: last ? '#a85a00' : C.ink,
              })
            )
          })
          .join('') +
        button(16, 480, t('Nächste Aufgabe', 'Next task'), {
          primary: true,
          width: 294,
          height: 46,
          size: 15,
        }) +
        tabs
      )
    }
    if (context.index === 2) {
      const topics: [string, string, number, string][] = [
        ['Brüche', 'Fractions', 0.8, t('Stufe 4', 'Level 4')],
        ['Dezimalzahlen', 'Decimals', 0.65, t('Stufe 3', 'Level 3')],
        ['Prozentrechnung', 'Percentages', 0.3, t('Stufe 1', 'Level 1')],
        ['Gleichungen', 'Equations', 0.5, t('Stufe 2', 'Level 2')],
        ['Geometrie', 'Geometry', 0.9, t('Stufe 5', 'Level 5')],
        ['Textaufgaben', 'Word problems', 0.45, t('Stufe 2', 'Level 2')],
      ]
      return (
        largeTitle(t('Themen', 'Topics'), t('Klasse 6 · passt sich an', 'Year 6 · adapts to you')) +
        topics
          .map(([de, en, value, level], slot) => {
            const x = 16 + (slot % 2) * 152
            const y = 96 + Math.floor(slot / 2) * 150
            return (
              card(x, y, 142, 138) +
              donut(
                x + 71,
                y + 56,
                38,
                9,
                [value, 1 - value],
                [value < 0.4 ? C.orange : '#d98200', '#edf0f5'],
              ) +
              text(x + 71, y + 62, `${Math.round(value * 100)}${locale === 'de' ? ' %' : '%'}`, {
                size: 15,
                weight: 800,
                anchor: 'middle',
              }) +
              text(x + 71, y + 114, t(de, en), { size: 14, weight: 700, anchor: 'middle' }) +
              text(x + 71, y + 130, level, { size: 11, fill: C.muted, anchor: 'middle' })
            )
          })
          .join('') +
        tabs
      )
    }
    const minutes = [20, 35, 15, 40, 25, 0, 30]
    const days = t('Mo Di Mi Do Fr Sa So', 'Mon Tue Wed Thu Fri Sat Sun').split(' ')
    return (
      appBar(t('Elternbereich', 'Parent area')) +
      card(16, 62, 294, 72) +
      circle(52, 98, 20, '#d98200') +
      text(52, 104, 'L', { size: 17, weight: 800, fill: C.white, anchor: 'middle' }) +
      text(84, 94, t('Lina, Klasse 6', 'Lina, Year 6'), { size: 16, weight: 700 }) +
      text(84, 116, t('165 Minuten diese Woche', '165 minutes this week'), {
        size: 13,
        fill: C.muted,
      }) +
      sectionLabel(166, t('Übungszeit', 'Practice time')) +
      barChart(36, 180, 270, 120, minutes, {
        labels: days,
        color: '#d98200',
        highlight: 3,
        max: 45,
      }) +
      sectionLabel(346, t('Braucht noch Übung', 'Needs more practice')) +
      listRow(356, {
        title: t('Prozentrechnung', 'Percentages'),
        detail: t('58 % richtig · 14 Aufgaben', '58% correct · 14 tasks'),
        iconColor: C.orange,
        icon: '%',
      }) +
      listRow(416, {
        title: t('Textaufgaben', 'Word problems'),
        detail: t('64 % richtig · 9 Aufgaben', '64% correct · 9 tasks'),
        iconColor: '#d98200',
        icon: 'T',
      }) +
      tabs
    )
  },
}

export const EDUCATION_SCENES: Record<string, Scene> = {
  'french-vocabulary-trainer': vocabulary,
  'star-map': starMap,
  'touch-typing-tutor': touchTyping,
  'maths-master': mathMaster,
}
