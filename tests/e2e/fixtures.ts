import { test as base, expect } from '@playwright/test'

// Every page a test opens fails the test on a console error or an uncaught
// exception, unless the test declares the message as expected.
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleGuard: void }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, expectedConsoleErrors }, use, testInfo) => {
      const problems: string[] = []
      // A single test declares what it expects with an annotation
      // `{ type: 'expected-console-error', description: '<text in the message>' }`.
      const isExpected = (text: string) =>
        expectedConsoleErrors.some((pattern) => pattern.test(text)) ||
        testInfo.annotations.some(
          (note) =>
            note.type === 'expected-console-error' &&
            note.description !== undefined &&
            text.includes(note.description),
        )
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message.text())) problems.push(message.text())
      })
      page.on('pageerror', (error) => {
        if (!isExpected(error.message)) problems.push(error.message)
      })
      await use()
      expect(problems, 'unexpected browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
