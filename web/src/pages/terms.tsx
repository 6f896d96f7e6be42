import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('/terms')
export const getStaticProps = contentPageStaticProps('/terms')
