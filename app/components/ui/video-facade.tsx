import type { ReactNode } from "react"
import { business } from "#app/config/business.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { FacadeLink } from "./facade-link.tsx"
import { Icon } from "./icon.tsx"
import { ExternalLink } from "./external-link.tsx"

interface VideoFacadeProps {
  /**
   * YouTube video id, or null while the owner has not supplied the video: the
   * poster shows alone.
   */
  readonly videoId: string | null
  /** Title of the video, also the frame's accessible name. */
  readonly title: string
  /** Poster drawn in the project (an SVG illustration), shown until the visitor asks to play. */
  readonly poster: ReactNode
  readonly className?: string
}

/**
 * A click-to-load video. In the HTML the poster is a link to the video on
 * YouTube, so it works before and without JavaScript; app/scripts/facades.ts
 * makes the click load the privacy-enhanced player in place instead, a frame
 * with the `data-frame-*` attributes of the link. Nothing from the video host
 * is loaded before that click, and the notice says so. Without a configured
 * video there is only the poster: no play button, no link.
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  className,
}: VideoFacadeProps) {
  const { common } = useCommon()
  const { embed, watch } = business.videoPlayer.value
  const titleAfterPlay = `: ${title}`
  const posterLayer = (
    <span className="absolute inset-0 [&>svg]:size-full" aria-hidden="true">
      {poster}
    </span>
  )

  return (
    <figure
      className={cn(
        "overflow-hidden rounded-card bg-ink shadow-raised",
        className,
      )}
      data-testid="video"
      data-configured={videoId ? "true" : "false"}
    >
      <div className="relative aspect-video">
        {videoId === null ? (
          posterLayer
        ) : (
          <FacadeLink
            href={`${watch}${encodeURIComponent(videoId)}`}
            className="group absolute inset-0 size-full text-left"
            data-testid="video-facade"
            data-facade
            data-frame-src={`${embed}${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`}
            data-frame-title={title}
            data-frame-class="absolute inset-0 size-full border-0"
            data-frame-allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            data-frame-allowfullscreen=""
            data-frame-referrerpolicy="strict-origin-when-cross-origin"
          >
            {posterLayer}
            <span className="absolute inset-0 bg-ink/30 transition-colors group-hover:bg-ink/20" />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="inline-flex items-center gap-3 rounded-full bg-white px-5 py-3 font-semibold text-ink shadow-raised transition-transform group-hover:scale-105">
                <Icon
                  name="play"
                  className="size-5 fill-current text-accent"
                  aria-hidden="true"
                />
                {common.media.playVideo}
                <span className="sr-only">{titleAfterPlay}</span>
              </span>
            </span>
          </FacadeLink>
        )}
      </div>
      {videoId === null ? null : (
        <figcaption className="flex flex-wrap items-center justify-between gap-2 bg-white px-4 py-3 text-sm text-slate-600">
          <span>{common.media.videoConsent}</span>
          <ExternalLink
            href={`${watch}${encodeURIComponent(videoId)}`}
            className="font-semibold text-accent hover:underline"
          >
            {common.media.watchOnYoutube}
          </ExternalLink>
        </figcaption>
      )}
    </figure>
  )
}
