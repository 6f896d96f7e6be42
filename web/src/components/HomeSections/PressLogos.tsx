import type { HomePageQuery } from '../../__generated__/graphql'
import styles from './HomeSections.module.css'

/** Logos of the press that wrote about the programs. */
export function PressLogos({ logos }: { logos: HomePageQuery['homePage']['pressLogos'] }) {
  return (
    <ul className={styles.pressLogos}>
      {logos.map((logo) => (
        <li key={logo.url}>
          <img
            src={logo.url}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  )
}
