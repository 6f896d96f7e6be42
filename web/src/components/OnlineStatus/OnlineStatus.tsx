import { useTranslation } from 'next-i18next/pages'
import { useOnlineStatus } from '../../navigation/use-online-status'
import styles from './OnlineStatus.module.css'

/** A notice while the browser is offline (spec §2: the page tracks online/offline status). */
export function OnlineStatus() {
  const { t } = useTranslation('common')
  const online = useOnlineStatus()
  return (
    <div role="status" aria-live="polite" data-testid="online-status" data-online={online}>
      {online ? null : <p className={styles.offline}>{t('status.offline')}</p>}
    </div>
  )
}
