import { appBar, card, listRow, sectionLabel, tabBar } from '../mobile'
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
  text,
  type Locale,
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
  segmented,
  sidebar,
  statusIcon,
  table,
  type Cell,
} from '../widgets'

// Tax return, household budget, portfolio and expense tracking.

const CATEGORY_COLORS = [C.blue, C.orange, '#0f766e', '#8b5cf6', '#0891b2', '#9aa3b2']

function euros(locale: Locale, value: number, digits = 0): string {
  const number = formatNumber(locale, value, digits)
  return locale === 'de' ? `${number} €` : `€${number}`
}

function signed(locale: Locale, value: number, digits = 1): string {
  return `${value >= 0 ? '+' : '−'}${formatNumber(locale, Math.abs(value), digits)}${locale === 'de' ? ' %' : '%'}`
}

const taxFox: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Interview-Frage zum Homeoffice mit voraussichtlicher Erstattung',
      'an interview question about working from home with the expected refund',
    ],
    [
      'Der Spar-Assistent findet übersehene Absetzmöglichkeiten',
      'the savings assistant finds overlooked deductions',
    ],
    ['Belege nach Kategorien sortiert', 'receipts sorted by category'],
  ],
  menus: [['Steuerjahr', 'Tax year']],
  view: (context) => {
    const { t, locale } = context
    const steps = [
      [t('Persönliches', 'Personal details'), 'ok'],
      [t('Arbeit und Gehalt', 'Work and salary'), 'ok'],
      [t('Homeoffice', 'Working from home'), 'now'],
      [t('Versicherungen', 'Insurance'), ''],
      [t('Kinder', 'Children'), ''],
      [t('Prüfen und senden', 'Check and send'), ''],
    ]
    const refund = (value: number) =>
      panel(940, 24, 252, 132, { rx: 12 }) +
      text(960, 56, t('Voraussichtliche Erstattung', 'Expected refund'), {
        size: 13,
        fill: C.muted,
      }) +
      text(960, 100, euros(locale, value), { size: 34, weight: 800, fill: C.success }) +
      text(960, 132, t('Steuerjahr 2024', 'Tax year 2024'), { size: 12, fill: C.muted })
    const nav =
      rect(0, 0, 260, 632, '#f3f5fa') +
      line(260, 0, 260, 632, C.line) +
      text(20, 36, t('Ihre Steuererklärung', 'Your tax return'), {
        size: 13,
        weight: 700,
        fill: C.faint,
      }) +
      steps
        .map(([label, state], row) => {
          const y = 56 + row * 48
          return (
            (state === 'now' ? rect(8, y, 244, 40, C.blueLight, { rx: 8 }) : '') +
            (state === 'ok'
              ? statusIcon(32, y + 20, 'ok')
              : circle(
                  32,
                  y + 20,
                  9,
                  state === 'now' ? C.blue : C.white,
                  state === 'now' ? '' : 'stroke="#b7c0d1" stroke-width="2"',
                )) +
            text(52, y + 25, label!, {
              size: 14,
              ...(state === 'now' ? { weight: 700, fill: C.blue } : {}),
            })
          )
        })
        .join('') +
      text(20, 380, t('Erledigt: 2 von 6', 'Done: 2 of 6'), { size: 12, fill: C.muted }) +
      progress(20, 392, 220, 0.38)
    if (context.index === 1) {
      return {
        document: t('Steuererklärung 2024', 'Tax return 2024'),
        status: t(
          'Automatisch gespeichert · Daten bleiben auf Ihrem Computer',
          'Saved automatically · your data stays on your computer',
        ),
        body:
          nav +
          rect(260, 0, 956, 632, C.white) +
          refund(1284) +
          text(300, 64, t('Homeoffice', 'Working from home'), {
            size: 14,
            weight: 700,
            fill: C.blue,
          }) +
          text(
            300,
            104,
            t('Haben Sie 2024 zu Hause gearbeitet?', 'Did you work from home in 2024?'),
            { size: 26, weight: 700 },
          ) +
          paragraph(
            300,
            140,
            t(
              'Für jeden Tag im Homeoffice können Sie 6 € absetzen, höchstens 1.260 € im Jahr.',
              'For each day working from home you can deduct €6, up to €1,260 a year.',
            ),
            600,
            { size: 15, fill: C.muted },
          ) +
          rect(300, 176, 290, 64, C.blueLight, { rx: 10, stroke: C.blue, strokeWidth: 2 }) +
          circle(328, 208, 10, C.white, `stroke="${C.blue}" stroke-width="2"`) +
          circle(328, 208, 5, C.blue) +
          text(350, 214, t('Ja', 'Yes'), { size: 16, weight: 700 }) +
          rect(610, 176, 290, 64, C.white, { rx: 10, stroke: '#cfd6e3' }) +
          circle(638, 208, 10, C.white, 'stroke="#aeb7c8" stroke-width="2"') +
          text(660, 214, t('Nein', 'No'), { size: 16 }) +
          text(300, 290, t('An wie vielen Tagen?', 'On how many days?'), {
            size: 16,
            weight: 700,
          }) +
          rect(300, 304, 180, 44, C.white, { rx: 8, stroke: C.blue, strokeWidth: 2 }) +
          text(316, 333, '120', { size: 18 }) +
          text(496, 332, t('Tage  ×  6 €  =  720 €', 'days  ×  €6  =  €720'), {
            size: 16,
            fill: C.muted,
          }) +
          text(
            300,
            392,
            t('Hatten Sie ein eigenes Arbeitszimmer?', 'Did you have a separate study?'),
            { size: 16, weight: 700 },
          ) +
          rect(300, 406, 600, 44, C.white, { rx: 8, stroke: '#cfd6e3' }) +
          text(316, 434, t('Nein, nur eine Arbeitsecke', 'No, just a work corner'), { size: 15 }) +
          path('M880,424L886,430L892,424', 'none', `stroke="${C.muted}" stroke-width="2"`) +
          rect(300, 476, 600, 64, '#fff7ea', { rx: 10 }) +
          glyph(326, 508, 'bulb', '#a85a00') +
          paragraph(
            348,
            502,
            t(
              'Tipp: Auch ein Laptop oder Schreibtisch zählt als Arbeitsmittel.',
              'Tip: a laptop or desk also counts as work equipment.',
            ),
            520,
            { size: 14, fill: '#7a4a00' },
          ) +
          text(300, 596, context.ui('back'), { size: 15, weight: 600, fill: C.blue }) +
          button(780, 574, context.ui('next'), { primary: true, width: 120, height: 38 }),
      }
    }
    if (context.index === 2) {
      const tips: [string, string, string, number][] = [
        [
          'Arbeitsmittel',
          'Work equipment',
          t(
            'Schreibtischstuhl vom 3. März (Beleg vorhanden)',
            'Office chair from 3 March (receipt on file)',
          ),
          249,
        ],
        [
          'Handwerkerleistungen',
          'Tradespeople',
          t('20 % der Arbeitskosten: Heizungswartung', '20% of labour costs: boiler service'),
          64,
        ],
        [
          'Fahrtkosten',
          'Travel to work',
          t(
            'Umweg wegen Baustelle: 14 km mehr an 40 Tagen',
            'Detour due to roadworks: 14 km more on 40 days',
          ),
          168,
        ],
        [
          'Kontoführung',
          'Account fees',
          t('Pauschal 16 € ohne Nachweis', 'Flat €16 without proof'),
          16,
        ],
      ]
      return {
        document: t('Spar-Assistent', 'Savings assistant'),
        body:
          nav +
          rect(260, 0, 956, 632, '#f7f8fb') +
          refund(1781) +
          text(300, 64, t('Spar-Assistent', 'Savings assistant'), { size: 26, weight: 700 }) +
          text(
            300,
            94,
            t(
              '4 Möglichkeiten gefunden, die oft übersehen werden',
              '4 deductions found that are often overlooked',
            ),
            { size: 15, fill: C.muted },
          ) +
          tips
            .map(([de, en, detail, amount], row) => {
              const y = 176 + row * 108
              return (
                panel(300, y, 880, 92, { rx: 12 }) +
                rect(300, y, 6, 92, row < 2 ? C.orange : C.blue, { rx: 3 }) +
                text(328, y + 36, t(de, en), { size: 17, weight: 700 }) +
                text(328, y + 64, detail, { size: 14, fill: C.muted }) +
                text(960, y + 52, `+ ${euros(locale, amount)}`, {
                  size: 20,
                  weight: 800,
                  fill: C.success,
                  anchor: 'end',
                }) +
                button(990, y + 30, row === 0 ? t('Übernommen', 'Added') : context.ui('apply'), {
                  width: 170,
                  primary: row !== 0,
                })
              )
            })
            .join(''),
      }
    }
    const receipts: [string, string, string, number, string][] = [
      ['Bürostuhl', 'Office chair', t('Arbeitsmittel', 'Work equipment'), 249, '03.03.'],
      ['Heizungswartung', 'Boiler service', t('Handwerker', 'Tradespeople'), 320, '18.04.'],
      ['Fachbuch Excel', 'Excel handbook', t('Arbeitsmittel', 'Work equipment'), 34.9, '02.05.'],
      ['Spende Tierheim', 'Animal shelter donation', t('Spenden', 'Donations'), 100, '21.06.'],
      ['Brille', 'Glasses', t('Krankheitskosten', 'Medical costs'), 412, '09.08.'],
      ['Gewerkschaft', 'Trade union', t('Beiträge', 'Fees'), 180, '31.12.'],
    ]
    return {
      document: t('Belege', 'Receipts'),
      body:
        nav +
        rect(260, 0, 956, 632, '#f7f8fb') +
        text(300, 56, t('Belege 2024', 'Receipts 2024'), { size: 26, weight: 700 }) +
        segmented(820, 32, [t('Alle', 'All'), t('Arbeit', 'Work'), t('Privat', 'Private')], 0) +
        button(1060, 32, t('Beleg scannen', 'Scan receipt'), { primary: true, width: 130 }) +
        receipts
          .map(([de, en, category, amount, date], slot) => {
            const x = 300 + (slot % 3) * 300
            const y = 84 + Math.floor(slot / 3) * 270
            const dateShown = locale === 'de' ? date : `${date.slice(3, 5)}/${date.slice(0, 2)}`
            return (
              panel(x, y, 280, 252, { rx: 12 }) +
              path(
                `M${x + 90},${y + 18}H${x + 190}V${y + 150}L${x + 180},${y + 144}L${x + 170},${y + 150}L${x + 160},${y + 144}L${x + 150},${y + 150}L${x + 140},${y + 144}L${x + 130},${y + 150}L${x + 120},${y + 144}L${x + 110},${y + 150}L${x + 100},${y + 144}L${x + 90},${y + 150}Z`,
                '#fbfaf7',
                'stroke="#d5dae4"',
              ) +
              [0, 1, 2, 3, 4]
                .map((row) =>
                  rect(x + 102, y + 34 + row * 18, row === 4 ? 40 : 76 - row * 8, 6, '#c3cad7', {
                    rx: 2,
                  }),
                )
                .join('') +
              text(x + 20, y + 186, t(de, en), { size: 15, weight: 700 }) +
              text(x + 260, y + 186, euros(locale, amount, amount % 1 ? 2 : 0), {
                size: 15,
                weight: 700,
                anchor: 'end',
              }) +
              pill(x + 20, y + 202, category, {
                fill: CATEGORY_COLORS[slot % 6] === C.orange ? C.orangeLight : C.blueLight,
                color: CATEGORY_COLORS[slot % 6] === C.orange ? '#b2401b' : C.blue,
              }) +
              text(x + 260, y + 218, dateShown, { size: 12, fill: C.muted, anchor: 'end' })
            )
          })
          .join(''),
    }
  },
}

function budgetNav(context: SceneContext, selected: number): string {
  const { t } = context
  return sidebar(
    0,
    0,
    230,
    660,
    [
      context.ui('overview'),
      t('Umsätze', 'Transactions'),
      t('Budgets', 'Budgets'),
      t('Berichte', 'Reports'),
      t('Konten', 'Accounts'),
    ],
    selected,
    { heading: t('Haushaltsbuch', 'Household Budget') },
  )
}

const householdBudget: Scene = {
  kind: 'desktop',
  alts: [
    ['Diagramm der Ausgaben nach Kategorien im Juli', 'a chart of July expenses by category'],
    [
      'Importierte Kontoumsätze, automatisch Kategorien zugeordnet',
      'imported bank transactions, categorised automatically',
    ],
    [
      'Monatsbudgets mit Warnung bei Überschreitung',
      'monthly budgets with a warning when one is exceeded',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const categories: [string, string, number][] = [
      ['Wohnen', 'Housing', 980],
      ['Lebensmittel', 'Groceries', 412],
      ['Mobilität', 'Transport', 236],
      ['Freizeit', 'Leisure', 184],
      ['Versicherungen', 'Insurance', 142],
      ['Sonstiges', 'Other', 98],
    ]
    const total = categories.reduce((sum, [, , value]) => sum + value, 0)
    if (context.index === 1) {
      const months = t('Feb Mär Apr Mai Jun Jul', 'Feb Mar Apr May Jun Jul').split(' ')
      return {
        document: t('Juli 2025', 'July 2025'),
        body:
          budgetNav(context, 0) +
          rect(230, 0, 986, 660, '#f7f8fb') +
          text(262, 52, t('Juli 2025', 'July 2025'), { size: 26, weight: 700 }) +
          [
            [t('Einnahmen', 'Income'), euros(locale, 3120), C.ink],
            [t('Ausgaben', 'Expenses'), euros(locale, total), C.ink],
            [t('Übrig', 'Left over'), euros(locale, 3120 - total), C.success],
          ]
            .map(
              ([label, value, color], slot) =>
                panel(262 + slot * 234, 76, 218, 86, { rx: 12 }) +
                text(282 + slot * 234, 106, label!, { size: 13, fill: C.muted }) +
                text(282 + slot * 234, 144, value!, { size: 26, weight: 800, fill: color! }),
            )
            .join('') +
          panel(964, 76, 220, 86, { rx: 12 }) +
          text(984, 106, t('Sparquote', 'Savings rate'), { size: 13, fill: C.muted }) +
          text(984, 144, locale === 'de' ? '34 %' : '34%', {
            size: 26,
            weight: 800,
            fill: C.blue,
          }) +
          panel(262, 186, 470, 446, { rx: 12 }) +
          text(286, 220, t('Ausgaben nach Kategorie', 'Expenses by category'), {
            size: 16,
            weight: 700,
          }) +
          donut(
            400,
            370,
            110,
            34,
            categories.map(([, , value]) => value),
            CATEGORY_COLORS,
          ) +
          text(400, 366, euros(locale, total), { size: 22, weight: 800, anchor: 'middle' }) +
          text(400, 390, t('im Juli', 'in July'), { size: 13, fill: C.muted, anchor: 'middle' }) +
          categories
            .map(([de, en, value], row) => {
              const y = 262 + row * 40
              return (
                rect(540, y - 11, 12, 12, CATEGORY_COLORS[row]!, { rx: 3 }) +
                text(560, y, t(de, en), { size: 13 }) +
                text(712, y, euros(locale, value), { size: 13, weight: 700, anchor: 'end' })
              )
            })
            .join('') +
          panel(756, 186, 428, 446, { rx: 12 }) +
          text(780, 220, t('Verlauf', 'Trend'), { size: 16, weight: 700 }) +
          barChart(830, 260, 330, 300, [1890, 2140, 1950, 2310, 1980, total], {
            labels: months,
            color: '#9db4f0',
            highlight: 5,
            max: 3600,
            gridLabels: [0, 1200, 2400, 3600].map((value) => formatNumber(locale, value)),
          }) +
          line(
            830,
            560 - (3120 / 3600) * 300,
            1160,
            560 - (3120 / 3600) * 300,
            C.success,
            2,
            'stroke-dasharray="6 5"',
          ) +
          text(1160, 552 - (3120 / 3600) * 300, t('Einnahmen', 'Income'), {
            size: 11,
            fill: C.success,
            anchor: 'end',
          }),
      }
    }
    if (context.index === 2) {
      const rows: Cell[][] = [
        [
          '14.07.',
          t('Frischemarkt Leipzig', 'Fresh Market Leipzig'),
          { text: t('Lebensmittel', 'Groceries'), pill: C.orangeLight, color: '#b2401b' },
          { text: euros(locale, -62.37, 2), weight: 600 },
        ],
        [
          '13.07.',
          t('Stadtwerke Abschlag Juli', 'City utilities July'),
          { text: t('Wohnen', 'Housing'), pill: C.blueLight, color: C.blue },
          { text: euros(locale, -96, 2), weight: 600 },
        ],
        [
          '12.07.',
          t('Tankstelle am Ring', 'Ring Road filling station'),
          { text: t('Mobilität', 'Transport'), pill: '#e0f2f1', color: '#0f766e' },
          { text: euros(locale, -58.9, 2), weight: 600 },
        ],
        [
          '11.07.',
          t('Kino Schauburg', 'Schauburg cinema'),
          { text: t('Freizeit', 'Leisure'), pill: '#ede9fe', color: '#6d28d9' },
          { text: euros(locale, -24, 2), weight: 600 },
        ],
        [
          '10.07.',
          t('Gehalt Juli', 'July salary'),
          { text: t('Einnahmen', 'Income'), pill: '#f1f3f7', color: C.ink },
          { text: euros(locale, 3120, 2), weight: 700, color: C.blue },
        ],
        [
          '09.07.',
          t('Kartenzahlung 4711', 'Card payment 4711'),
          { text: t('Zuordnen?', 'Assign?'), pill: '#f1f3f7', color: C.muted },
          { text: euros(locale, -17.5, 2), weight: 600 },
        ],
        [
          '08.07.',
          t('Haftpflicht Versicherung', 'Liability insurance'),
          { text: t('Versicherungen', 'Insurance'), pill: '#e0f2fe', color: '#0369a1' },
          { text: euros(locale, -7.9, 2), weight: 600 },
        ],
      ]
      return {
        document: t('Umsätze', 'Transactions'),
        body:
          budgetNav(context, 1) +
          rect(230, 0, 986, 660, '#f7f8fb') +
          text(262, 52, t('Umsätze', 'Transactions'), { size: 26, weight: 700 }) +
          button(1034, 30, t('Bank abrufen', 'Fetch from bank'), { primary: true, width: 150 }) +
          rect(262, 76, 922, 56, C.successLight, { rx: 10 }) +
          statusIcon(290, 104, 'ok') +
          text(
            310,
            109,
            t(
              '34 Umsätze importiert – 31 davon automatisch einer Kategorie zugeordnet.',
              '34 transactions imported – 31 of them were categorised automatically.',
            ),
            { size: 14, fill: '#14532d' },
          ) +
          panel(262, 152, 922, 352, { rx: 12 }) +
          table(
            262,
            152,
            [
              { label: t('Datum', 'Date'), width: 110 },
              { label: t('Empfänger / Zweck', 'Payee / reference'), width: 420 },
              { label: t('Kategorie', 'Category'), width: 220 },
              { label: t('Betrag', 'Amount'), width: 172, align: 'end' },
            ],
            rows.map((row) =>
              locale === 'de'
                ? row
                : [String(row[0]).slice(3, 5) + '/' + String(row[0]).slice(0, 2), ...row.slice(1)],
            ),
            { rowHeight: 44, highlight: 5 },
          ) +
          panel(262, 524, 922, 108, { rx: 12 }) +
          text(286, 556, t('Regel vorschlagen', 'Suggested rule'), { size: 15, weight: 700 }) +
          text(
            286,
            584,
            t(
              '„Kartenzahlung 4711“ künftig immer als Freizeit zuordnen?',
              'Always assign “Card payment 4711” to Leisure from now on?',
            ),
            { size: 14, fill: C.muted },
          ) +
          button(960, 566, t('Regel anlegen', 'Create rule'), { primary: true, width: 200 }),
      }
    }
    const budgets: [string, string, number, number][] = [
      ['Lebensmittel', 'Groceries', 412, 450],
      ['Freizeit', 'Leisure', 184, 150],
      ['Mobilität', 'Transport', 236, 300],
      ['Kleidung', 'Clothing', 45, 120],
      ['Geschenke', 'Gifts', 60, 80],
      ['Restaurant', 'Eating out', 88, 100],
    ]
    return {
      document: t('Budgets', 'Budgets'),
      body:
        budgetNav(context, 2) +
        rect(230, 0, 986, 660, '#f7f8fb') +
        text(262, 52, t('Budgets im Juli', 'Budgets in July'), { size: 26, weight: 700 }) +
        text(1184, 50, t('noch 17 Tage', '17 days to go'), {
          size: 14,
          fill: C.muted,
          anchor: 'end',
        }) +
        budgets
          .map(([de, en, spent, limit], slot) => {
            const x = 262 + (slot % 2) * 470
            const y = 80 + Math.floor(slot / 2) * 150
            const over = spent > limit
            const ratio = Math.min(1, spent / limit)
            return (
              panel(x, y, 452, 132, { rx: 12, ...(over ? { stroke: '#f3b5b5' } : {}) }) +
              text(x + 24, y + 38, t(de, en), { size: 17, weight: 700 }) +
              text(x + 428, y + 38, `${euros(locale, spent)} / ${euros(locale, limit)}`, {
                size: 15,
                anchor: 'end',
                weight: 600,
              }) +
              progress(
                x + 24,
                y + 58,
                404,
                ratio,
                over ? C.error : ratio > 0.85 ? C.orange : C.blue,
                12,
              ) +
              (over
                ? statusIcon(x + 34, y + 103, 'error') +
                  text(
                    x + 52,
                    y + 108,
                    t(
                      `${euros(locale, spent - limit)} über dem Budget`,
                      `${euros(locale, spent - limit)} over budget`,
                    ),
                    { size: 13, weight: 600, fill: C.error },
                  )
                : text(
                    x + 24,
                    y + 108,
                    t(
                      `Noch ${euros(locale, limit - spent)} übrig`,
                      `${euros(locale, limit - spent)} left`,
                    ),
                    { size: 13, fill: C.muted },
                  ))
            )
          })
          .join(''),
    }
  },
}

const portfolioOverview: Scene = {
  kind: 'desktop',
  alts: [
    ['Gesamtvermögen mit Verlauf und Aufteilung', 'net worth with its history and allocation'],
    ['Depotpositionen mit Rendite und Gebühren', 'portfolio holdings with returns and fees'],
    ['Dividendenkalender mit erwarteten Zahlungen', 'the dividend calendar with expected payments'],
  ],
  view: (context) => {
    const { t, locale } = context
    const nav = sidebar(
      0,
      0,
      220,
      660,
      [
        { label: t('Vermögen', 'Net worth') },
        { label: t('Depot Stadtbank', 'City Bank portfolio'), detail: '2' },
        { label: t('Tagesgeld', 'Savings account') },
        { label: t('Dividenden', 'Dividends') },
      ],
      context.index === 1 ? 0 : context.index === 2 ? 1 : 3,
      { heading: t('Konten', 'Accounts') },
    )
    const toolbar = [t('Umsätze importieren', 'Import transactions'), t('Bericht', 'Report')]
    if (context.index === 1) {
      const history = [104, 106, 105, 109, 112, 111, 115, 118, 116, 121, 125, 128.45]
      const months = t(
        'Aug Sep Okt Nov Dez Jan Feb Mär Apr Mai Jun Jul',
        'Aug Sep Oct Nov Dec Jan Feb Mar Apr May Jun Jul',
      ).split(' ')
      return {
        toolbar,
        body:
          nav +
          rect(220, 0, 996, 660, '#f7f8fb') +
          text(252, 52, t('Gesamtvermögen', 'Net worth'), { size: 15, fill: C.muted }) +
          text(252, 100, euros(locale, 128450), { size: 44, weight: 800 }) +
          pill(560, 76, `▲ ${signed(locale, 23.5)} ${t('in 12 Monaten', 'in 12 months')}`, {
            fill: C.blueLight,
            color: C.blue,
            size: 13,
          }) +
          segmented(
            900,
            70,
            ['1M', '6M', '1J'.replace('J', locale === 'de' ? 'J' : 'Y'), t('Max.', 'Max')],
            2,
          ) +
          panel(252, 124, 620, 300, { rx: 12 }) +
          lineChart(282, 150, 560, 220, history, { color: C.blue }) +
          months
            .map((month, index) =>
              text(282 + (index * 560) / 11, 400, month, {
                size: 11,
                fill: C.muted,
                anchor: 'middle',
              }),
            )
            .join('') +
          panel(896, 124, 288, 300, { rx: 12 }) +
          text(920, 156, t('Aufteilung', 'Allocation'), { size: 15, weight: 700 }) +
          donut(1040, 250, 70, 22, [58, 22, 12, 8], [C.blue, C.orange, '#0f766e', '#9aa3b2']) +
          [
            [t('ETFs', 'ETFs'), '58'],
            [t('Aktien', 'Shares'), '22'],
            [t('Anleihen', 'Bonds'), '12'],
            [t('Tagesgeld', 'Cash'), '8'],
          ]
            .map(
              ([label, share], row) =>
                rect(
                  920 + (row % 2) * 130,
                  342 + Math.floor(row / 2) * 30,
                  10,
                  10,
                  [C.blue, C.orange, '#0f766e', '#9aa3b2'][row]!,
                  { rx: 2 },
                ) +
                text(
                  936 + (row % 2) * 130,
                  352 + Math.floor(row / 2) * 30,
                  `${label} ${share}${locale === 'de' ? ' %' : '%'}`,
                  { size: 12 },
                ),
            )
            .join('') +
          panel(252, 448, 932, 184, { rx: 12 }) +
          table(
            252,
            448,
            [
              { label: t('Konto', 'Account'), width: 360 },
              { label: t('Bank', 'Bank'), width: 220 },
              { label: t('Wert', 'Value'), width: 180, align: 'end' },
              { label: t('Seit Jahresbeginn', 'Year to date'), width: 172, align: 'end' },
            ],
            [
              [
                t('Depot Stadtbank', 'City Bank portfolio'),
                t('Stadtbank', 'City Bank'),
                euros(locale, 96210),
                { text: signed(locale, 9.8), color: C.blue, weight: 600 },
              ],
              [
                t('Depot Direktbank', 'Direct Bank portfolio'),
                t('Direktbank', 'Direct Bank'),
                euros(locale, 21940),
                { text: signed(locale, 6.1), color: C.blue, weight: 600 },
              ],
              [
                t('Tagesgeld', 'Savings account'),
                t('Stadtbank', 'City Bank'),
                euros(locale, 10300),
                { text: signed(locale, 1.4), color: C.blue, weight: 600 },
              ],
            ],
            { rowHeight: 46 },
          ),
      }
    }
    if (context.index === 2) {
      const holdings: [string, string, number, number, number][] = [
        ['Welt-ETF (thesaurierend)', 'World ETF (accumulating)', 412, 112.4, 18.2],
        ['Europa Dividenden ETF', 'Europe Dividend ETF', 180, 38.9, 7.4],
        ['Nordwind Energie AG', 'Nordwind Energy plc', 60, 54.1, -6.3],
        ['Bergmann Maschinenbau', 'Bergmann Engineering', 45, 128.6, 12.9],
        ['Bundesanleihe 2030', 'German bond 2030', 100, 98.7, 1.2],
        ['Schwellenländer ETF', 'Emerging Markets ETF', 220, 31.2, -2.8],
      ]
      return {
        toolbar,
        body:
          nav +
          rect(220, 0, 996, 660, '#f7f8fb') +
          text(252, 52, t('Depot Stadtbank', 'City Bank portfolio'), { size: 26, weight: 700 }) +
          text(1184, 52, `${t('Wert', 'Value')}: ${euros(locale, 96210)}`, {
            size: 16,
            weight: 700,
            anchor: 'end',
          }) +
          panel(252, 76, 932, 380, { rx: 12 }) +
          table(
            252,
            76,
            [
              { label: t('Wertpapier', 'Security'), width: 330 },
              { label: t('Stück', 'Units'), width: 110, align: 'end' },
              { label: t('Kurs', 'Price'), width: 150, align: 'end' },
              { label: t('Wert', 'Value'), width: 170, align: 'end' },
              { label: t('Rendite', 'Return'), width: 172, align: 'end' },
            ],
            holdings.map(([de, en, units, price, change]) => [
              { text: t(de, en), weight: 600 },
              formatNumber(locale, units),
              formatMoney(locale, price),
              euros(locale, units * price, 0),
              {
                text: `${change >= 0 ? '▲' : '▼'} ${signed(locale, change)}`,
                color: change >= 0 ? C.blue : '#b2401b',
                weight: 700,
              },
            ]),
            { rowHeight: 54 },
          ) +
          panel(252, 480, 452, 152, { rx: 12 }) +
          text(276, 512, t('Rendite seit Kauf', 'Return since purchase'), {
            size: 14,
            fill: C.muted,
          }) +
          text(276, 556, `+ ${euros(locale, 14380)}`, { size: 30, weight: 800, fill: C.blue }) +
          text(276, 590, t('davon Dividenden: 1.920 €', 'of which dividends: €1,920'), {
            size: 13,
            fill: C.muted,
          }) +
          panel(728, 480, 456, 152, { rx: 12 }) +
          text(752, 512, t('Gebühren 2025', 'Fees 2025'), { size: 14, fill: C.muted }) +
          text(752, 556, euros(locale, 86.4, 2), { size: 30, weight: 800 }) +
          text(
            752,
            590,
            t('0,09 % des Depotwerts – günstig', '0.09% of the portfolio value – low'),
            { size: 13, fill: C.success },
          ),
      }
    }
    const months = t(
      'Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez',
      'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
    ).split(' ')
    const paid = [0, 0, 42, 188, 236, 61, 0, 0, 0, 0, 0, 0]
    const expected = [0, 0, 0, 0, 0, 0, 38, 120, 44, 0, 26, 90]
    return {
      toolbar,
      body:
        nav +
        rect(220, 0, 996, 660, '#f7f8fb') +
        text(252, 52, t('Dividenden 2025', 'Dividends 2025'), { size: 26, weight: 700 }) +
        panel(252, 76, 932, 300, { rx: 12 }) +
        barChart(
          300,
          110,
          860,
          210,
          paid.map((value, index) => value || expected[index]!),
          { labels: months, colors: paid.map((value) => (value ? C.blue : '#ffc3ae')), max: 260 },
        ) +
        rect(276, 350, 12, 12, C.blue, { rx: 2 }) +
        text(296, 361, t('Erhalten: 527 €', 'Received: €527'), { size: 12, fill: C.muted }) +
        rect(420, 350, 12, 12, '#ffc3ae', { rx: 2 }) +
        text(440, 361, t('Erwartet: 318 €', 'Expected: €318'), { size: 12, fill: C.muted }) +
        panel(252, 400, 932, 232, { rx: 12 }) +
        text(276, 432, t('Nächste Zahlungen', 'Upcoming payments'), { size: 15, weight: 700 }) +
        [
          [t('18. Juli', '18 July'), t('Europa Dividenden ETF', 'Europe Dividend ETF'), 38],
          [t('6. August', '6 August'), t('Bergmann Maschinenbau', 'Bergmann Engineering'), 120],
          [
            t('15. September', '15 September'),
            t('Welt-ETF Ausschüttung', 'World ETF distribution'),
            44,
          ],
        ]
          .map(([date, name, amount], row) => {
            const y = 452 + row * 56
            return (
              rect(276, y, 884, 46, row === 0 ? C.blueLight : '#fafbfd', { rx: 8 }) +
              glyph(300, y + 23, 'calendar', C.blue) +
              text(324, y + 28, date as string, { size: 14, weight: 700 }) +
              text(480, y + 28, name as string, { size: 14 }) +
              text(1140, y + 28, euros(locale, amount as number, 2), {
                size: 14,
                weight: 700,
                anchor: 'end',
              })
            )
          })
          .join(''),
    }
  },
}

const expenseTracker: Scene = {
  kind: 'mobile',
  alts: [
    ['Eine Ausgabe in Sekunden erfassen', 'recording an expense in seconds'],
    ['Monatsbudget mit den letzten Ausgaben', 'the monthly budget with recent expenses'],
    ['Reisemodus mit Umrechnung in Euro', 'travel mode converting into euros'],
  ],
  view: (context) => {
    const { t, locale } = context
    const teal = '#0f766e'
    const tabs = tabBar(
      [
        ['plus', t('Erfassen', 'Add')],
        ['chart', context.ui('overview')],
        ['flag', t('Reisen', 'Trips')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
      teal,
    )
    if (context.index === 1) {
      const keys = [
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        locale === 'de' ? ',' : '.',
        '0',
        '⌫',
      ]
      return (
        appBar(t('Ausgabe', 'Expense'), { back: true, action: context.ui('save'), color: teal }) +
        text(163, 126, euros(locale, 12.4, 2), { size: 46, weight: 800, anchor: 'middle' }) +
        text(163, 152, t('Heute, 12:41 · Bargeld', 'Today, 12:41 · Cash'), {
          size: 13,
          fill: C.muted,
          anchor: 'middle',
        }) +
        [t('Essen', 'Food'), t('Einkauf', 'Shopping'), t('Verkehr', 'Travel'), t('Café', 'Café')]
          .map((label, slot) => {
            const x = 16 + slot * 76
            return (
              rect(x, 176, 70, 62, slot === 3 ? teal : '#eef6f5', { rx: 12 }) +
              circle(
                x + 35,
                198,
                9,
                slot === 3 ? C.white : teal,
                slot === 3 ? '' : 'opacity="0.5"',
              ) +
              text(x + 35, 228, label, {
                size: 12,
                weight: 600,
                anchor: 'middle',
                fill: slot === 3 ? C.white : C.ink,
              })
            )
          })
          .join('') +
        rect(16, 252, 294, 40, '#f3f5fa', { rx: 10 }) +
        text(30, 277, t('Cappuccino und Kuchen mit Ina', 'Cappuccino and cake with Ina'), {
          size: 14,
          fill: C.muted,
        }) +
        keys
          .map((key, slot) => {
            const x = 16 + (slot % 3) * 100
            const y = 306 + Math.floor(slot / 3) * 62
            return (
              rect(x, y, 94, 54, '#f5f7fb', { rx: 12 }) +
              text(x + 47, y + 35, key, { size: 22, weight: 600, anchor: 'middle' })
            )
          })
          .join('') +
        tabs
      )
    }
    if (context.index === 2) {
      return (
        appBar(t('Juli', 'July')) +
        donut(163, 160, 86, 18, [588, 312], [teal, '#e6efee']) +
        text(163, 152, euros(locale, 312), { size: 28, weight: 800, anchor: 'middle' }) +
        text(163, 176, t('noch übrig', 'left'), { size: 13, fill: C.muted, anchor: 'middle' }) +
        text(
          163,
          278,
          t(
            `${euros(locale, 588)} von ${euros(locale, 900)} ausgegeben`,
            `${euros(locale, 588)} of ${euros(locale, 900)} spent`,
          ),
          { size: 14, anchor: 'middle', fill: '#4b5563' },
        ) +
        sectionLabel(318, t('Letzte Ausgaben', 'Recent expenses')) +
        [
          [t('Café Kaiser', 'Café Kaiser'), t('Café · heute', 'Café · today'), 12.4, teal, 'C'],
          [
            t('Wochenmarkt', 'Farmers’ market'),
            t('Essen · gestern', 'Food · yesterday'),
            23.8,
            C.orange,
            'E',
          ],
          [t('Busticket', 'Bus ticket'), t('Verkehr · Sa.', 'Travel · Sat'), 3.2, C.blue, 'V'],
          [
            t('Buchhandlung', 'Bookshop'),
            t('Einkauf · Fr.', 'Shopping · Fri'),
            16.99,
            '#8b5cf6',
            'B',
          ],
        ]
          .map(([title, detail, amount, color, icon], row) =>
            listRow(
              328 + row * 58,
              {
                title: title as string,
                detail: detail as string,
                iconColor: color as string,
                icon: t(
                  icon as string,
                  (icon as string) === 'E'
                    ? 'F'
                    : (icon as string) === 'V'
                      ? 'T'
                      : (icon as string) === 'B'
                        ? 'S'
                        : 'C',
                ),
                right: `− ${euros(locale, amount as number, 2)}`,
                rightOptions: { fill: C.ink, weight: 600 },
              },
              58,
            ),
          )
          .join('') +
        tabs
      )
    }
    return (
      appBar(t('Reise: London', 'Trip: London'), { back: true }) +
      card(16, 64, 294, 130, teal) +
      text(34, 98, t('Reisebudget', 'Trip budget'), { size: 13, fill: '#ccfbf1' }) +
      text(34, 138, `£ 284,50`.replace(',', locale === 'de' ? ',' : '.'), {
        size: 30,
        weight: 800,
        fill: C.white,
      }) +
      text(
        34,
        170,
        `≈ ${euros(locale, 332.1, 2)} · ${t('Kurs 1 £ = 1,167 €', 'Rate £1 = €1.167')}`,
        { size: 13, fill: '#ccfbf1' },
      ) +
      progress(34, 180, 258, 0.57, '#99f6e4', 5) +
      sectionLabel(230, t('Heute in London', 'Today in London')) +
      [
        [t('U-Bahn Tageskarte', 'Tube day ticket'), '£ 8,90', 10.39],
        [t('Fisch und Pommes', 'Fish and chips'), '£ 14,50', 16.92],
        [t('Museumsladen', 'Museum shop'), '£ 18,50', 21.59],
        [t('Kaffee', 'Coffee'), '£ 3,40', 3.97],
      ]
        .map(([title, pounds, eur], row) =>
          listRow(
            240 + row * 62,
            {
              title: title as string,
              detail: (pounds as string).replace(',', locale === 'de' ? ',' : '.'),
              iconColor: [C.blue, C.orange, '#8b5cf6', teal][row]!,
              icon: '£',
              right: euros(locale, eur as number, 2),
              rightOptions: { fill: C.ink, weight: 600 },
            },
            62,
          ),
        )
        .join('') +
      tabs
    )
  },
}

export const FINANCE_SCENES: Record<string, Scene> = {
  'tax-fox': taxFox,
  'household-budget': householdBudget,
  'portfolio-overview': portfolioOverview,
  'expense-tracker': expenseTracker,
}
