import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('/first-steps')
export const getStaticProps = contentPageStaticProps('/first-steps')
