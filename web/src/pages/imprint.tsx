import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('/imprint')
export const getStaticProps = contentPageStaticProps('/imprint')
