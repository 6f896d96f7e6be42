import {
  appBar,
  card,
  fab,
  largeTitle,
  listRow,
  sectionLabel,
  tabBar,
  PHONE_WIDTH,
} from '../mobile'
import type { Scene, SceneContext } from '../scene'
import {
  C,
  circle,
  formatMoney,
  formatNumber,
  line,
  paragraph,
  path,
  rect,
  SERIF,
  text,
} from '../svg'
import {
  avatar,
  barChart,
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
  table,
  tabs,
  textWidth,
  type GlyphName,
} from '../widgets'

// Office suite, notes, PDF tools, labels, calendar, document scanner and shopping list.

function formatBar(context: SceneContext, extra = ''): string {
  const { t } = context
  return (
    rect(0, 0, 1216, 84, '#f7f8fb') +
    tabs(
      12,
      0,
      [
        t('Start', 'Home'),
        t('Einfügen', 'Insert'),
        t('Layout', 'Layout'),
        t('Überprüfen', 'Review'),
      ],
      0,
    ) +
    line(0, 36, 1216, 36, '#e5e8ef') +
    rect(16, 46, 150, 28, C.white, { rx: 4, stroke: '#cfd6e3' }) +
    text(26, 65, 'Arial', { size: 13 }) +
    rect(172, 46, 52, 28, C.white, { rx: 4, stroke: '#cfd6e3' }) +
    text(184, 65, '11', { size: 13 }) +
    text(250, 66, context.locale === 'de' ? 'F' : 'B', { size: 15, weight: 800 }) +
    text(280, 66, context.locale === 'de' ? 'K' : 'I', { size: 15, italic: true, family: SERIF }) +
    text(306, 66, 'U', { size: 15 }) +
    line(305, 70, 317, 70, C.ink, 1.4) +
    line(336, 50, 336, 72, '#e0e4ec') +
    (['list', 'menu', 'text'] as GlyphName[])
      .map((name, slot) => glyphButton(346 + slot * 34, 44, name, slot === 1))
      .join('') +
    line(456, 50, 456, 72, '#e0e4ec') +
    extra +
    line(0, 84, 1216, 84, '#e0e4ec')
  )
}

function squiggle(x: number, y: number, width: number): string {
  let d = `M${x},${y}`
  for (let step = 0; step < width / 4; step += 1)
    d += `l2,${step % 2 ? -2 : 2}l2,${step % 2 ? 2 : -2}`
  return `<path d="${d}" fill="none" stroke="${C.error}" stroke-width="1.2"/>`
}

const officeSuite: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Brief in der Textverarbeitung mit Rechtschreibprüfung',
      'a letter in the word processor with spell checking',
    ],
    ['Tabellenkalkulation mit Formel und Diagramm', 'a spreadsheet with a formula and a chart'],
    ['Präsentation mit Folien und Übergängen', 'a presentation with slides and transitions'],
  ],
  view: (context) => {
    const { t, locale } = context
    if (context.index === 1) {
      const styles = [
        t('Standard', 'Normal'),
        t('Überschrift 1', 'Heading 1'),
        t('Titel', 'Title'),
        t('Zitat', 'Quote'),
      ]
      const gallery = styles
        .map(
          (label, slot) =>
            rect(470 + slot * 112, 44, 104, 32, slot === 0 ? C.blueLight : C.white, {
              rx: 4,
              stroke: slot === 0 ? C.blue : '#dfe4ec',
            }) +
            text(482 + slot * 112, 65, label, {
              size: 12,
              ...(slot === 1 ? { weight: 700, fill: C.blue } : {}),
              ...(slot === 2 ? { size: 14 } : {}),
            }),
        )
        .join('')
      const body = t(
        'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen für Ihr Sommerfest am 23. August die Bewirtung für 60 Gäste an. Das Angebot umfasst ein Buffet mit regionalen Speisen, Getränke sowie Geschirr und Personal.',
        'thank you for your enquiry. We are pleased to offer catering for 60 guests at your summer party on 23 August. The offer includes a buffet of regional dishes, drinks, tableware and staff.',
      )
      return {
        document: t('Angebot Sommerfest.docx', 'Quote summer party.docx'),
        status: t(
          'Seite 1 von 2 · 312 Wörter · Deutsch (Deutschland)',
          'Page 1 of 2 · 312 words · English (UK)',
        ),
        body:
          formatBar(context, gallery) +
          rect(0, 84, 1216, 548, '#e9ecf2') +
          rect(318, 104, 580, 560, C.white, { stroke: '#d5dae4' }) +
          text(
            378,
            160,
            t(
              'Gasthaus Linde · Marktplatz 4 · 04109 Leipzig',
              'Linden Inn · 4 Market Square · Leipzig',
            ),
            { size: 10, fill: C.muted },
          ) +
          [
            t('Familie Weber', 'The Weber family'),
            t('Gartenstraße 12', '12 Garden Road'),
            t('04229 Leipzig', 'Leipzig 04229'),
          ]
            .map((entry, row) => text(378, 188 + row * 18, entry, { size: 13 }))
            .join('') +
          text(838, 270, t('Leipzig, 14. Juli 2025', 'Leipzig, 14 July 2025'), {
            size: 13,
            anchor: 'end',
          }) +
          text(378, 310, t('Angebot für Ihr Sommerfest', 'Quote for your summer party'), {
            size: 16,
            weight: 700,
          }) +
          text(378, 346, t('Sehr geehrte Familie Weber,', 'Dear Mr and Mrs Weber,'), { size: 13 }) +
          paragraph(378, 376, body, 470, { size: 13, lineHeight: 22 }) +
          squiggle(
            378 + textWidth(t('vielen Dank für Ihre ', 'thank you for your '), 13),
            380,
            textWidth(t('Anfrage.', 'enquiry.'), 13),
          ) +
          paragraph(
            378,
            500,
            t('Wir freuen uns auf Ihre Rückmeldung.', 'We look forward to hearing from you.'),
            470,
            { size: 13 },
          ) +
          text(378, 540, t('Mit freundlichen Grüßen', 'Kind regards'), { size: 13 }) +
          text(378, 590, 'Martina Linde', { size: 13 }) +
          line(379, 604, 379, 620, C.ink, 1.5) +
          panel(930, 300, 262, 128) +
          text(946, 326, t('Rechtschreibung', 'Spelling'), { size: 13, weight: 700 }) +
          text(946, 350, t('„Anfrage.“ – meinten Sie:', '“enquiry.” – did you mean:'), {
            size: 12,
            fill: C.muted,
          }) +
          pill(946, 362, t('Anfrage', 'enquiry'), { size: 12 }) +
          pill(1040, 362, t('Anfragen', 'inquiry'), { size: 12, fill: '#f1f3f7', color: C.ink }) +
          text(946, 414, t('Ignorieren', 'Ignore'), { size: 12, fill: C.blue, weight: 600 }),
      }
    }
    if (context.index === 2) {
      const months = t(
        'Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez',
        'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
      ).split(' ')
      const income = [3120, 3120, 3340, 3120, 3480, 3120, 3900, 3120, 3120, 3260, 3120, 4210]
      const expenses = [2480, 2610, 2890, 2550, 2720, 3010, 3380, 2940, 2510, 2690, 2600, 3650]
      const totalIncome = income.reduce((sum, value) => sum + value, 0)
      const columnsX = [0, 46, 146, 276, 406, 536, 666, 796]
      let grid = rect(0, 128, 1216, 504, C.white)
      for (let column = 0; column < 8; column += 1) {
        grid +=
          rect(columnsX[column]!, 128, column === 0 ? 46 : 130, 24, '#f1f3f7') +
          line(columnsX[column]!, 128, columnsX[column]!, 632, '#e3e7ee')
        if (column > 0)
          grid += text(columnsX[column]! + 65, 145, String.fromCharCode(64 + column), {
            size: 12,
            fill: C.muted,
            anchor: 'middle',
          })
      }
      const header = [
        t('Monat', 'Month'),
        t('Einnahmen', 'Income'),
        t('Ausgaben', 'Expenses'),
        t('Saldo', 'Balance'),
      ]
      for (let row = 0; row < 19; row += 1) {
        const y = 152 + row * 25
        grid +=
          line(0, y, 1216, y, '#e3e7ee') +
          text(23, y + 17, String(row + 1), { size: 12, fill: C.muted, anchor: 'middle' })
        if (row === 0)
          header.forEach(
            (label, column) =>
              (grid += text(columnsX[column + 1]! + 8, y + 17, label, { size: 13, weight: 700 })),
          )
        if (row >= 1 && row <= 12) {
          const month = row - 1
          grid +=
            text(columnsX[1]! + 8, y + 17, months[month]!, { size: 13 }) +
            text(columnsX[3]! - 8, y + 17, formatNumber(locale, income[month]!, 2), {
              size: 13,
              anchor: 'end',
            }) +
            text(columnsX[4]! - 8, y + 17, formatNumber(locale, expenses[month]!, 2), {
              size: 13,
              anchor: 'end',
            }) +
            text(
              columnsX[5]! - 8,
              y + 17,
              formatNumber(locale, income[month]! - expenses[month]!, 2),
              { size: 13, anchor: 'end' },
            )
        }
        if (row === 13) {
          grid +=
            rect(columnsX[1]!, y, 390, 25, C.blueLight) +
            text(columnsX[1]! + 8, y + 17, t('Summe', 'Total'), { size: 13, weight: 700 }) +
            text(
              columnsX[3]! - 8,
              y + 17,
              formatNumber(
                locale,
                income.reduce((a, b) => a + b, 0),
                2,
              ),
              { size: 13, weight: 700, anchor: 'end' },
            ) +
            text(
              columnsX[4]! - 8,
              y + 17,
              formatNumber(
                locale,
                expenses.reduce((a, b) => a + b, 0),
                2,
              ),
              { size: 13, weight: 700, anchor: 'end' },
            ) +
            rect(columnsX[2]!, y, 130, 25, 'none', { stroke: C.blue, strokeWidth: 2 })
        }
      }
      return {
        document: t('Haushalt 2025.xlsx', 'Household 2025.xlsx'),
        status: `${t('Summe', 'Sum')}: ${formatNumber(locale, totalIncome, 2)} · ${t('Mittelwert', 'Average')}: ${formatNumber(locale, totalIncome / 12, 2)} · ${t('Anzahl', 'Count')}: 12`,
        body:
          formatBar(context) +
          rect(0, 84, 1216, 44, C.white) +
          rect(12, 92, 80, 28, C.white, { rx: 4, stroke: '#cfd6e3' }) +
          text(24, 111, 'B14', { size: 13 }) +
          text(112, 112, 'fx', { size: 14, italic: true, fill: C.muted, family: SERIF }) +
          rect(140, 92, 1064, 28, C.white, { rx: 4, stroke: '#cfd6e3' }) +
          text(152, 111, t('=SUMME(B2:B13)', '=SUM(B2:B13)'), {
            size: 13,
            family: "ui-monospace, Consolas, 'Courier New', monospace",
          }) +
          grid +
          panel(690, 170, 500, 330) +
          text(710, 200, t('Ausgaben 2025 je Monat', 'Expenses 2025 by month'), {
            size: 14,
            weight: 700,
          }) +
          barChart(730, 230, 440, 220, expenses, {
            labels: months.map((month) => month.slice(0, 1)),
            color: C.blue,
            highlight: 11,
          }) +
          rect(710, 474, 12, 12, C.blue, { rx: 2 }) +
          text(730, 485, t('Ausgaben', 'Expenses'), { size: 12, fill: C.muted }) +
          rect(810, 474, 12, 12, C.orange, { rx: 2 }) +
          text(830, 485, t('Höchster Monat', 'Highest month'), { size: 12, fill: C.muted }),
      }
    }
    const thumbnails = [0, 1, 2, 3]
      .map((slot) => {
        const y = 20 + slot * 120
        return (
          text(16, y + 14, String(slot + 1), { size: 12, fill: C.muted }) +
          rect(32, y, 160, 90, slot === 1 ? C.white : '#fbfcfe', {
            stroke: slot === 1 ? C.blue : '#d5dae4',
            strokeWidth: slot === 1 ? 2.5 : 1,
          }) +
          rect(44, y + 12, slot === 0 ? 120 : 80, 8, slot === 0 ? C.blue : C.ink, { rx: 2 }) +
          (slot === 1
            ? barChart(48, y + 34, 80, 44, [3, 5, 4, 7], { color: C.blue, highlight: 3 })
            : rect(44, y + 30, 100, 5, '#c7cfdd', { rx: 2 }) +
              rect(44, y + 42, 80, 5, '#c7cfdd', { rx: 2 }))
        )
      })
      .join('')
    const transitions = [
      t('Ohne', 'None'),
      t('Überblenden', 'Fade'),
      t('Schieben', 'Push'),
      t('Zoomen', 'Zoom'),
    ]
    return {
      document: t('Quartalsbericht.pptx', 'Quarterly report.pptx'),
      status: t('Folie 2 von 12 · Übergang: Schieben', 'Slide 2 of 12 · Transition: Push'),
      body:
        rect(0, 0, 1216, 632, '#e9ecf2') +
        rect(0, 0, 210, 632, '#f3f5fa') +
        line(210, 0, 210, 632, C.line) +
        thumbnails +
        rect(250, 40, 720, 405, C.white, { stroke: '#d5dae4' }) +
        rect(250, 40, 720, 8, C.blue) +
        text(290, 110, t('Umsatz im zweiten Quartal', 'Revenue in the second quarter'), {
          size: 30,
          weight: 700,
        }) +
        barChart(310, 150, 330, 220, [42, 55, 48, 71], {
          labels: ['Q3/24', 'Q4/24', 'Q1/25', 'Q2/25'],
          color: C.blue,
          highlight: 3,
        }) +
        [
          t('+48 % zum Vorjahr', '+48% on last year'),
          t('Neue Kunden in 9 Ländern', 'New customers in 9 countries'),
          t('Ziel für Q3: 80.000 €', 'Q3 target: €80,000'),
        ]
          .map(
            (entry, row) =>
              circle(686, 196 + row * 52, 5, C.orange) +
              text(702, 202 + row * 52, entry, { size: 17 }),
          )
          .join('') +
        rect(250, 470, 720, 130, C.white, { stroke: '#d5dae4' }) +
        text(
          266,
          496,
          t(
            'Notizen: Zahlen mit dem Vertrieb abstimmen.',
            'Notes: check the figures with the sales team.',
          ),
          { size: 13, fill: C.muted },
        ) +
        rect(990, 0, 226, 632, C.white) +
        line(990, 0, 990, 632, C.line) +
        text(1006, 34, t('Übergänge', 'Transitions'), { size: 15, weight: 700 }) +
        transitions
          .map((label, slot) => {
            const x = 1006 + (slot % 2) * 100
            const y = 54 + Math.floor(slot / 2) * 100
            return (
              rect(x, y, 92, 66, slot === 2 ? C.blueLight : '#f3f5fa', {
                rx: 6,
                stroke: slot === 2 ? C.blue : C.line,
                strokeWidth: slot === 2 ? 2 : 1,
              }) +
              rect(x + 14, y + 14, 40, 30, '#9db4f0', { rx: 3 }) +
              rect(x + 38, y + 22, 40, 30, slot === 2 ? C.orange : '#ffc3ae', { rx: 3 }) +
              text(x + 46, y + 84, label, { size: 12, anchor: 'middle' })
            )
          })
          .join('') +
        field(1006, 280, 194, t('Dauer', 'Duration'), t('0,75 Sekunden', '0.75 seconds')) +
        checkbox(1006, 350, true, t('Bei Mausklick', 'On mouse click')) +
        checkbox(1006, 382, false, t('Automatisch', 'Automatically')) +
        button(1006, 420, t('Für alle Folien', 'Apply to all'), { width: 194 }) +
        button(1006, 462, t('Vorschau', 'Preview'), { primary: true, width: 194 }),
    }
  },
}

const NOTE_LIST: readonly [string, string, string, string, string][] = [
  [
    'Ideen für das Sommerfest',
    'Ideas for the summer party',
    'Lichterketten, Grill, Musik …',
    'Fairy lights, barbecue, music …',
    '09:12',
  ],
  [
    'Rezept Zwetschgenkuchen',
    'Plum cake recipe',
    '500 g Mehl, 200 g Butter …',
    '500 g flour, 200 g butter …',
    '08:40',
  ],
  [
    'Besprechung Projekt Nord',
    'Meeting project North',
    'Termin mit Frau Kaiser …',
    'Appointment with Ms Kaiser …',
    'Mo.|Mon',
  ],
  [
    'Bücher für den Urlaub',
    'Books for the holiday',
    'Drei Krimis und ein Roman',
    'Three crime novels and a novel',
    'So.|Sun',
  ],
  [
    'Reifenwechsel Termine',
    'Tyre change dates',
    'Werkstatt ruft zurück',
    'The garage will call back',
    '12.07.|12/07',
  ],
  [
    'Geschenkideen Oma',
    'Gift ideas for Grandma',
    'Fotobuch, Schal, Konzert',
    'Photo book, scarf, concert',
    '10.07.|10/07',
  ],
]

const quickNotes: Scene = {
  kind: 'desktop',
  alts: [
    ['Notizen mit Schlagwörtern und einer Checkliste', 'notes with tags and a checklist'],
    ['Schnelle Suche über tausende Notizen', 'a quick search across thousands of notes'],
    [
      'Neue Notiz per Tastenkürzel, auf allen Geräten abgeglichen',
      'a new note via keyboard shortcut, synced to all devices',
    ],
  ],
  view: (context) => {
    const { t } = context
    const tags = sidebar(
      0,
      0,
      220,
      660,
      [
        {
          label: t('Alle Notizen', 'All notes'),
          detail: '1.284'.replace('.', context.locale === 'de' ? '.' : ','),
        },
        { label: '#' + t('Arbeit', 'work'), color: C.blue },
        { label: '#' + t('Ideen', 'ideas'), color: C.orange },
        { label: '#' + t('Rezepte', 'recipes'), color: '#8b5cf6' },
        { label: '#' + t('Reisen', 'travel'), color: '#0891b2' },
        { label: t('Papierkorb', 'Bin') },
      ],
      context.index === 2 ? 3 : 2,
      { heading: t('Schlagwörter', 'Tags') },
    )
    const list = (selected: number, filter?: (index: number) => boolean, highlight?: string) => {
      let markup = rect(220, 0, 320, 660, C.white) + line(540, 0, 540, 660, C.line)
      let row = 0
      NOTE_LIST.forEach((note, index) => {
        if (filter && !filter(index)) return
        const y = 60 + row * 86
        const [date] = note[4].split('|')
        const shownDate = note[4].includes('|')
          ? context.locale === 'de'
            ? date!
            : note[4].split('|')[1]!
          : note[4]
        const title = t(note[0], note[1])
        markup +=
          (index === selected ? rect(228, y, 304, 80, C.blueLight, { rx: 8 }) : '') +
          text(244, y + 28, title, { size: 14, weight: 700 }) +
          text(516, y + 28, shownDate, { size: 12, fill: C.muted, anchor: 'end' }) +
          text(244, y + 52, t(note[2], note[3]), { size: 13, fill: C.muted })
        if (highlight) {
          const offset = title.indexOf(highlight)
          if (offset >= 0)
            markup += rect(
              244 + textWidth(title.slice(0, offset), 14, 700) - 1,
              y + 12,
              textWidth(highlight, 14, 700) + 2,
              22,
              '#ffe08a',
              { rx: 3, opacity: 0.7 },
            )
        }
        row += 1
      })
      return markup
    }
    if (context.index === 1) {
      const checklist: [string, string, boolean][] = [
        ['Lichterketten testen', 'Test the fairy lights', true],
        ['Grillkohle kaufen', 'Buy charcoal', true],
        ['Nachbarn einladen', 'Invite the neighbours', false],
        ['Playlist zusammenstellen', 'Put together a playlist', false],
        ['Bierbänke beim Verein leihen', 'Borrow benches from the club', false],
      ]
      return {
        toolbar: [t('Teilen', 'Share'), t('Neue Notiz', 'New note')],
        body:
          tags +
          rect(220, 0, 320, 52, C.white) +
          searchBox(236, 12, 288, context.ui('search')) +
          list(0) +
          text(580, 70, t('Ideen für das Sommerfest', 'Ideas for the summer party'), {
            size: 26,
            weight: 700,
          }) +
          pill(580, 88, '#' + t('Ideen', 'ideas'), { fill: C.orangeLight, color: '#b2401b' }) +
          pill(666, 88, '#' + t('Familie', 'family'), {}) +
          text(
            580,
            146,
            t(
              'Samstag, 23. August, ab 16 Uhr im Garten.',
              'Saturday 23 August, from 4 pm in the garden.',
            ),
            { size: 15 },
          ) +
          checklist
            .map(([de, en, done], row) => checkbox(580, 176 + row * 36, done, t(de, en), 15))
            .join('') +
          text(580, 392, t('Essen', 'Food'), { size: 18, weight: 700 }) +
          paragraph(
            580,
            424,
            t(
              'Salate bringen die Gäste mit, wir kümmern uns um Würstchen, Gemüsespieße und Kuchen.',
              'Guests bring salads; we take care of sausages, vegetable skewers and cake.',
            ),
            560,
            { size: 15, lineHeight: 24 },
          ) +
          text(
            580,
            620,
            t(
              'Zuletzt geändert heute um 09:12 · auf 3 Geräten',
              'Last changed today at 09:12 · on 3 devices',
            ),
            { size: 12, fill: C.faint },
          ),
      }
    }
    if (context.index === 2) {
      const query = t('Rezept', 'recipe')
      const results = [
        [
          t('Rezept Zwetschgenkuchen', 'Plum cake recipe'),
          t(
            '… 500 g Mehl, 200 g Butter, 1 kg Zwetschgen …',
            '… 500 g flour, 200 g butter, 1 kg plums …',
          ),
        ],
        [
          t('Rezepte von Tante Ruth', "Aunt Ruth's recipes"),
          t(
            '… das Rezept für Rouladen steht auf Seite 2 …',
            '… the recipe for beef roulades is on page 2 …',
          ),
        ],
        [
          t('Einkauf Wochenende', 'Weekend shopping'),
          t(
            '… Zutaten für das neue Rezept: Lauch, Sahne …',
            '… ingredients for the new recipe: leeks, cream …',
          ),
        ],
        [
          t('Grillabend', 'Barbecue night'),
          t('… Rezept für die Marinade von Jonas …', "… Jonas's recipe for the marinade …"),
        ],
      ]
      return {
        toolbar: [t('Teilen', 'Share'), t('Neue Notiz', 'New note')],
        body:
          tags +
          rect(220, 0, 996, 660, '#fafbfd') +
          rect(260, 28, 916, 48, C.white, { rx: 24, stroke: C.blue, strokeWidth: 2 }) +
          circle(290, 51, 8, 'none', `stroke="${C.blue}" stroke-width="2.4"`) +
          line(296, 57, 302, 63, C.blue, 2.4) +
          text(316, 58, query, { size: 18 }) +
          line(316 + textWidth(query, 18) + 3, 38, 316 + textWidth(query, 18) + 3, 66, C.ink, 1.5) +
          text(1156, 58, t('4 Treffer in 0,02 s', '4 results in 0.02 s'), {
            size: 13,
            fill: C.muted,
            anchor: 'end',
          }) +
          results
            .map(([title, snippet], row) => {
              const y = 104 + row * 118
              return (
                panel(260, y, 916, 104) +
                text(284, y + 34, title!, { size: 17, weight: 700 }) +
                text(284, y + 64, snippet!, { size: 14, fill: '#4b5563' }) +
                pill(284, y + 74, '#' + t('Rezepte', 'recipes'), { size: 11 }) +
                text(
                  1152,
                  y + 34,
                  ['08:40', t('Gestern', 'Yesterday'), t('Freitag', 'Friday'), '02.07.'][row]!,
                  { size: 12, fill: C.muted, anchor: 'end' },
                )
              )
            })
            .join('') +
          text(
            260,
            600,
            t(
              'Tipp: Mit ⌘ F suchen Sie in der geöffneten Notiz.',
              'Tip: press ⌘ F to search within the open note.',
            ),
            { size: 13, fill: C.muted },
          ),
      }
    }
    return {
      toolbar: [t('Teilen', 'Share'), t('Neue Notiz', 'New note')],
      body:
        tags +
        list(1) +
        rect(540, 0, 676, 660, '#eef1f6') +
        rect(620, 60, 520, 300, '#0f172a', { rx: 16, opacity: 0.1 }) +
        rect(616, 52, 520, 300, C.white, { rx: 16, stroke: '#cfd6e3' }) +
        text(640, 90, t('Schnellnotiz', 'Quick note'), { size: 13, weight: 700, fill: C.muted }) +
        pill(1112, 74, '⌥ ⌘ N', { fill: '#eef1f6', color: C.ink, anchor: 'end' }) +
        text(
          640,
          134,
          t('Paket für Jana bis Freitag abholen', 'Pick up the parcel for Jana by Friday'),
          { size: 20, weight: 700 },
        ) +
        text(
          640,
          170,
          t(
            'Abholcode 4711 · Postfiliale am Markt',
            'Pickup code 4711 · post office on the market',
          ),
          { size: 15, fill: '#4b5563' },
        ) +
        pill(640, 196, '#' + t('Erledigen', 'to-do'), { fill: C.orangeLight, color: '#b2401b' }) +
        line(641, 236, 641, 258, C.blue, 2) +
        line(616, 290, 1136, 290, '#edf0f5') +
        text(640, 326, t('Wird automatisch gespeichert', 'Saved automatically'), {
          size: 13,
          fill: C.success,
        }) +
        button(1000, 306, t('Fertig', 'Done'), { primary: true, width: 112 }) +
        text(616, 420, t('Abgeglichen', 'Synced'), { size: 15, weight: 700 }) +
        [
          ['MacBook Air', t('gerade eben', 'just now')],
          ['iPhone', t('vor 1 Minute', '1 minute ago')],
          ['iPad', t('vor 5 Minuten', '5 minutes ago')],
        ]
          .map(([device, when], row) => {
            const y = 440 + row * 56
            return (
              panel(616, y, 520, 46) +
              glyph(644, y + 23, 'check', C.success) +
              text(668, y + 28, device!, { size: 14, weight: 600 }) +
              text(1112, y + 28, when!, { size: 13, fill: C.muted, anchor: 'end' })
            )
          })
          .join(''),
    }
  },
}

function pdfPage(
  x: number,
  y: number,
  width: number,
  options: { title?: string; lines?: number; seed?: number } = {},
): string {
  const height = width * 1.414
  let markup =
    rect(x + 2, y + 3, width, height, '#0f172a', { opacity: 0.08 }) +
    rect(x, y, width, height, C.white, { stroke: '#d5dae4' })
  if (options.title)
    markup += rect(
      x + width * 0.1,
      y + height * 0.08,
      width * 0.5,
      Math.max(3, width * 0.035),
      C.ink,
      { rx: 1 },
    )
  const lines = options.lines ?? 12
  for (let index = 0; index < lines; index += 1) {
    const lineWidth = width * (0.8 - (((index + (options.seed ?? 0)) * 37) % 30) / 100)
    markup += rect(
      x + width * 0.1,
      y + height * 0.16 + index * height * 0.055,
      lineWidth,
      Math.max(2, width * 0.014),
      '#c3cad7',
      { rx: 1 },
    )
  }
  return markup
}

const pdfToolbox: Scene = {
  kind: 'desktop',
  alts: [
    ['Rechnung als PDF mit direkt bearbeitetem Text', 'an invoice PDF with text edited in place'],
    ['Seiten sortieren und zwei Dateien zusammenführen', 'reordering pages and merging two files'],
    [
      'Vertrag unterschreiben und mit Kennwort schützen',
      'signing a contract and protecting it with a password',
    ],
  ],
  menus: [
    ['Dokument', 'Document'],
    ['Werkzeuge', 'Tools'],
  ],
  view: (context) => {
    const { t, locale } = context
    const toolbar = [
      t('Text bearbeiten', 'Edit text'),
      t('Formular', 'Form'),
      t('Signieren', 'Sign'),
      t('Schützen', 'Protect'),
    ]
    const thumbs = (selected: number) =>
      rect(0, 0, 180, 660, '#f3f5fa') +
      line(180, 0, 180, 660, C.line) +
      [0, 1, 2, 3]
        .map(
          (slot) =>
            (slot === selected ? rect(36, 16 + slot * 158, 108, 146, C.blueLight, { rx: 6 }) : '') +
            pdfPage(50, 24 + slot * 158, 80, { title: 'x', lines: 8, seed: slot }) +
            text(90, 160 + slot * 158, String(slot + 1), {
              size: 11,
              fill: C.muted,
              anchor: 'middle',
            }),
        )
        .join('')
    if (context.index === 1) {
      const rows = [
        [t('Webdesign Startseite', 'Web design home page'), '1', formatMoney(locale, 1200)],
        [t('Fotografie Produkte', 'Product photography'), '12', formatMoney(locale, 540)],
        [t('Texte Deutsch/Englisch', 'Copy German/English'), '1', formatMoney(locale, 380)],
      ]
      return {
        document: t('Rechnung_2025-117.pdf', 'Invoice_2025-117.pdf'),
        toolbar,
        body:
          thumbs(0) +
          rect(180, 0, 1036, 660, '#e4e7ee') +
          rect(348, 24, 700, 990, C.white, { stroke: '#d5dae4' }) +
          text(398, 90, t('Rechnung', 'Invoice'), { size: 30, weight: 700 }) +
          text(398, 120, t('Nr. 2025-117 · 14. Juli 2025', 'No. 2025-117 · 14 July 2025'), {
            size: 13,
            fill: C.muted,
          }) +
          text(998, 80, 'Atelier Nordlicht', { size: 15, weight: 700, anchor: 'end' }) +
          text(998, 100, t('Hafenstraße 9 · 20457 Hamburg', '9 Harbour Street · Hamburg'), {
            size: 12,
            fill: C.muted,
            anchor: 'end',
          }) +
          rect(394, 150, 300, 70, C.blueLight, { opacity: 0.6 }) +
          rect(394, 150, 300, 70, 'none', { stroke: C.blue, strokeWidth: 1.5 }) +
          [
            [394, 150],
            [694, 150],
            [394, 220],
            [694, 220],
          ]
            .map(([hx, hy]) =>
              rect(hx! - 4, hy! - 4, 8, 8, C.white, { stroke: C.blue, strokeWidth: 1.5 }),
            )
            .join('') +
          text(402, 172, t('Bäckerei Sonnenschein', 'Sunshine Bakery'), { size: 14, weight: 700 }) +
          text(404, 192, t('z. Hd. Frau Petra Lorenz', 'Attn. Ms Petra Lorenz'), { size: 13 }) +
          text(402, 212, t('Lindenweg 3, 01067 Dresden', '3 Linden Way, Dresden'), { size: 13 }) +
          line(401, 180, 401, 196, C.blue, 1.5) +
          table(
            398,
            260,
            [
              { label: t('Leistung', 'Service'), width: 320 },
              { label: t('Menge', 'Qty'), width: 110, align: 'end' },
              { label: t('Betrag', 'Amount'), width: 170, align: 'end' },
            ],
            rows,
          ) +
          text(998, 430, `${t('Summe', 'Total')}  ${formatMoney(locale, 2120)}`, {
            size: 16,
            weight: 700,
            anchor: 'end',
          }) +
          text(998, 454, t('inkl. 19 % MwSt.', 'incl. 19% VAT'), {
            size: 12,
            fill: C.muted,
            anchor: 'end',
          }) +
          panel(704, 140, 250, 118, { fill: C.white }) +
          text(720, 164, t('Text bearbeiten', 'Edit text'), { size: 13, weight: 700 }) +
          rect(720, 176, 130, 26, C.white, { rx: 4, stroke: '#cfd6e3' }) +
          text(730, 194, 'Helvetica', { size: 12 }) +
          rect(858, 176, 80, 26, C.white, { rx: 4, stroke: '#cfd6e3' }) +
          text(868, 194, '13 pt', { size: 12 }) +
          text(720, 230, t('Schrift wird im PDF eingebettet', 'Font is embedded in the PDF'), {
            size: 11,
            fill: C.muted,
          }) +
          text(720, 248, t('Originallayout bleibt erhalten', 'Original layout is kept'), {
            size: 11,
            fill: C.muted,
          }),
      }
    }
    if (context.index === 2) {
      let grid = ''
      for (let slot = 0; slot < 8; slot += 1) {
        const x = 220 + (slot % 4) * 170
        const y = 60 + Math.floor(slot / 4) * 250
        const fromSecond = slot >= 5
        if (slot === 2) {
          grid +=
            rect(x, y, 120, 170, 'none', { stroke: C.blue, strokeWidth: 2 }) +
            line(x - 22, y, x - 22, y + 170, C.blue, 3)
          continue
        }
        grid +=
          (fromSecond ? rect(x - 6, y - 6, 132, 182, C.orangeLight, { rx: 6 }) : '') +
          pdfPage(x, y, 120, { title: 'x', lines: 10, seed: slot }) +
          text(x + 60, y + 196, `${t('Seite', 'Page')} ${slot + 1}`, {
            size: 12,
            fill: C.muted,
            anchor: 'middle',
          })
      }
      return {
        document: t('Projektbericht.pdf', 'Project report.pdf'),
        toolbar: [t('Einfügen', 'Insert'), t('Zusammenführen', 'Merge')],
        body:
          rect(0, 0, 900, 660, '#e9ecf2') +
          grid +
          `<g transform="rotate(-8 470 200)">${pdfPage(420, 110, 120, { title: 'x', lines: 10, seed: 9 })}</g>` +
          rect(900, 0, 316, 660, C.white) +
          line(900, 0, 900, 660, C.line) +
          text(920, 36, t('Zusammenführen', 'Merge'), { size: 16, weight: 700 }) +
          [
            [t('Projektbericht.pdf', 'Project report.pdf'), t('5 Seiten', '5 pages'), C.blue],
            [t('Anhang_Fotos.pdf', 'Appendix_photos.pdf'), t('3 Seiten', '3 pages'), C.orange],
          ]
            .map(
              ([name, pages, color], row) =>
                panel(920, 56 + row * 70, 276, 60) +
                rect(934, 70 + row * 70, 24, 32, color!, { rx: 3 }) +
                text(970, 82 + row * 70, name!, { size: 13, weight: 600 }) +
                text(970, 100 + row * 70, pages!, { size: 12, fill: C.muted }),
            )
            .join('') +
          checkbox(920, 214, true, t('Lesezeichen übernehmen', 'Keep bookmarks')) +
          checkbox(920, 246, true, t('Seitenzahlen neu setzen', 'Renumber pages')) +
          checkbox(920, 278, false, t('Leere Seiten entfernen', 'Remove blank pages')) +
          text(920, 340, t('Ergebnis: 8 Seiten, 4,2 MB', 'Result: 8 pages, 4.2 MB'), {
            size: 13,
            fill: C.muted,
          }) +
          button(920, 360, t('Zusammenführen', 'Merge'), { primary: true, width: 276 }),
      }
    }
    const signature = path(
      'M520,560C540,520 560,520 556,552C552,580 580,540 600,530C610,526 604,560 620,556C650,548 660,520 690,540C700,546 720,550 760,536',
      'none',
      `stroke="${C.blue}" stroke-width="3" stroke-linecap="round"`,
    )
    return {
      document: t('Mietvertrag.pdf', 'Tenancy agreement.pdf'),
      toolbar,
      body:
        thumbs(3) +
        rect(180, 0, 1036, 660, '#e4e7ee') +
        rect(348, 24, 700, 990, C.white, { stroke: '#d5dae4' }) +
        text(398, 84, t('Mietvertrag', 'Tenancy agreement'), { size: 26, weight: 700 }) +
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
          .map((row) =>
            rect(398, 120 + row * 26, 560 - ((row * 53) % 140), 8, '#c3cad7', { rx: 3 }),
          )
          .join('') +
        text(398, 430, t('§ 12 Unterschriften', '§ 12 Signatures'), { size: 15, weight: 700 }) +
        line(420, 576, 780, 576, C.ink, 1) +
        text(420, 596, t('Mieterin', 'Tenant'), { size: 12, fill: C.muted }) +
        signature +
        dialog(
          360,
          150,
          500,
          340,
          t('Dokument schützen', 'Protect document'),
          field(384, 210, 452, t('Kennwort zum Öffnen', 'Password to open'), '••••••••••', {
            focus: true,
          }) +
            rect(384, 264, 300, 6, '#e3e8f1', { rx: 3 }) +
            rect(384, 264, 240, 6, C.success, { rx: 3 }) +
            text(696, 272, t('Stark', 'Strong'), { size: 12, fill: C.success, weight: 600 }) +
            checkbox(384, 296, true, t('Drucken erlauben', 'Allow printing')) +
            checkbox(384, 328, false, t('Bearbeiten erlauben', 'Allow editing')) +
            text(384, 384, t('Verschlüsselung: AES mit 256 Bit', 'Encryption: AES 256-bit'), {
              size: 12,
              fill: C.muted,
            }),
          button(590, 436, context.ui('cancel'), { width: 120 }) +
            button(720, 436, t('Schützen', 'Protect'), { primary: true, width: 116 }),
        ),
    }
  },
}

const labelPrinter: Scene = {
  kind: 'desktop',
  alts: [
    ['Etikettenbogen mit Adressetiketten im Entwurf', 'a sheet of address labels in the designer'],
    [
      'Serienetiketten mit Adressen aus einer Tabelle',
      'mail-merge labels with addresses from a spreadsheet',
    ],
    [
      'Vorlagen für Gläser, Ordner und Namensschilder',
      'templates for jars, folders and name badges',
    ],
  ],
  menus: [
    ['Etikett', 'Label'],
    ['Seriendruck', 'Mail merge'],
  ],
  view: (context) => {
    const { t } = context
    const addresses = [
      ['Anna Schmidt', t('Gartenstraße 12', '12 Garden Road'), t('04229 Leipzig', 'Leipzig 04229')],
      ['Jonas Becker', t('Am Markt 3', '3 Market Place'), t('01067 Dresden', 'Dresden 01067')],
      ['Murat Yilmaz', t('Ringweg 40', '40 Ring Way'), t('99084 Erfurt', 'Erfurt 99084')],
      ['Eva Hoffmann', t('Lindenallee 7', '7 Linden Avenue'), t('06108 Halle', 'Halle 06108')],
      ['Paul Wagner', t('Bergstraße 21', '21 Hill Street'), t('07743 Jena', 'Jena 07743')],
      ['Marie Koch', t('Seeweg 5', '5 Lake Lane'), t('14467 Potsdam', 'Potsdam 14467')],
    ]
    const sheet = (x: number, y: number, scale: number, filled: boolean, selected: number) => {
      const labelWidth = 70 * scale
      const labelHeight = 36 * scale
      let markup = rect(x, y, 210 * scale, 297 * scale, C.white, { stroke: '#cfd6e3' })
      for (let row = 0; row < 8; row += 1) {
        for (let column = 0; column < 3; column += 1) {
          const lx = x + column * labelWidth
          const ly = y + 4.5 * scale + row * labelHeight
          const slot = row * 3 + column
          markup += rect(
            lx + 2,
            ly + 2,
            labelWidth - 4,
            labelHeight - 4,
            slot === selected ? C.blueLight : C.white,
            {
              rx: 4,
              stroke: slot === selected ? C.blue : '#e3e7ee',
              strokeWidth: slot === selected ? 2 : 1,
            },
          )
          const address = addresses[slot % addresses.length]!
          if (filled || slot === selected) {
            address.forEach((entry, lineIndex) => {
              markup += text(lx + 12, ly + 24 + lineIndex * 16, entry, {
                size: 11.5,
                ...(lineIndex === 0 ? { weight: 700 } : {}),
              })
            })
          }
        }
      }
      return markup
    }
    if (context.index === 1) {
      return {
        document: t('Adressetiketten Sommerfest', 'Address labels summer party'),
        status: t(
          'Format 70 × 36 mm · 24 Etiketten je Bogen · 1 Bogen',
          'Format 70 × 36 mm · 24 labels per sheet · 1 sheet',
        ),
        body:
          sidebar(
            0,
            0,
            250,
            632,
            [
              { label: t('Adressen', 'Addresses'), detail: '24' },
              { label: t('Versand', 'Shipping'), detail: '12' },
              { label: t('Ordnerrücken', 'Folder spines'), detail: '8' },
              { label: t('Namensschilder', 'Name badges'), detail: '10' },
              { label: t('CD und DVD', 'CD and DVD'), detail: '6' },
            ],
            0,
            { heading: t('Formate', 'Formats') },
          ) +
          rect(250, 0, 680, 632, '#e9ecf2') +
          sheet(380, 24, 1.95, true, 1) +
          rect(930, 0, 286, 632, C.white) +
          line(930, 0, 930, 632, C.line) +
          text(950, 34, t('Etikett 2', 'Label 2'), { size: 15, weight: 700 }) +
          field(950, 60, 246, t('Zeile 1', 'Line 1'), 'Jonas Becker', { focus: true }) +
          field(950, 124, 246, t('Zeile 2', 'Line 2'), t('Am Markt 3', '3 Market Place')) +
          field(950, 188, 246, t('Zeile 3', 'Line 3'), t('01067 Dresden', 'Dresden 01067')) +
          text(950, 270, t('Schrift', 'Font'), { size: 12, weight: 600, fill: C.muted }) +
          segmented(950, 280, ['Arial', 'Georgia', 'Verdana'], 0) +
          checkbox(950, 334, true, t('Absender klein darüber', 'Small sender line above')) +
          checkbox(950, 366, false, t('Rahmen drucken', 'Print border')) +
          button(950, 560, context.ui('print'), { primary: true, width: 246 }),
      }
    }
    if (context.index === 2) {
      return {
        document: t('Seriendruck: Mitglieder.xlsx', 'Mail merge: Members.xlsx'),
        status: t(
          '248 Datensätze · 11 Bögen · Vorschau Datensatz 2',
          '248 records · 11 sheets · preview record 2',
        ),
        body:
          rect(0, 0, 1216, 632, '#f7f8fb') +
          text(24, 36, t('1. Tabelle wählen', '1. Choose spreadsheet'), { size: 14, weight: 700 }) +
          text(290, 36, t('2. Felder zuordnen', '2. Map fields'), {
            size: 14,
            weight: 700,
            fill: C.blue,
          }) +
          text(556, 36, t('3. Drucken', '3. Print'), { size: 14, weight: 700, fill: C.faint }) +
          rect(24, 48, 240, 4, C.blue, { rx: 2 }) +
          rect(290, 48, 240, 4, C.blue, { rx: 2 }) +
          rect(556, 48, 240, 4, '#dfe4ee', { rx: 2 }) +
          panel(24, 76, 700, 420) +
          table(
            24,
            76,
            [
              { label: t('Vorname', 'First name'), width: 130 },
              { label: t('Name', 'Last name'), width: 130 },
              { label: t('Straße', 'Street'), width: 180 },
              { label: t('PLZ', 'Postcode'), width: 100 },
              { label: t('Ort', 'Town'), width: 160 },
            ],
            addresses.map(([name, street, town]) => {
              const [first, ...rest] = name!.split(' ')
              const [code, ...place] = town!.split(' ')
              return context.locale === 'de'
                ? [first!, rest.join(' '), street!, code!, place.join(' ')]
                : [first!, rest.join(' '), street!, place.join(' '), code!]
            }),
            { highlight: 1, rowHeight: 40 },
          ) +
          text(40, 470, t('… und 242 weitere Zeilen', '… and 242 more rows'), {
            size: 13,
            fill: C.muted,
          }) +
          panel(748, 76, 444, 200) +
          text(768, 106, t('Vorschau', 'Preview'), { size: 14, weight: 700 }) +
          rect(788, 122, 364, 134, C.white, { rx: 8, stroke: C.blue, strokeWidth: 2 }) +
          text(808, 162, '«' + t('Vorname', 'First name') + '» «' + t('Name', 'Last name') + '»', {
            size: 13,
            fill: C.blue,
            weight: 700,
          }) +
          text(808, 188, 'Jonas Becker', { size: 16, weight: 700 }) +
          text(808, 212, t('Am Markt 3', '3 Market Place'), { size: 15 }) +
          text(808, 236, t('01067 Dresden', 'Dresden 01067'), { size: 15 }) +
          panel(748, 296, 444, 200) +
          text(768, 326, t('Zuordnung', 'Mapping'), { size: 14, weight: 700 }) +
          [
            [
              t('Zeile 1', 'Line 1'),
              '«' + t('Vorname', 'First name') + '» «' + t('Name', 'Last name') + '»',
            ],
            [t('Zeile 2', 'Line 2'), '«' + t('Straße', 'Street') + '»'],
            [t('Zeile 3', 'Line 3'), context.locale === 'de' ? '«PLZ» «Ort»' : '«Town» «Postcode»'],
          ]
            .map(
              ([label, value], row) =>
                text(768, 362 + row * 40, label!, { size: 13, fill: C.muted }) +
                rect(860, 344 + row * 40, 312, 28, C.white, { rx: 4, stroke: '#cfd6e3' }) +
                text(872, 363 + row * 40, value!, { size: 13 }),
            )
            .join('') +
          button(1072, 540, context.ui('next'), { primary: true, width: 120 }) +
          button(940, 540, context.ui('back'), { width: 120 }),
      }
    }
    const templates: [string, string, string][] = [
      ['Erdbeermarmelade', 'Strawberry jam', '#ffd0d6'],
      ['Ordnerrücken', 'Folder spine', '#dbe5fb'],
      ['Namensschild', 'Name badge', '#fff0c7'],
      ['Versandetikett', 'Shipping label', '#e4e8f0'],
      ['Gewürzgläser', 'Spice jars', '#ffe4d6'],
      ['Schulhefte', 'School books', '#e6dcfb'],
    ]
    return {
      document: t('Vorlagen', 'Templates'),
      body:
        sidebar(
          0,
          0,
          250,
          660,
          [
            t('Alle Vorlagen', 'All templates'),
            t('Küche', 'Kitchen'),
            t('Büro', 'Office'),
            t('Schule', 'School'),
            t('Feste', 'Parties'),
            t('Versand', 'Shipping'),
          ],
          0,
          { heading: t('Vorlagen', 'Templates') },
        ) +
        rect(250, 0, 966, 660, '#fafbfd') +
        searchBox(274, 20, 320, t('Vorlagen durchsuchen', 'Search templates')) +
        templates
          .map(([de, en, color], slot) => {
            const x = 274 + (slot % 3) * 310
            const y = 76 + Math.floor(slot / 3) * 280
            const title = t(de, en)
            let art: string
            if (slot === 0 || slot === 4) {
              art =
                circle(x + 145, y + 110, 80, color) +
                circle(
                  x + 145,
                  y + 110,
                  64,
                  C.white,
                  `stroke="${slot ? C.orange : '#d9475b'}" stroke-width="4"`,
                ) +
                text(x + 145, y + 106, title.split(/(?=marmelade|jam|gläser|jars)/)[0]!, {
                  size: 14,
                  weight: 700,
                  anchor: 'middle',
                  family: SERIF,
                }) +
                text(
                  x + 145,
                  y + 128,
                  slot ? t('Paprika', 'Paprika') : t('Juli 2025', 'July 2025'),
                  { size: 12, anchor: 'middle', fill: C.muted },
                )
            } else if (slot === 1) {
              art =
                rect(x + 120, y + 24, 50, 176, color, { rx: 4, stroke: C.blue }) +
                `<text x="${x + 150}" y="${y + 112}" font-size="16" font-weight="700" fill="${C.ink}" text-anchor="middle" transform="rotate(-90 ${x + 150} ${y + 112})">${t('Steuern 2025', 'Taxes 2025')}</text>`
            } else if (slot === 2) {
              art =
                rect(x + 50, y + 50, 190, 120, color, { rx: 10 }) +
                rect(x + 50, y + 50, 190, 30, C.orange, { rx: 10 }) +
                rect(x + 50, y + 66, 190, 14, C.orange) +
                text(x + 145, y + 71, t('HALLO, ICH BIN', 'HELLO, MY NAME IS'), {
                  size: 11,
                  weight: 700,
                  fill: C.white,
                  anchor: 'middle',
                }) +
                text(x + 145, y + 132, 'Lena', {
                  size: 28,
                  weight: 700,
                  anchor: 'middle',
                  family: SERIF,
                })
            } else if (slot === 3) {
              art =
                rect(x + 40, y + 40, 210, 140, C.white, { rx: 6, stroke: '#9aa3b2' }) +
                rect(x + 56, y + 56, 80, 8, C.ink, { rx: 2 }) +
                rect(x + 56, y + 100, 120, 8, '#9aa3b2', { rx: 2 }) +
                rect(x + 56, y + 116, 100, 8, '#9aa3b2', { rx: 2 }) +
                Array.from({ length: 18 }, (_, bar) =>
                  rect(x + 150 + bar * 5, y + 140, bar % 3 ? 2 : 3, 26, C.ink),
                ).join('')
            } else {
              art =
                rect(x + 80, y + 30, 130, 170, color, { rx: 6 }) +
                rect(x + 96, y + 90, 98, 50, C.white, { rx: 4 }) +
                text(x + 145, y + 121, t('Mathematik', 'Maths'), {
                  size: 14,
                  weight: 700,
                  anchor: 'middle',
                })
            }
            return (
              panel(x, y, 290, 260) + art + text(x + 16, y + 240, title, { size: 14, weight: 600 })
            )
          })
          .join(''),
    }
  },
}

const MONTH_EVENTS: readonly [number, string, string, string][] = [
  [3, 'Zahnarzt 9:30', 'Dentist 9:30', C.blue],
  [7, 'Elternabend', 'Parents’ evening', '#8b5cf6'],
  [10, 'Team-Meeting', 'Team meeting', C.blue],
  [14, 'Geburtstag Mia', 'Mia’s birthday', C.orange],
  [17, 'Auto TÜV', 'Car inspection', '#0891b2'],
  [22, 'Yoga 18:00', 'Yoga 6 pm', '#0891b2'],
  [24, 'Team-Meeting', 'Team meeting', C.blue],
  [26, 'Grillfest', 'Barbecue', C.orange],
]

const calendarPlanner: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Monatsansicht mit Terminen, Ferien und Aufgaben',
      'the month view with appointments, holidays and tasks',
    ],
    ['Wochenansicht mit Terminen im Stundenraster', 'the week view with appointments by the hour'],
    ['Druckvorlage für einen Jahresplaner', 'a print template for a year planner'],
  ],
  view: (context) => {
    const { t } = context
    const weekdays = t('Mo Di Mi Do Fr Sa So', 'Mon Tue Wed Thu Fri Sat Sun').split(' ')
    const segmentedView = segmented(
      420,
      12,
      [t('Tag', 'Day'), t('Woche', 'Week'), t('Monat', 'Month'), t('Jahr', 'Year')],
      context.index === 1 ? 2 : context.index === 2 ? 1 : 3,
    )
    if (context.index === 1) {
      let grid = ''
      const cellWidth = 126
      const cellHeight = 104
      weekdays.forEach(
        (day, column) =>
          (grid += text(20 + column * cellWidth + 10, 74, day, {
            size: 12,
            weight: 700,
            fill: C.muted,
          })),
      )
      for (let cell = 0; cell < 35; cell += 1) {
        const column = cell % 7
        const row = Math.floor(cell / 7)
        const date = cell // 1 July 2025 is a Tuesday: the second cell of a week from Monday
        const x = 20 + column * cellWidth
        const y = 84 + row * cellHeight
        const inMonth = date >= 1 && date <= 31
        grid += rect(x, y, cellWidth, cellHeight, column >= 5 ? '#fafbfd' : C.white, {
          stroke: '#e6eaf1',
        })
        if (inMonth) {
          const today = date === 14
          grid += today
            ? circle(x + 20, y + 18, 13, C.blue) +
              text(x + 20, y + 23, String(date), {
                size: 13,
                weight: 700,
                fill: C.white,
                anchor: 'middle',
              })
            : text(x + 12, y + 23, String(date), { size: 13, fill: column >= 5 ? C.muted : C.ink })
          for (const [eventDay, de, en, color] of MONTH_EVENTS) {
            if (eventDay === date)
              grid +=
                rect(x + 6, y + 40, cellWidth - 12, 22, color, { rx: 4, opacity: 0.16 }) +
                rect(x + 6, y + 40, 3, 22, color) +
                text(x + 14, y + 55, t(de, en), { size: 12, fill: C.ink })
          }
        }
      }
      grid +=
        rect(26, 84 + 4 * cellHeight + 70, cellWidth * 4 - 12, 22, '#0891b2', {
          rx: 4,
          opacity: 0.9,
        }) +
        text(34, 84 + 4 * cellHeight + 85, t('Sommerferien', 'Summer holidays'), {
          size: 12,
          fill: C.white,
          weight: 600,
        })
      return {
        document: t('Juli 2025', 'July 2025'),
        toolbar: [context.ui('today'), t('Neuer Termin', 'New event')],
        body:
          rect(0, 0, 920, 660, C.white) +
          text(20, 40, t('Juli 2025', 'July 2025'), { size: 24, weight: 700 }) +
          segmentedView +
          grid +
          rect(920, 0, 296, 660, '#f6f7fa') +
          line(920, 0, 920, 660, C.line) +
          text(940, 40, t('Aufgaben', 'Tasks'), { size: 18, weight: 700 }) +
          [
            [t('Steuerunterlagen sortieren', 'Sort tax documents'), true],
            [t('Geschenk für Mia', 'Present for Mia'), false],
            [t('Urlaub beantragen', 'Request holiday'), true],
            [t('Fahrrad zur Inspektion', 'Bike to the service'), false],
            [t('Gartenstühle streichen', 'Paint garden chairs'), false],
          ]
            .map(([label, done], row) =>
              checkbox(940, 66 + row * 38, done as boolean, label as string, 14),
            )
            .join('') +
          text(940, 290, t('Feiertage', 'Holidays'), { size: 18, weight: 700 }) +
          [
            [t('3. Okt.', '3 Oct'), t('Tag der Deutschen Einheit', 'German Unity Day')],
            [t('31. Okt.', '31 Oct'), t('Reformationstag', 'Reformation Day')],
            [t('19. Nov.', '19 Nov'), t('Buß- und Bettag', 'Day of Prayer')],
          ]
            .map(
              ([date, name], row) =>
                text(940, 322 + row * 30, date!, { size: 13, weight: 700, fill: C.blue }) +
                text(1010, 322 + row * 30, name!, { size: 13 }),
            )
            .join(''),
      }
    }
    if (context.index === 2) {
      let grid = ''
      const columnWidth = 160
      weekdays.forEach((day, column) => {
        const date = 14 + column
        grid += text(90 + column * columnWidth + columnWidth / 2, 70, `${day} ${date}`, {
          size: 13,
          weight: date === 14 ? 700 : 400,
          fill: date === 14 ? C.blue : C.ink,
          anchor: 'middle',
        })
      })
      for (let hour = 8; hour <= 18; hour += 1) {
        const y = 84 + (hour - 8) * 52
        grid +=
          line(80, y, 1216, y, '#edf0f5') +
          text(70, y + 5, `${hour}:00`, { size: 11, fill: C.muted, anchor: 'end' })
      }
      for (let column = 0; column <= 7; column += 1)
        grid += line(90 + column * columnWidth, 84, 90 + column * columnWidth, 660, '#edf0f5')
      const events: [number, number, number, string, string, string][] = [
        [0, 9, 1.5, 'Team-Meeting', 'Team meeting', C.blue],
        [0, 12.5, 1, 'Mittag mit Sara', 'Lunch with Sara', C.orange],
        [1, 10, 2, 'Workshop Design', 'Design workshop', '#8b5cf6'],
        [2, 8.5, 1, 'Zahnarzt', 'Dentist', '#0891b2'],
        [2, 14, 3, 'Projekt Nord', 'Project North', C.blue],
        [3, 16, 1.5, 'Elternabend', 'Parents’ evening', '#8b5cf6'],
        [4, 9, 1, 'Telefonat Bank', 'Call with the bank', '#0891b2'],
        [4, 13, 2, 'Umzug planen', 'Plan the move', C.orange],
        [5, 10, 3, 'Wochenmarkt', 'Farmers’ market', C.orange],
        [6, 15, 2, 'Kaffee bei Oma', 'Coffee with Gran', '#0891b2'],
      ]
      for (const [day, start, length, de, en, color] of events) {
        const x = 94 + day * columnWidth
        const y = 84 + (start - 8) * 52
        grid +=
          rect(x, y + 2, columnWidth - 8, length * 52 - 4, color, { rx: 6, opacity: 0.16 }) +
          rect(x, y + 2, 4, length * 52 - 4, color) +
          text(x + 12, y + 22, t(de, en), { size: 12.5, weight: 600 }) +
          text(x + 12, y + 40, `${Math.floor(start)}:${start % 1 ? '30' : '00'}`, {
            size: 11,
            fill: C.muted,
          })
      }
      grid +=
        line(90, 84 + 2.7 * 52, 90 + columnWidth, 84 + 2.7 * 52, C.orange, 2) +
        circle(90, 84 + 2.7 * 52, 5, C.orange)
      return {
        document: t('14.–20. Juli 2025', '14–20 July 2025'),
        toolbar: [context.ui('today'), t('Neuer Termin', 'New event')],
        body:
          rect(0, 0, 1216, 660, C.white) +
          text(20, 40, t('Woche 29', 'Week 29'), { size: 24, weight: 700 }) +
          segmentedView +
          grid,
      }
    }
    const months = t(
      'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
      'January February March April May June July August September October November December',
    ).split(' ')
    let planner = ''
    months.forEach((month, slot) => {
      const x = 300 + (slot % 6) * 80
      const y = 110 + Math.floor(slot / 6) * 220
      planner += text(x + 36, y, month.slice(0, 3), {
        size: 11,
        weight: 700,
        anchor: 'middle',
        fill: C.blue,
      })
      for (let day = 0; day < 31; day += 1) {
        const weekend = (day + slot * 3) % 7 >= 5
        planner += rect(x, y + 8 + day * 6, 72, 5, weekend ? '#dfe6f7' : '#f1f3f7')
      }
      if (slot === 6) planner += rect(x, y + 8 + 27 * 6, 72, 22, '#0891b2', { opacity: 0.5 })
      if (slot === 3) planner += rect(x, y + 8 + 14 * 6, 72, 5, C.orange)
    })
    return {
      document: t('Drucken', 'Print'),
      toolbar: [context.ui('today'), t('Neuer Termin', 'New event')],
      body:
        rect(0, 0, 1216, 660, '#e9ecf2') +
        rect(270, 40, 540, 560, C.white, { stroke: '#d5dae4' }) +
        text(540, 84, t('Jahresplaner 2026', 'Year planner 2026'), {
          size: 22,
          weight: 700,
          anchor: 'middle',
        }) +
        planner +
        rect(850, 0, 366, 660, C.white) +
        line(850, 0, 850, 660, C.line) +
        text(870, 40, t('Druckvorlage', 'Print template'), { size: 17, weight: 700 }) +
        sidebar(
          850,
          56,
          366,
          200,
          [
            t('Jahresplaner', 'Year planner'),
            t('Monatsübersicht', 'Month overview'),
            t('Wochenplan', 'Week plan'),
            t('Aufgabenliste', 'Task list'),
          ],
          0,
          { fill: C.white },
        ) +
        field(870, 290, 150, t('Papier', 'Paper'), 'A4') +
        field(1040, 290, 156, t('Ausrichtung', 'Orientation'), t('Hochformat', 'Portrait')) +
        checkbox(870, 360, true, t('Feiertage einzeichnen', 'Show public holidays')) +
        checkbox(870, 392, true, t('Schulferien Sachsen', 'School holidays (Saxony)')) +
        checkbox(870, 424, false, t('Kalenderwochen', 'Week numbers')) +
        button(870, 590, context.ui('cancel'), { width: 156 }) +
        button(1040, 590, context.ui('print'), { primary: true, width: 156 }),
    }
  },
}

const pocketScanner: Scene = {
  kind: 'mobile',
  alts: [
    ['Die Kamera erkennt die Kanten eines Briefs', 'the camera detects the edges of a letter'],
    ['Begradigte Seite mit erkanntem Text', 'a straightened page with recognised text'],
    ['Mehrseitiges PDF aus drei Scans', 'a multi-page PDF made of three scans'],
  ],
  view: (context) => {
    const { t } = context
    if (context.index === 1) {
      return (
        rect(0, 0, PHONE_WIDTH, 640, '#3b2f2a') +
        rect(0, 0, PHONE_WIDTH, 640, '#6b4f3f', { opacity: 0.6 }) +
        Array.from({ length: 8 }, (_, row) =>
          line(0, 40 + row * 80, PHONE_WIDTH, 30 + row * 80, '#5a4236', 3),
        ).join('') +
        path('M70,120L262,96L292,420L52,452Z', '#fbfaf7') +
        Array.from({ length: 9 }, (_, row) =>
          path(
            `M${86 + row * 0.5},${170 + row * 28}L${240 - (row % 3) * 24},${152 + row * 28}`,
            'none',
            'stroke="#b9b4aa" stroke-width="5"',
          ),
        ).join('') +
        path('M70,120L262,96L292,420L52,452Z', C.blue, 'opacity="0.18"') +
        path('M70,120L262,96L292,420L52,452Z', 'none', `stroke="${C.blue}" stroke-width="3"`) +
        [
          [70, 120],
          [262, 96],
          [292, 420],
          [52, 452],
        ]
          .map(([cx, cy]) => circle(cx!, cy!, 9, C.white, `stroke="${C.blue}" stroke-width="3"`))
          .join('') +
        rect(0, 0, PHONE_WIDTH, 50, '#000000', { opacity: 0.35 }) +
        text(20, 32, context.ui('cancel'), { size: 15, fill: C.white }) +
        pill(PHONE_WIDTH - 20, 14, t('Automatisch', 'Automatic'), {
          anchor: 'end',
          fill: C.white,
          color: C.ink,
          size: 12,
        }) +
        pill(PHONE_WIDTH / 2, 470, t('Dokument erkannt', 'Document detected'), {
          fill: C.blue,
          color: C.white,
          size: 13,
          anchor: 'middle',
        }) +
        rect(0, 520, PHONE_WIDTH, 120, '#000000', { opacity: 0.55 }) +
        rect(24, 552, 48, 60, C.white, { rx: 4 }) +
        circle(PHONE_WIDTH / 2, 580, 34, C.white) +
        circle(PHONE_WIDTH / 2, 580, 28, C.white, 'stroke="#111827" stroke-width="2"') +
        text(PHONE_WIDTH - 30, 586, t('Seite 1', 'Page 1'), {
          size: 13,
          fill: C.white,
          anchor: 'end',
        })
      )
    }
    if (context.index === 2) {
      const lines = [
        t('Stadtwerke Leipzig', 'City utilities Leipzig'),
        t('Jahresabrechnung 2024', 'Annual statement 2024'),
        t('Kundennummer 2280 1145', 'Customer number 2280 1145'),
        t('Ihr Guthaben: 86,40 €', 'Your credit: €86.40'),
        t('Wir überweisen den Betrag', 'We will transfer the amount'),
        t('bis zum 31. Juli 2025.', 'by 31 July 2025.'),
      ]
      return (
        appBar(t('Scan 14.07.', 'Scan 14/07'), { back: true, action: context.ui('done') }) +
        rect(0, 52, PHONE_WIDTH, 588, '#eef1f6') +
        rect(24, 72, 278, 380, C.white, { stroke: '#d5dae4' }) +
        lines
          .map(
            (entry, row) =>
              (row === 3
                ? rect(38, 156 + row * 34 - 16, textWidth(entry, 14, 600) + 8, 24, C.blue, {
                    rx: 3,
                    opacity: 0.2,
                  })
                : '') +
              text(42, 156 + row * 34, entry, {
                size: row === 1 ? 16 : 14,
                weight: row < 2 || row === 3 ? 700 : 400,
              }),
          )
          .join('') +
        rect(42, 100, 60, 30, C.blueLight, { rx: 4 }) +
        rect(190, 400, 94, 30, '#e9ecf2', { rx: 4 }) +
        card(16, 470, 294, 78) +
        text(32, 498, t('Text erkannt', 'Text recognised'), { size: 14, weight: 700 }) +
        text(32, 522, t('142 Wörter · Deutsch', '142 words · English'), {
          size: 13,
          fill: C.muted,
        }) +
        button(212, 490, t('Kopieren', 'Copy'), { width: 84, height: 36 }) +
        tabBar(
          [
            ['camera', t('Scannen', 'Scan')],
            ['folder', t('Dokumente', 'Documents')],
            ['gear', context.ui('settings')],
          ],
          0,
        )
      )
    }
    return (
      largeTitle(t('Dokumente', 'Documents'), t('3 Seiten · 1,2 MB', '3 pages · 1.2 MB')) +
      [2, 1, 0]
        .map(
          (slot) =>
            `<g transform="rotate(${(slot - 1) * 5} 163 250)">${rect(83 + slot * 6, 110 + slot * 6, 160, 220, C.white, { stroke: '#cfd6e3' })}${Array.from({ length: 7 }, (_, row) => rect(99 + slot * 6, 140 + slot * 6 + row * 22, 110 - row * 6, 6, '#c3cad7', { rx: 2 })).join('')}</g>`,
        )
        .join('') +
      pill(222, 112, 'PDF', { fill: C.orange, color: C.white }) +
      listRow(360, {
        title: t('Jahresabrechnung Strom', 'Electricity statement'),
        detail: t('3 Seiten · heute', '3 pages · today'),
        iconColor: C.blue,
        icon: '3',
      }) +
      listRow(420, {
        title: t('Mietvertrag', 'Tenancy agreement'),
        detail: t('8 Seiten · 2. Juli', '8 pages · 2 July'),
        iconColor: '#8b5cf6',
        icon: '8',
      }) +
      listRow(480, {
        title: t('Arztbrief', 'Doctor’s letter'),
        detail: t('1 Seite · 28. Juni', '1 page · 28 June'),
        iconColor: '#0891b2',
        icon: '1',
      }) +
      tabBar(
        [
          ['camera', t('Scannen', 'Scan')],
          ['folder', t('Dokumente', 'Documents')],
          ['gear', context.ui('settings')],
        ],
        1,
      )
    )
  },
}

const shoppingList: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Einkaufsliste nach den Gängen des Supermarkts sortiert',
      'a shopping list sorted by supermarket aisles',
    ],
    [
      'Gemeinsame Liste der Familie mit Änderungen in Echtzeit',
      "the family's shared list with live changes",
    ],
    ['Vorschläge beim Hinzufügen von Artikeln', 'suggestions while adding items'],
  ],
  view: (context) => {
    const { t } = context
    const tabsBar = tabBar(
      [
        ['list', t('Listen', 'Lists')],
        ['user', t('Familie', 'Family')],
        ['star', t('Favoriten', 'Favourites')],
        ['gear', context.ui('settings')],
      ],
      context.index === 2 ? 1 : 0,
      C.blue,
    )
    if (context.index === 1) {
      const sections: [string, [string, string, boolean][]][] = [
        [
          t('Obst und Gemüse', 'Fruit and vegetables'),
          [
            [t('Bananen', 'Bananas'), '6', true],
            [t('Tomaten', 'Tomatoes'), '500 g', false],
            [t('Salat', 'Lettuce'), '1', false],
          ],
        ],
        [
          t('Kühlregal', 'Dairy'),
          [
            [t('Milch', 'Milk'), '2 l', true],
            [t('Joghurt', 'Yoghurt'), '4', false],
          ],
        ],
        [
          t('Backwaren', 'Bakery'),
          [
            [t('Vollkornbrot', 'Wholemeal bread'), '1', false],
            [t('Brötchen', 'Bread rolls'), '6', false],
          ],
        ],
      ]
      let markup = largeTitle(
        t('Wocheneinkauf', 'Weekly shop'),
        t('Supermarkt am Ring · 7 offen', 'Supermarket on the Ring · 7 open'),
      )
      let y = 100
      for (const [section, items] of sections) {
        markup += sectionLabel(y + 16, section)
        y += 24
        for (const [label, amount, done] of items) {
          markup += listRow(y, { title: label, checked: done, done, right: amount }, 50)
          y += 50
        }
        y += 8
      }
      return (
        markup +
        avatar(278, 16, 12, C.orange, 'L') +
        avatar(298, 16, 12, C.blue, 'J') +
        fab(250, 494) +
        tabsBar
      )
    }
    if (context.index === 2) {
      const activity: [string, string, string, string][] = [
        [
          'L',
          C.orange,
          t('Lena hat Milch abgehakt', 'Lena ticked off milk'),
          t('gerade eben', 'just now'),
        ],
        [
          'J',
          C.blue,
          t('Jonas hat Kaffee hinzugefügt', 'Jonas added coffee'),
          t('vor 2 Min.', '2 min ago'),
        ],
        [
          'M',
          '#8b5cf6',
          t('Mama hat Salat hinzugefügt', 'Mum added lettuce'),
          t('vor 10 Min.', '10 min ago'),
        ],
        [
          'L',
          C.orange,
          t('Lena hat Bananen abgehakt', 'Lena ticked off bananas'),
          t('vor 12 Min.', '12 min ago'),
        ],
      ]
      return (
        appBar(t('Familie Becker', 'The Becker family'), { back: true }) +
        card(16, 64, 294, 110) +
        avatar(52, 104, 20, C.orange, 'L') +
        avatar(92, 104, 20, C.blue, 'J') +
        avatar(132, 104, 20, '#8b5cf6', 'M') +
        circle(172, 104, 20, '#eef1f6') +
        glyph(172, 104, 'plus', C.muted) +
        text(32, 154, t('4 Personen · alle Geräte abgeglichen', '4 people · all devices synced'), {
          size: 13,
          fill: C.success,
        }) +
        sectionLabel(206, t('Letzte Änderungen', 'Recent changes')) +
        activity
          .map(
            ([initial, color, what, when], row) =>
              avatar(40, 244 + row * 62, 18, color, initial) +
              text(70, 240 + row * 62, what, { size: 14, weight: 600 }) +
              text(70, 260 + row * 62, when, { size: 12, fill: C.muted }),
          )
          .join('') +
        tabsBar
      )
    }
    const suggestions = [
      t('Butter', 'Butter'),
      t('Kaffee', 'Coffee'),
      t('Eier', 'Eggs'),
      t('Käse', 'Cheese'),
      t('Äpfel', 'Apples'),
      t('Nudeln', 'Pasta'),
    ]
    let chips = ''
    let x = 20
    let y = 124
    for (const suggestion of suggestions) {
      const width = textWidth(suggestion, 14, 600) + 40
      if (x + width > PHONE_WIDTH - 16) {
        x = 20
        y += 44
      }
      chips +=
        rect(x, y, width, 34, C.blueLight, { rx: 17 }) +
        text(x + 14, y + 22, '+ ' + suggestion, { size: 14, weight: 600, fill: C.blue })
      x += width + 8
    }
    return (
      appBar(context.ui('add'), { back: true, action: context.ui('done') }) +
      rect(16, 62, 294, 44, C.white, { rx: 12, stroke: C.blue, strokeWidth: 2 }) +
      text(32, 90, t('Kä', 'Che'), { size: 16 }) +
      line(
        32 + textWidth(t('Kä', 'Che'), 16) + 2,
        74,
        32 + textWidth(t('Kä', 'Che'), 16) + 2,
        96,
        C.blue,
        2,
      ) +
      chips +
      sectionLabel(246, t('Oft gekauft', 'Often bought')) +
      listRow(256, {
        title: t('Käse, Gouda', 'Cheese, cheddar'),
        detail: t('zuletzt vor 6 Tagen', 'last bought 6 days ago'),
        iconColor: '#e0a800',
        icon: t('K', 'C'),
      }) +
      listRow(316, {
        title: t('Kartoffeln', 'Potatoes'),
        detail: t('jede Woche', 'every week'),
        iconColor: '#c9a27a',
        icon: t('K', 'P'),
      }) +
      listRow(376, {
        title: t('Kaffee, gemahlen', 'Coffee, ground'),
        detail: t('alle 2 Wochen', 'every 2 weeks'),
        iconColor: '#8a5a3b',
        icon: t('K', 'C'),
      }) +
      tabsBar
    )
  },
}

export const OFFICE_SCENES: Record<string, Scene> = {
  'office-suite': officeSuite,
  'quick-notes': quickNotes,
  'pdf-toolbox': pdfToolbox,
  'label-printer': labelPrinter,
  'calendar-planner': calendarPlanner,
  'pocket-scanner': pocketScanner,
  'shopping-list': shoppingList,
}
