import type { Locale } from '@schaufenster/validation'

// Why an order was not placed, in the buyer's language.
export const ORDER_MESSAGES: Record<
  Locale,
  Record<'empty' | 'changed' | 'coupon' | 'paymentUnavailable', string>
> = {
  de: {
    empty: 'Ihr Warenkorb ist leer.',
    changed: 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn vor der Bestellung.',
    coupon: 'Ihr Gutschein ist nicht mehr gültig. Bitte prüfen Sie Ihren Warenkorb.',
    paymentUnavailable:
      'Die Zahlungsseite ist gerade nicht erreichbar. Es wurde nichts berechnet; bitte versuchen Sie es gleich noch einmal.',
  },
  en: {
    empty: 'Your cart is empty.',
    changed: 'Your cart has changed. Please review it before ordering.',
    coupon: 'Your coupon is no longer valid. Please review your cart.',
    paymentUnavailable:
      'The payment page cannot be reached right now. Nothing was charged; please try again in a moment.',
  },
}

export const INPUT_INVALID: Record<Locale, string> = {
  de: 'Bitte prüfen Sie Ihre Eingaben',
  en: 'Please check your input',
}
