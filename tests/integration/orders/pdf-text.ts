import { createRequire } from 'node:module'
import path from 'node:path'

// The text of a PDF as a reader's viewer extracts it, from the real bytes (pdf.js, the engine
// of Firefox's viewer, in its Node build): what the invoice tests read.

const require = createRequire(import.meta.url)
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** Every page's text, the items of a line joined by spaces, the lines by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    // No warnings on the console (the tests fail on them); errors still throw.
    verbosity: 0,
  }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    )
  }
  await document.destroy()
  return pages.join('\n')
}
