import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('/about-us')
export const getStaticProps = contentPageStaticProps('/about-us')
