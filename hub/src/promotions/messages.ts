type Locale = 'de' | 'en'

// What the promotion routes answer a visitor, in both languages.
export const PROMOTION_MESSAGES: Record<
  Locale,
  Record<'notRunning' | 'claimAccepted' | 'freeInCart', string>
> = {
  de: {
    notRunning: 'Diese Aktion läuft nicht (mehr). Es wurde nichts versendet.',
    claimAccepted:
      'Vielen Dank! Wir senden den Lizenzschlüssel und den Download-Link an die angegebene E-Mail-Adresse.',
    freeInCart:
      '{name} gibt es während der laufenden Aktion kostenlos: Fordern Sie die Vollversion auf der Produktseite per E-Mail an. In den Warenkorb kann sie derzeit nicht gelegt werden.',
  },
  en: {
    notRunning: 'This promotion is not running (any more). Nothing was sent.',
    claimAccepted:
      'Thank you! We are sending the licence key and the download link to the e-mail address you entered.',
    freeInCart:
      '{name} is free during the current promotion: request the full version by e-mail on its product page. It cannot be put in the cart meanwhile.',
  },
}

export function freeInCartMessage(locale: Locale, name: string): string {
  return PROMOTION_MESSAGES[locale].freeInCart.replace('{name}', name)
}
