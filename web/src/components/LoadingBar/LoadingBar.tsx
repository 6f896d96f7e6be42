import { useEffect, useState } from 'react'
import {
  currentInFlight,
  loadingIndicatorDelayMs,
  subscribeInFlight,
} from '../../navigation/loading-tracker'
import styles from './LoadingBar.module.css'

/** A thin bar at the top while requests are in flight for longer than 200 ms. */
export function LoadingBar() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = (inFlight: number) => {
      if (inFlight > 0 && !timer) {
        timer = setTimeout(() => setVisible(currentInFlight() > 0), loadingIndicatorDelayMs)
      } else if (inFlight === 0) {
        clearTimeout(timer)
        timer = undefined
        setVisible(false)
      }
    }
    const unsubscribe = subscribeInFlight(update)
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [])
  return visible ? (
    <div className={styles.bar} data-testid="loading-bar" role="progressbar" aria-busy="true" />
  ) : null
}
