import { formatAmount } from '../../money-format'
import type { TestSession } from './sessions'

// The embedded test provider's hosted payment page. It says on every line that it is a
// test: no money moves and no card or account number is asked for.

const TEXTS = {
  de: {
    title: 'TESTZAHLUNG – es wird kein Geld bewegt',
    intro:
      'Dies ist die Zahlungsseite des eingebauten Test-Zahlungsanbieters. Echte Zahlungsdaten werden weder verlangt noch angenommen.',
    order: 'Bestellung',
    amount: 'Betrag',
    pay: 'Mit Karte bezahlen (Test: genehmigt)',
    decline: 'Zahlung ablehnen (Test)',
    sepa: 'SEPA-Lastschrift (Test: Zahlung ausstehend)',
    processing:
      'Die SEPA-Lastschrift ist unterwegs: die Bestellung bleibt ausstehend, bis sie eingelöst ist.',
    settle: 'Lastschrift einlösen (Test)',
    fail: 'Lastschrift platzen lassen (Test)',
    done: 'Diese Zahlung ist abgeschlossen.',
    expired: 'Diese Zahlungssitzung ist beendet.',
    back: 'Zurück zum Shop',
  },
  en: {
    title: 'TEST PAYMENT – no money moves',
    intro:
      'This is the payment page of the embedded test payment provider. No real payment details are asked for or accepted.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay by card (test: approved)',
    decline: 'Decline the payment (test)',
    sepa: 'SEPA direct debit (test: payment pending)',
    processing:
      'The SEPA direct debit is on its way: the order stays pending until it is collected.',
    settle: 'Collect the direct debit (test)',
    fail: 'Let the direct debit fail (test)',
    done: 'This payment is complete.',
    expired: 'This payment session has ended.',
    back: 'Back to the shop',
  },
} as const

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

function button(action: string, label: string): string {
  return `<button type="submit" name="action" value="${action}">${escape(label)}</button>`
}

export function testPaymentPage(session: TestSession): string {
  const locale = session.locale === 'en' ? 'en' : 'de'
  const text = TEXTS[locale]
  const amount = formatAmount(session.amount_total, session.currency.toUpperCase(), locale)
  let body: string
  if (session.status === 'open') {
    // As on Stripe's page: a SEPA debit only where it was allowed and the amount is in euros.
    const sepa =
      session.payment_method_types.includes('sepa_debit') && session.currency === 'eur'
        ? button('sepa', text.sepa)
        : ''
    body = `<form method="post">${button('pay', text.pay)}${sepa}${button('decline', text.decline)}</form>`
  } else if (
    session.status === 'complete' &&
    session.payment_status === 'unpaid' &&
    !session.async_failed
  ) {
    body = `<p>${escape(text.processing)}</p><form method="post">${button('settle', text.settle)}${button('fail', text.fail)}</form><p><a href="${escape(session.success_url)}">${escape(text.back)}</a></p>`
  } else if (session.status === 'complete') {
    body = `<p>${escape(text.done)}</p><p><a href="${escape(session.success_url)}">${escape(text.back)}</a></p>`
  } else {
    body = `<p>${escape(text.expired)}</p><p><a href="${escape(session.cancel_url)}">${escape(text.back)}</a></p>`
  }
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(text.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
h1{background:#fff3cd;border:2px dashed #8a6d00;padding:.75rem;font-size:1.25rem}
form{display:flex;flex-direction:column;gap:.75rem;margin:1rem 0}
button{font:inherit;padding:.75rem;border-radius:.375rem;border:1px solid #333;background:#fff;cursor:pointer;min-height:44px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
</style>
</head>
<body>
<main>
<h1 data-testid="test-payment-banner">${escape(text.title)}</h1>
<p>${escape(text.intro)}</p>
<dl><dt>${escape(text.order)}</dt><dd>${escape(session.client_reference_id ?? '')}</dd><dt>${escape(text.amount)}</dt><dd data-testid="test-payment-amount">${escape(amount)}</dd></dl>
${body}
</main>
</body>
</html>`
}
