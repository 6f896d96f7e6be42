import { accessSync, constants } from 'node:fs'

// Playwright cannot download a browser here; the e2e suite drives the
// system's Chromium, and says how to get one when there is none.
const candidate = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
try {
  accessSync(candidate, constants.X_OK)
} catch {
  console.error(
    `No Chromium at ${candidate}. Install it with "apt-get install -y chromium" ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
  process.exit(1)
}
