import { ExternalLink } from "lucide-react"
import type { ReactNode } from "react"
import { site } from "#app/config/site.ts"
import type { TutorialVideo } from "#app/content/tutorials/types.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { VideoFacade } from "#app/components/ui/video-facade.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"

interface TutorialVideoSectionProps {
  readonly content: TutorialVideo
  readonly eyebrow: string
  /** Poster drawn in the project, shown until the visitor plays the video. */
  readonly poster: ReactNode
  readonly className?: string
}

/** The tutorial's video behind a click-to-load facade, or a link to the video channel. */
export function TutorialVideoSection({
  content,
  eyebrow,
  poster,
  className,
}: TutorialVideoSectionProps) {
  const { common } = useCommon()
  return (
    <section
      id="video"
      aria-labelledby="video-title"
      data-print="hide"
      className={cn("bg-sky/70 section-y", className)}
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
        <SectionHeading
          id="video-title"
          align="left"
          content={{ eyebrow, title: content.title, lead: content.lead }}
        />
        {content.kind === "embed" ? (
          <VideoFacade
            videoId={site.videos.value[content.video]}
            title={content.title}
            poster={poster}
          />
        ) : (
          <div className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-raised">
            <div className="aspect-video bg-ink [&>svg]:size-full">
              {poster}
            </div>
            <div className="p-5">
              <AppLink
                to={content.link.to}
                newTabLabel={common.footer.opensInNewTab}
                className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold text-white transition-colors hover:bg-brand-deep sm:w-auto"
              >
                {content.link.label}
                <ExternalLink className="size-4" aria-hidden="true" />
              </AppLink>
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
