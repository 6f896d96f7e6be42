import { Head } from 'next/document'
import { getPageFiles } from 'next/dist/server/get-page-files'
import {
  CLICK_KEEPER_SCRIPT,
  HELD_SCRIPTS_ID,
  SCRIPT_LOADER_SCRIPT,
  holdsScripts,
} from './held-scripts'

// Next's document renders its deferred script tags in the head. On catalog pages they move
// into a <template> after the page and an inline loader inserts them after the first paint;
// the head gets the click keeper instead (held-scripts.ts, decision 0034). Both classes reuse
// Next's own Head methods, so the tags are exactly the ones Next would have written.

/** The document's head; on catalog pages without Next's script tags, with the click keeper. */
export class HeadWithHeldScripts extends Head {
  private holds(): boolean {
    return holdsScripts(this.context.__NEXT_DATA__.page)
  }

  override getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    return this.holds() ? [] : super.getDynamicChunks(files)
  }

  override getScripts(files: Parameters<Head['getScripts']>[0]) {
    if (!this.holds()) return super.getScripts(files)
    return [
      <script
        key="sf-click-keeper"
        nonce={this.props.nonce}
        dangerouslySetInnerHTML={{ __html: CLICK_KEEPER_SCRIPT }}
      />,
    ]
  }
}

/** At the end of the body of a catalog page: Next's script tags, inert, and their loader. */
export class HeldScripts extends Head {
  override render() {
    const { __NEXT_DATA__, buildManifest } = this.context
    if (!holdsScripts(__NEXT_DATA__.page)) return <></>
    const sharedFiles = getPageFiles(buildManifest, '/_app')
    const pageFiles = getPageFiles(buildManifest, __NEXT_DATA__.page)
    const files = { sharedFiles, pageFiles, allFiles: [...new Set([...sharedFiles, ...pageFiles])] }
    return (
      <>
        <template id={HELD_SCRIPTS_ID}>
          {super.getDynamicChunks(files)}
          {super.getScripts(files)}
        </template>
        <script
          nonce={this.props.nonce}
          dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER_SCRIPT }}
        />
      </>
    )
  }
}
