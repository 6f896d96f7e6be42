// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createInstance } from 'i18next'
import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { ReactElement } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ReportReviewDocument,
  type ProductReviews_ProductFragment,
} from '../../../../web/src/__generated__/graphql'
import { createInMemoryCache } from '../../../../web/src/apollo/create-apollo-client'
import { ProductReviews } from '../../../../web/src/components/ProductReviews/ProductReviews'
import { RatingDistribution } from '../../../../web/src/components/ProductReviews/RatingDistribution'
import { ReviewReportDialog } from '../../../../web/src/components/ProductReviews/ReviewReportDialog'
import { ReviewStatusNote } from '../../../../web/src/components/ReviewComposer/ReviewStatus'

// The product page's reviews (issue 24, point 3): the rating summary's distribution of stars
// as text a screen reader reads, with bars for the eye; and the report dialog, its reason,
// its note and the answers of `reportReview`.

afterEach(cleanup)

const localesDir = path.resolve(import.meta.dirname, '../../../../web/public/locales')
const namespaces = ['common', 'components', 'forms', 'validation', 'reviews']

function renderPage(
  element: ReactElement,
  locale: 'de' | 'en',
  mocks: MockLink.MockedResponse[] = [],
) {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: 'common',
    resources: Object.fromEntries(
      ['de', 'en'].map((lng) => [
        lng,
        Object.fromEntries(
          namespaces.map((ns) => [
            ns,
            JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8')) as object,
          ]),
        ),
      ]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const router = {
    locale,
    locales: ['de', 'en'],
    defaultLocale: 'de',
    pathname: '/[categoryType]/[[...rest]]',
    asPath: '/windows/grafik/foto-studio-pro',
    query: {},
    isReady: true,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
    prefetch: async () => undefined,
  } as unknown as NextRouter
  return render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={mocks} showWarnings={false} cache={createInMemoryCache()}>
          {element}
        </MockedProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  )
}

const distribution = [
  { stars: 5, count: 3 },
  { stars: 4, count: 1 },
  { stars: 3, count: 0 },
  { stars: 2, count: 0 },
  { stars: 1, count: 1 },
]

/** Each row's text, as a screen reader reads it, and its bar's filled share. */
function rows() {
  return screen.getAllByTestId('rating-distribution-row').map((row) => ({
    text: row.textContent,
    bar: row.querySelectorAll('rect')[1]?.getAttribute('width'),
  }))
}

describe('RatingDistribution', () => {
  it('says how many reviews gave each number of stars, five first, with bars in proportion', () => {
    renderPage(<RatingDistribution distribution={distribution} />, 'de')
    const list = screen.getByRole('list', { name: 'Verteilung der Sterne' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    expect(rows()).toEqual([
      { text: '5 Sterne3 Bewertungen', bar: '60' },
      { text: '4 Sterne1 Bewertung', bar: '20' },
      { text: '3 Sterne0 Bewertungen', bar: '0' },
      { text: '2 Sterne0 Bewertungen', bar: '0' },
      { text: '1 Stern1 Bewertung', bar: '20' },
    ])
    // The bars are decoration: the text above is what assistive technology gets.
    for (const svg of list.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true')
    }
    // No inline style (the page's policy forbids it): widths are SVG attributes.
    expect(list.innerHTML).not.toContain('style=')
  })

  it('speaks English on English pages and draws empty bars without reviews', () => {
    renderPage(
      <RatingDistribution distribution={distribution.map((entry) => ({ ...entry, count: 0 }))} />,
      'en',
    )
    expect(screen.getByRole('list', { name: 'Distribution of stars' })).toBeTruthy()
    expect(rows().at(0)).toEqual({ text: '5 stars0 reviews', bar: '0' })
    expect(rows().at(-1)).toEqual({ text: '1 star0 reviews', bar: '0' })
  })
})

const product: ProductReviews_ProductFragment = {
  id: '1',
  name: 'Foto-Studio Pro',
  ratingAverage: 4.2,
  reviewCount: 5,
  ratingDistribution: distribution,
  reviews: [
    {
      id: '41',
      author: 'Erika M.',
      stars: 5,
      title: 'Schnell und gut',
      body: 'Macht, was es soll.',
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: null,
      verifiedPurchase: true,
    },
  ],
}

describe('ProductReviews', () => {
  it('shows the summary with the distribution, the reviews, and a report button per review', () => {
    renderPage(<ProductReviews product={product} />, 'de')
    expect(screen.getByText('4,2 von 5 Sternen (5 Bewertungen)')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Verteilung der Sterne' })).toBeTruthy()
    const review = screen.getByTestId('product-review')
    const report = within(review).getByRole('button', {
      name: 'Bewertung „Schnell und gut“ melden',
    })
    expect(report.textContent).toBe('Melden')
  })

  it('opens the report dialog on the click, and Escape closes it again', async () => {
    renderPage(<ProductReviews product={product} />, 'de')
    const button = screen.getByRole('button', { name: 'Bewertung „Schnell und gut“ melden' })
    button.focus()
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung melden' })
    expect(within(dialog).getByText('„Schnell und gut“')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says "no reviews yet" without a distribution when there are none', () => {
    renderPage(
      <ProductReviews
        product={{
          ...product,
          ratingAverage: null,
          reviewCount: 0,
          reviews: [],
          ratingDistribution: distribution.map((entry) => ({ ...entry, count: 0 })),
        }}
      />,
      'en',
    )
    expect(screen.getByText('No reviews yet.')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Distribution of stars' })).toBeNull()
  })
})

const reportOf = (input: object, reportReview: object, locale: 'de' | 'en' = 'de') => ({
  request: { query: ReportReviewDocument, variables: { input, locale } },
  result: { data: { reportReview } },
})

describe('ReviewReportDialog', () => {
  it('asks for a reason, sends it with the note, thanks and hands the focus to Close', async () => {
    const onClose = vi.fn()
    renderPage(
      <ReviewReportDialog
        reviewId="41"
        reviewTitle="Schnell und gut"
        locale="de"
        onClose={onClose}
      />,
      'de',
      [
        reportOf(
          {
            reviewId: '41',
            reason: 'OFF_TOPIC',
            note: 'Gehört zu einem anderen Programm.',
            website: '',
          },
          { __typename: 'ReviewReported', reviewId: '41' },
        ),
      ],
    )
    const dialog = screen.getByRole('dialog', { name: 'Bewertung melden' })
    // Focus starts inside the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }))
    expect(await within(dialog).findByText('Bitte wählen Sie einen Grund.')).toBeTruthy()

    const reasons = within(dialog).getByRole('group', { name: 'Grund' })
    expect(within(reasons).getAllByRole('radio')).toHaveLength(4)
    fireEvent.click(within(reasons).getByRole('radio', { name: 'Nicht zu diesem Programm' }))
    fireEvent.change(within(dialog).getByLabelText('Anmerkung (freiwillig)'), {
      target: { value: '  Gehört zu einem anderen Programm. ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }))
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Vielen Dank für Ihre Meldung! Wir sehen uns die Bewertung an.',
    )
    const close = within(dialog).getByRole('button', { name: 'Schließen' })
    await waitFor(() => expect(document.activeElement).toBe(close))
    fireEvent.click(close)
    expect(onClose).toHaveBeenCalled()
  })

  it("shows the gateway's refusals: a field's message, a limit, a review that is gone", async () => {
    const input = { reviewId: '41', reason: 'SPAM', note: null, website: '' }
    renderPage(
      <ReviewReportDialog reviewId="41" reviewTitle="Great" locale="en" onClose={() => {}} />,
      'en',
      [
        reportOf(
          input,
          {
            __typename: 'ValidationErrors',
            code: 'BAD_REQUEST',
            message: 'The note field may not be greater than 500 characters',
            fieldErrors: [
              { field: 'note', message: 'The note field may not be greater than 500 characters' },
            ],
          },
          'en',
        ),
        reportOf(
          input,
          {
            __typename: 'RateLimited',
            code: 'RATE_LIMITED',
            message: 'Too many requests. Please wait a minute and try again.',
          },
          'en',
        ),
      ],
    )
    const dialog = screen.getByRole('dialog', { name: 'Report a review' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Advertising or nonsense' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    const note = within(dialog).getByLabelText('Note (optional)')
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a minute and try again.',
    )
  })
})

describe('ReviewStatusNote (composer and account)', () => {
  it('tells the author where their review stands, with the reason of a rejection', () => {
    renderPage(<ReviewStatusNote status="PENDING" />, 'de')
    expect(screen.getByTestId('review-status').textContent).toBe(
      'Status: Wird geprüftIhre Bewertung wird geprüft und erscheint erst nach der Freigabe auf der Produktseite.',
    )
    cleanup()
    renderPage(
      <ReviewStatusNote status="REJECTED" rejectionReason="Please keep it about the program." />,
      'en',
    )
    expect(screen.getByText('Status: Not published')).toBeTruthy()
    expect(screen.getByTestId('rejection-reason').textContent).toBe(
      'Reason: Please keep it about the program.',
    )
    expect(screen.getByText(/You can edit it and submit it again\./)).toBeTruthy()
  })
})
