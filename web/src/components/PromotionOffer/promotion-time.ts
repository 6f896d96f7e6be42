import { useEffect, useState } from 'react'
import { intlLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { dateTimeFormat } from '../../lib/intl-formats'

/** When a promotion ends, with the time: it may end in the middle of a day. */
export function formatPromotionEnd(endsAt: string, locale: SiteLocale): string {
  return dateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  }).format(new Date(endsAt))
}

/**
 * False once the promotion's end has passed in this browser. A page may have been rendered
 * (and cached) while it ran: the offer then goes away at its end, without a reload.
 */
export function usePromotionRunning(endsAt: string | undefined): boolean {
  const [ended, setEnded] = useState(false)
  useEffect(() => {
    if (!endsAt) return
    const left = new Date(endsAt).getTime() - Date.now()
    if (!(left > 0)) {
      setEnded(true)
      return
    }
    // setTimeout holds at most ~24.8 days; a promotion ending later is checked again then.
    const timer = setTimeout(() => setEnded(true), Math.min(left, 2_147_000_000))
    return () => clearTimeout(timer)
  }, [endsAt])
  return Boolean(endsAt) && !ended
}
