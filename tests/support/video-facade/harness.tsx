import { VideoFacade } from "#app/components/ui/video-facade.tsx"
import { commonContent } from "#app/content/common/index.ts"
import { FrameContext, type FrameData } from "#app/hooks/use-common.ts"

/** A video id as the owner would configure it in app/config/site.ts. */
export const CONFIGURED_VIDEO_ID = "TRABEM-demo"

const frame: FrameData = {
  locale: "es",
  pageId: "help",
  common: commonContent.es,
  buildYear: 2026,
}

/**
 * The video facade with a configured video, inside the frame's data as a
 * page gives it: the same tree renders to HTML in Node and hydrates in the
 * browser.
 */
export function VideoFacadePage() {
  return (
    <FrameContext value={frame}>
      <main>
        <VideoFacade
          videoId={CONFIGURED_VIDEO_ID}
          title="Cómo se pide cita"
          poster={<svg viewBox="0 0 16 9" />}
        />
      </main>
    </FrameContext>
  )
}
