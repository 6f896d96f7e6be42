import { appBar, card, largeTitle, listRow, sectionLabel, tabBar, PHONE_WIDTH } from '../mobile'
import { streetMap } from '../pictures'
import type { Scene, SceneContext } from '../scene'
import { C, circle, formatNumber, line, MONO, paragraph, path, rect, text } from '../svg'
import {
  button,
  dialog,
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
  toggle,
  type Cell,
} from '../widgets'

// Virus protection, firewall, password vault and anti-theft.

function shieldBadge(cx: number, cy: number, size: number, color: string): string {
  const s = size / 100
  return (
    path(
      `M${cx},${cy - 50 * s}L${cx + 40 * s},${cy - 36 * s}V${cy}C${cx + 40 * s},${cy + 28 * s} ${cx + 22 * s},${cy + 44 * s} ${cx},${cy + 54 * s}C${cx - 22 * s},${cy + 44 * s} ${cx - 40 * s},${cy + 28 * s} ${cx - 40 * s},${cy}V${cy - 36 * s}Z`,
      color,
    ) +
    path(
      `M${cx - 16 * s},${cy}L${cx - 4 * s},${cy + 12 * s}L${cx + 18 * s},${cy - 12 * s}`,
      'none',
      `stroke="#ffffff" stroke-width="${8 * s}" stroke-linecap="round" stroke-linejoin="round"`,
    )
  )
}

function guardNav(context: SceneContext, selected: number): string {
  const { t } = context
  return sidebar(
    0,
    0,
    230,
    660,
    [
      context.ui('overview'),
      t('Prüfung', 'Scan'),
      t('Web-Filter', 'Web filter'),
      t('Quarantäne', 'Quarantine'),
      context.ui('settings'),
    ],
    selected,
    { heading: t('Virenwächter', 'Virus Guard') },
  )
}

const virusGuard: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Übersicht: Echtzeitschutz, Web-Filter und Ransomware-Schutz sind aktiv',
      'overview: real-time protection, web filter and ransomware shield are on',
    ],
    [
      'Laufende Prüfung, die eine Bedrohung gefunden hat',
      'a scan in progress that has found a threat',
    ],
    ['Protokoll des Web-Filters mit blockierten Seiten', 'the web filter log with blocked sites'],
  ],
  view: (context) => {
    const { t, locale } = context
    if (context.index === 1) {
      const modules: [string, string, string][] = [
        [
          t('Echtzeitschutz', 'Real-time protection'),
          t('Prüft jede Datei beim Öffnen', 'Checks every file when it opens'),
          'shield',
        ],
        [
          t('Web-Filter', 'Web filter'),
          t('Sperrt gefährliche Websites', 'Blocks dangerous websites'),
          'wifi',
        ],
        [
          t('Ransomware-Schutz', 'Ransomware shield'),
          t('Schützt Dokumente und Fotos', 'Protects documents and photos'),
          'lock',
        ],
      ]
      return {
        body:
          guardNav(context, 0) +
          rect(230, 0, 986, 660, '#f7f8fb') +
          rect(262, 28, 922, 210, C.white, { rx: 14, stroke: C.line }) +
          circle(370, 133, 78, C.successLight) +
          shieldBadge(370, 133, 110, C.success) +
          text(480, 110, t('Ihr Computer ist geschützt', 'Your computer is protected'), {
            size: 28,
            weight: 700,
          }) +
          text(
            480,
            142,
            t(
              'Letzte Prüfung heute um 08:15 · keine Bedrohungen',
              'Last scan today at 08:15 · no threats',
            ),
            { size: 15, fill: C.muted },
          ) +
          text(
            480,
            166,
            t(
              'Virendefinitionen vom 14.07.2025, 07:02 Uhr',
              'Virus definitions from 14/07/2025, 07:02',
            ),
            { size: 15, fill: C.muted },
          ) +
          button(480, 186, t('Schnellprüfung starten', 'Start quick scan'), {
            primary: true,
            height: 38,
            size: 14,
          }) +
          button(700, 186, t('Vollständige Prüfung', 'Full scan'), { height: 38, size: 14 }) +
          modules
            .map(([title, detail, icon], slot) => {
              const x = 262 + slot * 314
              return (
                panel(x, 262, 294, 150, { rx: 12 }) +
                rect(x + 20, 284, 40, 40, C.blueLight, { rx: 10 }) +
                glyph(x + 40, 304, icon as 'shield', C.blue) +
                toggle(x + 234, 292, true) +
                text(x + 20, 356, title, { size: 16, weight: 700 }) +
                text(x + 20, 382, detail, { size: 13, fill: C.muted })
              )
            })
            .join('') +
          panel(262, 436, 922, 196, { rx: 12 }) +
          text(286, 470, t('Abgewehrte Gefahren (30 Tage)', 'Threats stopped (30 days)'), {
            size: 15,
            weight: 700,
          }) +
          lineChart(286, 490, 600, 110, [2, 1, 3, 0, 1, 4, 2, 1, 0, 2, 5, 1, 0, 1, 2], {
            color: C.orange,
            grid: true,
          }) +
          text(940, 500, '23', { size: 40, weight: 800, fill: C.blue }) +
          text(940, 526, t('blockierte Websites', 'blocked websites'), {
            size: 13,
            fill: C.muted,
          }) +
          text(940, 574, '4', { size: 40, weight: 800, fill: C.blue }) +
          text(940, 600, t('Dateien in Quarantäne', 'files in quarantine'), {
            size: 13,
            fill: C.muted,
          }),
      }
    }
    if (context.index === 2) {
      const threats: Cell[][] = [
        [
          { text: 'Trojan.Agent.XK', color: C.error, weight: 600 },
          t('Downloads\\rechnung_juli.pdf.exe', 'Downloads\\invoice_july.pdf.exe'),
          { text: t('Hoch', 'High'), pill: C.errorLight, color: C.error },
        ],
      ]
      return {
        body:
          guardNav(context, 1) +
          rect(230, 0, 986, 660, '#f7f8fb') +
          panel(262, 28, 922, 300, { rx: 14 }) +
          donut(400, 178, 100, 18, [0.62, 0.38], [C.blue, '#edf0f5']) +
          text(400, 178, percentText(locale, 62), { size: 34, weight: 800, anchor: 'middle' }) +
          text(400, 204, t('geprüft', 'scanned'), { size: 13, fill: C.muted, anchor: 'middle' }) +
          text(540, 84, t('Vollständige Prüfung läuft …', 'Full scan in progress …'), {
            size: 24,
            weight: 700,
          }) +
          text(540, 118, t('Aktuelle Datei:', 'Current file:'), { size: 13, fill: C.muted }) +
          text(
            540,
            140,
            t(
              'C:\\Benutzer\\Anna\\Dokumente\\Steuer\\Belege_2024.zip',
              'C:\\Users\\Anna\\Documents\\Taxes\\Receipts_2024.zip',
            ),
            { size: 13, family: MONO },
          ) +
          [
            [t('Geprüfte Dateien', 'Files scanned'), formatNumber(locale, 184_216)],
            [t('Dauer', 'Time elapsed'), '06:42'],
            [t('Bedrohungen', 'Threats'), '1'],
          ]
            .map(
              ([label, value], slot) =>
                text(540 + slot * 200, 196, label!, { size: 13, fill: C.muted }) +
                text(540 + slot * 200, 228, value!, {
                  size: 24,
                  weight: 700,
                  ...(slot === 2 ? { fill: C.error } : {}),
                }),
            )
            .join('') +
          progress(540, 256, 600, 0.62) +
          button(540, 280, t('Pausieren', 'Pause'), {}) +
          button(660, 280, context.ui('cancel'), {}) +
          panel(262, 352, 922, 176, { rx: 14 }) +
          statusIcon(292, 384, 'error') +
          text(312, 389, t('1 Bedrohung gefunden', '1 threat found'), {
            size: 16,
            weight: 700,
            fill: C.error,
          }) +
          table(
            278,
            404,
            [
              { label: t('Name', 'Name'), width: 220 },
              { label: t('Fundort', 'Location'), width: 480 },
              { label: t('Risiko', 'Risk'), width: 190 },
            ],
            threats,
          ) +
          button(944, 484, t('In Quarantäne verschieben', 'Move to quarantine'), {
            primary: true,
            width: 224,
          }),
      }
    }
    const rows: Cell[][] = [
      [
        '09:41',
        'paket-zustellung-info.example',
        { text: t('Phishing', 'Phishing'), pill: C.errorLight, color: C.error },
        t('Blockiert', 'Blocked'),
      ],
      [
        '09:12',
        'gratis-gutschein.example',
        { text: t('Betrug', 'Scam'), pill: C.errorLight, color: C.error },
        t('Blockiert', 'Blocked'),
      ],
      [
        '08:55',
        'cdn.werbung-tracker.example',
        { text: t('Tracker', 'Tracker'), pill: C.orangeLight, color: '#b2401b' },
        t('Blockiert', 'Blocked'),
      ],
      [
        t('Gestern', 'Yesterday'),
        'update-flash-player.example',
        { text: t('Schadsoftware', 'Malware'), pill: C.errorLight, color: C.error },
        t('Blockiert', 'Blocked'),
      ],
      [
        t('Gestern', 'Yesterday'),
        'bank-login-sicher.example',
        { text: t('Phishing', 'Phishing'), pill: C.errorLight, color: C.error },
        t('Blockiert', 'Blocked'),
      ],
      [
        '12.07.',
        'kostenlose-spiele.example',
        { text: t('Tracker', 'Tracker'), pill: C.orangeLight, color: '#b2401b' },
        t('Blockiert', 'Blocked'),
      ],
    ]
    return {
      body:
        guardNav(context, 2) +
        rect(230, 0, 986, 660, '#f7f8fb') +
        text(262, 52, t('Web-Filter', 'Web filter'), { size: 24, weight: 700 }) +
        toggle(1144, 34, true) +
        text(1134, 50, t('Aktiv', 'On'), { size: 13, fill: C.muted, anchor: 'end' }) +
        panel(262, 76, 922, 300, { rx: 12 }) +
        table(
          262,
          76,
          [
            { label: t('Zeit', 'Time'), width: 120 },
            { label: t('Adresse', 'Address'), width: 420 },
            { label: t('Grund', 'Reason'), width: 200 },
            { label: t('Aktion', 'Action'), width: 182 },
          ],
          rows,
          { rowHeight: 42 },
        ) +
        rect(262, 400, 922, 116, C.white, { rx: 12, stroke: '#f3c5b6' }) +
        rect(262, 400, 8, 116, C.orange, { rx: 4 }) +
        shieldBadge(320, 458, 60, C.orange) +
        text(370, 440, t('Gefährliche Website blockiert', 'Dangerous website blocked'), {
          size: 18,
          weight: 700,
        }) +
        paragraph(
          370,
          468,
          t(
            '„paket-zustellung-info.example“ gibt sich als Paketdienst aus und will Ihre Bankdaten abfragen.',
            '“paket-zustellung-info.example” poses as a parcel service and wants your bank details.',
          ),
          620,
          { size: 14, fill: '#4b5563' },
        ) +
        button(1010, 440, t('Details', 'Details'), { width: 150 }),
    }
  },
}

function percentText(locale: 'de' | 'en', value: number): string {
  return locale === 'de' ? `${value} %` : `${value}%`
}

function appRow(x: number, y: number, name: string, color: string, initial: string): string {
  return (
    rect(x, y, 28, 28, color, { rx: 7 }) +
    text(x + 14, y + 19, initial, { size: 13, weight: 700, fill: C.white, anchor: 'middle' }) +
    text(x + 40, y + 19, name, { size: 14, weight: 600 })
  )
}

const firewallSentry: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Nachfrage, ob ein Programm eine Verbindung aufbauen darf',
      'asking whether a program may open a connection',
    ],
    ['Regeln pro Programm und Netzwerkprofil', 'rules per program and network profile'],
    [
      'Verbindungsprotokoll mit blockierten Zugriffen',
      'the connection log with blocked access attempts',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const nav = sidebar(
      0,
      0,
      230,
      660,
      [
        context.ui('overview'),
        t('Programme', 'Programs'),
        t('Netzwerkprofile', 'Network profiles'),
        t('Protokoll', 'Log'),
        context.ui('settings'),
      ],
      context.index === 3 ? 3 : 1,
      { heading: t('Firewall-Wache', 'Firewall Sentry') },
    )
    const programs: [string, string, string, boolean, string][] = [
      ['Browser', '#1b4dd8', 'B', true, t('Alle Netze', 'All networks')],
      [t('Foto-Sync', 'Photo Sync'), '#c2185b', 'F', true, t('Nur Zuhause', 'Home only')],
      [t('Mailprogramm', 'Mail client'), '#0891b2', 'M', true, t('Alle Netze', 'All networks')],
      [t('Spiele-Launcher', 'Game launcher'), '#6d28d9', 'S', false, t('Blockiert', 'Blocked')],
      [t('Drucker-Dienst', 'Printer service'), '#475569', 'D', true, t('Nur lokal', 'Local only')],
      [
        t('Unbekannt: setup_x.exe', 'Unknown: setup_x.exe'),
        '#9aa3b2',
        '?',
        false,
        t('Blockiert', 'Blocked'),
      ],
    ]
    const rulesTable = (y: number) =>
      panel(262, y, 922, 46 + programs.length * 54, { rx: 12 }) +
      rect(262, y, 922, 40, C.surface, { rx: 12 }) +
      text(282, y + 26, t('Programm', 'Program'), { size: 12, weight: 600, fill: C.muted }) +
      text(650, y + 26, t('Regel', 'Rule'), { size: 12, weight: 600, fill: C.muted }) +
      text(850, y + 26, t('Gilt für', 'Applies to'), { size: 12, weight: 600, fill: C.muted }) +
      programs
        .map(([name, color, initial, allowed, scope], row) => {
          const ry = y + 46 + row * 54
          return (
            appRow(282, ry + 8, name, color, initial) +
            pill(
              650,
              ry + 12,
              allowed ? t('Erlaubt', 'Allowed') : t('Blockiert', 'Blocked'),
              allowed
                ? { fill: C.successLight, color: C.success }
                : { fill: C.errorLight, color: C.error },
            ) +
            text(850, ry + 30, scope, { size: 13 }) +
            glyph(1150, ry + 26, 'more', C.muted) +
            (row < programs.length - 1 ? line(282, ry + 50, 1164, ry + 50, '#edf0f5') : '')
          )
        })
        .join('')
    if (context.index === 1) {
      return {
        body:
          nav +
          rect(230, 0, 986, 660, '#f7f8fb') +
          text(262, 52, t('Programme', 'Programs'), { size: 24, weight: 700 }) +
          rulesTable(76) +
          dialog(
            358,
            150,
            500,
            330,
            t('Neue Verbindung', 'New connection'),
            appRow(382, 208, t('Foto-Sync Updater', 'Photo Sync Updater'), '#c2185b', 'F') +
              paragraph(
                382,
                270,
                t(
                  'möchte eine Verbindung zu update.fotosync.example (185.22.14.9, Port 443) herstellen.',
                  'wants to connect to update.fotosync.example (185.22.14.9, port 443).',
                ),
                450,
                { size: 14, lineHeight: 22 },
              ) +
              text(
                382,
                330,
                t('Netzwerk: Zuhause (WLAN „Linde“)', 'Network: Home (Wi-Fi “Linde”)'),
                { size: 13, fill: C.muted },
              ) +
              rect(382, 346, 18, 18, C.blue, { rx: 4 }) +
              path(
                'M386,355L390,359L396,351',
                'none',
                'stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"',
              ) +
              text(410, 360, t('Entscheidung merken', 'Remember my decision'), { size: 13 }),
            button(606, 428, t('Blockieren', 'Block'), { width: 110 }) +
              button(726, 428, t('Erlauben', 'Allow'), { primary: true, width: 110 }),
            { width: 1216, height: 660 },
          ),
      }
    }
    if (context.index === 2) {
      return {
        body:
          nav +
          rect(230, 0, 986, 660, '#f7f8fb') +
          text(262, 52, t('Programme', 'Programs'), { size: 24, weight: 700 }) +
          text(760, 50, t('Profil:', 'Profile:'), { size: 13, fill: C.muted }) +
          segmented(
            810,
            30,
            [t('Zuhause', 'Home'), t('Öffentlich', 'Public'), t('Arbeit', 'Work')],
            0,
          ) +
          rulesTable(76) +
          panel(262, 486, 922, 146, { rx: 12 }) +
          text(282, 516, t('Profil „Zuhause“', 'Profile “Home”'), { size: 15, weight: 700 }) +
          text(
            282,
            544,
            t(
              'Geräte im Heimnetz dürfen Drucker und Freigaben sehen.',
              'Devices in the home network may see printers and shares.',
            ),
            { size: 13, fill: C.muted },
          ) +
          toggle(282, 566, true) +
          text(334, 582, t('Dateifreigabe im Heimnetz', 'File sharing at home'), { size: 13 }) +
          toggle(620, 566, false) +
          text(672, 582, t('Fernwartung zulassen', 'Allow remote access'), { size: 13 }) +
          toggle(282, 598, true) +
          text(334, 614, t('Unbekannte Programme nachfragen', 'Ask for unknown programs'), {
            size: 13,
          }),
      }
    }
    const log: Cell[][] = [
      [
        '09:41:07',
        t('Eingehend', 'Incoming'),
        '203.0.113.54:3389',
        { text: t('Blockiert', 'Blocked'), pill: C.errorLight, color: C.error },
      ],
      [
        '09:40:52',
        t('Ausgehend', 'Outgoing'),
        'Browser → 198.51.100.7:443',
        { text: t('Erlaubt', 'Allowed'), pill: C.successLight, color: C.success },
      ],
      [
        '09:39:13',
        t('Eingehend', 'Incoming'),
        '203.0.113.54:445',
        { text: t('Blockiert', 'Blocked'), pill: C.errorLight, color: C.error },
      ],
      [
        '09:38:40',
        t('Ausgehend', 'Outgoing'),
        'setup_x.exe → 192.0.2.80:8080',
        { text: t('Blockiert', 'Blocked'), pill: C.errorLight, color: C.error },
      ],
      [
        '09:35:02',
        t('Ausgehend', 'Outgoing'),
        t('Mailprogramm', 'Mail client') + ' → 198.51.100.20:993',
        { text: t('Erlaubt', 'Allowed'), pill: C.successLight, color: C.success },
      ],
    ]
    return {
      body:
        nav +
        rect(230, 0, 986, 660, '#f7f8fb') +
        text(262, 52, t('Protokoll', 'Log'), { size: 24, weight: 700 }) +
        panel(262, 76, 600, 220, { rx: 12 }) +
        text(282, 106, t('Verbindungen heute', 'Connections today'), { size: 14, weight: 700 }) +
        lineChart(282, 126, 560, 140, [12, 18, 9, 30, 44, 38, 52, 61, 47, 58, 40, 66], {
          color: C.blue,
        }) +
        lineChart(282, 126, 560, 140, [0, 2, 1, 4, 3, 1, 6, 2, 1, 5, 2, 3], {
          color: C.orange,
          fill: false,
          grid: false,
          min: 0,
          max: 66,
        }) +
        panel(882, 76, 302, 220, { rx: 12 }) +
        text(902, 126, formatNumber(locale, 1284), { size: 36, weight: 800 }) +
        text(902, 150, t('erlaubte Verbindungen', 'allowed connections'), {
          size: 13,
          fill: C.muted,
        }) +
        text(902, 210, '31', { size: 36, weight: 800, fill: C.orange }) +
        text(902, 234, t('blockierte Zugriffe', 'blocked attempts'), { size: 13, fill: C.muted }) +
        panel(262, 320, 922, 260, { rx: 12 }) +
        table(
          262,
          320,
          [
            { label: t('Zeit', 'Time'), width: 140 },
            { label: t('Richtung', 'Direction'), width: 160 },
            { label: t('Verbindung', 'Connection'), width: 440 },
            { label: t('Ergebnis', 'Result'), width: 182 },
          ],
          log,
          { rowHeight: 44 },
        ),
    }
  },
}

const VAULT_ITEMS: readonly [string, string, string, string][] = [
  ['Stadtbank', 'anna.schmidt', '#1b4dd8', 'S'],
  ['Mailbox', 'anna@mail.example', '#0891b2', 'M'],
  ['Streamingdienst', 'anna.s', '#6d28d9', 'T'],
  ['Online-Shop', 'anna.schmidt', '#ff6a3d', 'O'],
  ['Stadtbibliothek', '4711 0815', '#0f766e', 'B'],
  ['Krankenkasse', 'A123456789', '#c2185b', 'K'],
]

const passwordVault: Scene = {
  kind: 'mobile',
  alts: [
    ['Tresor mit gespeicherten Zugangsdaten', 'the vault with saved logins'],
    [
      'Passwort-Generator mit einem starken Passwort',
      'the password generator with a strong password',
    ],
    [
      'Sicherheitscheck mit schwachen und doppelten Passwörtern',
      'the security check with weak and reused passwords',
    ],
  ],
  view: (context) => {
    const { t } = context
    const tabs = tabBar(
      [
        ['lock', t('Tresor', 'Vault')],
        ['refresh', t('Generator', 'Generator')],
        ['shield', t('Sicherheit', 'Security')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
    )
    if (context.index === 1) {
      return (
        largeTitle(t('Tresor', 'Vault'), t('86 Einträge · verschlüsselt', '86 items · encrypted')) +
        rect(16, 86, 294, 38, '#eef1f6', { rx: 10 }) +
        glyph(38, 105, 'zoom', C.muted) +
        text(58, 110, context.ui('search'), { size: 15, fill: C.faint }) +
        sectionLabel(150, t('Favoriten', 'Favourites')) +
        VAULT_ITEMS.map(([name, user, color, initial], row) =>
          listRow(
            160 + row * 62,
            {
              title: t(
                name,
                name === 'Stadtbank'
                  ? 'City Bank'
                  : name === 'Stadtbibliothek'
                    ? 'City library'
                    : name === 'Krankenkasse'
                      ? 'Health insurance'
                      : name === 'Streamingdienst'
                        ? 'Streaming service'
                        : name,
              ),
              detail: user,
              iconColor: color,
              icon: initial,
              right: '•••',
            },
            62,
          ),
        ).join('') +
        tabs
      )
    }
    if (context.index === 2) {
      const password = 'Kx7#mTq2$vR9!pLw4zN8'
      return (
        appBar(t('Generator', 'Generator')) +
        card(16, 64, 294, 130) +
        text(163, 112, password.slice(0, 10), {
          size: 22,
          weight: 700,
          family: MONO,
          anchor: 'middle',
          fill: C.ink,
        }) +
        text(163, 142, password.slice(10), {
          size: 22,
          weight: 700,
          family: MONO,
          anchor: 'middle',
          fill: C.blue,
        }) +
        rect(36, 164, 180, 8, C.success, { rx: 4 }) +
        rect(216, 164, 74, 8, '#e3e8f1', { rx: 4 }) +
        text(36, 186, t('Sehr stark', 'Very strong'), { size: 12, weight: 700, fill: C.success }) +
        text(290, 186, t('20 Zeichen', '20 characters'), {
          size: 12,
          fill: C.muted,
          anchor: 'end',
        }) +
        sectionLabel(232, t('Länge', 'Length'), '20') +
        rect(20, 248, 286, 6, '#e3e8f1', { rx: 3 }) +
        rect(20, 248, 170, 6, C.blue, { rx: 3 }) +
        circle(190, 251, 11, C.white, `stroke="${C.blue}" stroke-width="3"`) +
        [
          [t('Großbuchstaben (A–Z)', 'Capitals (A–Z)'), true],
          [t('Ziffern (0–9)', 'Digits (0–9)'), true],
          [t('Sonderzeichen (!#$)', 'Symbols (!#$)'), true],
          [t('Leicht zu lesen', 'Easy to read'), false],
        ]
          .map(
            ([label, on], row) =>
              text(20, 306 + row * 48, label as string, { size: 15 }) +
              toggle(266, 290 + row * 48, on as boolean) +
              line(20, 322 + row * 48, 306, 322 + row * 48, '#edf0f5'),
          )
          .join('') +
        button(16, 498, t('Kopieren', 'Copy'), { width: 140, height: 44, size: 15 }) +
        button(170, 498, t('Neu erzeugen', 'Regenerate'), {
          primary: true,
          width: 140,
          height: 44,
          size: 15,
        }) +
        tabs
      )
    }
    return (
      appBar(t('Sicherheitscheck', 'Security check')) +
      donut(163, 150, 74, 16, [0.82, 0.18], [C.blue, '#edf0f5']) +
      text(163, 156, '82', { size: 38, weight: 800, anchor: 'middle' }) +
      text(163, 180, t('von 100', 'out of 100'), { size: 12, fill: C.muted, anchor: 'middle' }) +
      text(
        163,
        256,
        t('Gut – drei Dinge können Sie verbessern', 'Good – three things to improve'),
        { size: 14, weight: 600, anchor: 'middle' },
      ) +
      [
        [
          t('1 schwaches Passwort', '1 weak password'),
          t('Stadtbibliothek', 'City library'),
          'error',
        ],
        [
          t('3 doppelt verwendet', '3 reused passwords'),
          t('Mailbox, Online-Shop …', 'Mailbox, Online-Shop …'),
          'warn',
        ],
        [
          t('2 seit über einem Jahr alt', '2 older than a year'),
          t('Krankenkasse, Streaming', 'Health insurance, streaming'),
          'info',
        ],
        [
          t('Keine Datenlecks', 'No data breaches'),
          t('Geprüft heute, 09:30', 'Checked today, 09:30'),
          'ok',
        ],
      ]
        .map(([title, detail, kind], row) => {
          const y = 280 + row * 68
          return (
            card(16, y, 294, 58) +
            statusIcon(42, y + 29, kind as 'ok') +
            text(62, y + 25, title!, { size: 15, weight: 600 }) +
            text(62, y + 45, detail!, { size: 12.5, fill: C.muted }) +
            glyph(290, y + 29, 'forward', C.faint)
          )
        })
        .join('') +
      tabs
    )
  },
}

const antiTheft: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Standort des Telefons auf der Karte mit Klingeln, Sperren und Löschen',
      'the location of the phone on a map with ring, lock and wipe',
    ],
    ['Fernsperre mit einer Nachricht für den Finder', 'remote lock with a message for the finder'],
    ['Daten aus der Ferne löschen, mit Bestätigung', 'wiping data remotely, with confirmation'],
  ],
  view: (context) => {
    const { t } = context
    const tabs = tabBar(
      [
        ['location', t('Karte', 'Map')],
        ['lock', t('Sperren', 'Lock')],
        ['trash', context.ui('delete')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
      C.blue,
    )
    if (context.index === 1) {
      return (
        streetMap(context.id, 0, 0, PHONE_WIDTH, 420, 3) +
        circle(170, 190, 60, C.blue, 'opacity="0.15"') +
        circle(170, 190, 14, C.white) +
        circle(170, 190, 10, C.blue) +
        rect(16, 12, 294, 44, C.white, { rx: 12, stroke: '#e3e7ee' }) +
        text(32, 40, t('Annas Telefon', 'Anna’s phone'), { size: 15, weight: 700 }) +
        pill(294, 22, t('Online', 'Online'), {
          fill: C.successLight,
          color: C.success,
          anchor: 'end',
        }) +
        rect(0, 400, PHONE_WIDTH, 240, C.white, { rx: 20 }) +
        rect(143, 410, 40, 5, '#d5dae4', { rx: 2.5 }) +
        text(20, 446, t('Karl-Heine-Straße 38, Leipzig', '38 Karl-Heine Street, Leipzig'), {
          size: 16,
          weight: 700,
        }) +
        text(
          20,
          470,
          t(
            'Vor 2 Minuten · auf 12 m genau · Akku 64 %',
            '2 minutes ago · accurate to 12 m · battery 64%',
          ),
          { size: 12.5, fill: C.muted },
        ) +
        [
          ['speaker', t('Klingeln', 'Ring')],
          ['lock', t('Sperren', 'Lock')],
          ['trash', context.ui('delete')],
        ]
          .map(([icon, label], slot) => {
            const x = 20 + slot * 100
            return (
              rect(x, 488, 88, 64, slot === 0 ? C.blue : '#eef1f6', { rx: 14 }) +
              glyph(x + 44, 510, icon as 'lock', slot === 0 ? C.white : C.ink) +
              text(x + 44, 540, label!, {
                size: 12,
                weight: 600,
                anchor: 'middle',
                fill: slot === 0 ? C.white : C.ink,
              })
            )
          })
          .join('') +
        tabs
      )
    }
    if (context.index === 2) {
      return (
        appBar(t('Fernsperre', 'Remote lock'), { back: true }) +
        rect(93, 66, 140, 220, '#111827', { rx: 18 }) +
        rect(100, 74, 126, 204, '#1f2a44', { rx: 12 }) +
        glyph(163, 110, 'lock', C.white) +
        text(163, 140, t('Gesperrt', 'Locked'), {
          size: 13,
          weight: 700,
          fill: C.white,
          anchor: 'middle',
        }) +
        paragraph(
          112,
          168,
          t('Gefunden? Bitte anrufen: 0341 555 0123', 'Found it? Please call: 0341 555 0123'),
          110,
          { size: 11, fill: '#cbd2df', lineHeight: 15 },
        ) +
        rect(118, 240, 90, 24, C.orange, { rx: 12 }) +
        text(163, 256, t('Anrufen', 'Call'), {
          size: 11,
          weight: 700,
          fill: C.white,
          anchor: 'middle',
        }) +
        text(20, 320, t('Nachricht auf dem Sperrbildschirm', 'Message on the lock screen'), {
          size: 12,
          weight: 600,
          fill: C.muted,
        }) +
        rect(20, 330, 286, 64, C.white, { rx: 10, stroke: C.blue, strokeWidth: 2 }) +
        paragraph(
          32,
          356,
          t('Gefunden? Bitte anrufen: 0341 555 0123', 'Found it? Please call: 0341 555 0123'),
          260,
          { size: 14 },
        ) +
        text(20, 430, t('Alarmton abspielen', 'Play alarm sound'), { size: 15 }) +
        toggle(266, 414, true) +
        text(20, 478, t('Foto des Finders aufnehmen', 'Take a photo of the finder'), { size: 15 }) +
        toggle(266, 462, false) +
        button(16, 508, t('Telefon jetzt sperren', 'Lock phone now'), {
          primary: true,
          width: 294,
          height: 44,
          size: 15,
        }) +
        tabs
      )
    }
    return (
      appBar(t('Daten löschen', 'Wipe data'), { back: true }) +
      circle(163, 130, 56, C.orangeLight) +
      glyph(163, 130, 'trash', C.orange, 3) +
      text(163, 226, t('Alle Daten löschen?', 'Wipe all data?'), {
        size: 22,
        weight: 800,
        anchor: 'middle',
      }) +
      paragraph(
        28,
        258,
        t(
          'Fotos, Nachrichten und Konten werden auf „Annas Telefon“ unwiderruflich gelöscht, sobald es online ist.',
          'Photos, messages and accounts on “Anna’s phone” are erased for good as soon as it is online.',
        ),
        272,
        { size: 14, fill: '#4b5563', lineHeight: 21 },
      ) +
      card(16, 346, 294, 112) +
      text(32, 376, t('Zur Bestätigung eingeben:', 'Type to confirm:'), {
        size: 13,
        fill: C.muted,
      }) +
      rect(32, 388, 262, 40, C.white, { rx: 8, stroke: '#cfd6e3' }) +
      text(44, 414, t('LÖSCHEN', 'WIPE'), { size: 15, weight: 700, family: MONO }) +
      text(
        32,
        446,
        t(
          'Danach ist keine Ortung mehr möglich.',
          'Locating the phone is then no longer possible.',
        ),
        { size: 12, fill: C.muted },
      ) +
      button(16, 476, context.ui('cancel'), { width: 140, height: 44, size: 15 }) +
      button(170, 476, t('Löschen', 'Wipe'), { accent: true, width: 140, height: 44, size: 15 }) +
      tabs
    )
  },
}

export const SECURITY_SCENES: Record<string, Scene> = {
  'virus-guard': virusGuard,
  'firewall-sentry': firewallSentry,
  'password-vault': passwordVault,
  'anti-theft': antiTheft,
}
