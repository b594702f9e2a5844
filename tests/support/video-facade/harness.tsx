import { renderToStaticMarkup } from "react-dom/server"
import { framed } from "#app/components/layout/page-frame.tsx"
import { VideoFacade } from "#app/components/ui/video-facade.tsx"
import { frameFor } from "../content.ts"

/** A video id as the owner would configure it in app/config/business.ts. */
export const CONFIGURED_VIDEO_ID = "TRABEM-demo"

/** Where app/scripts/facades.ts enhances the facades, the module a page carries. */
export const FACADES_MODULE = "app/scripts/facades.ts"

const [FramedVideoFacade] = framed(frameFor("help", "es"), VideoFacade)

/**
 * The HTML a page renders at build for a configured video (the site ships
 * none yet): the facade inside the page's frame, as an .astro page places it.
 */
export function configuredVideoFacadeHtml(): string {
  return renderToStaticMarkup(
    <main>
      <FramedVideoFacade
        videoId={CONFIGURED_VIDEO_ID}
        title="Cómo se pide cita"
        poster={<svg viewBox="0 0 16 9" />}
      />
    </main>,
  )
}
