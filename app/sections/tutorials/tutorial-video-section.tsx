import type { ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"
import type { TutorialVideo } from "#app/schemas/tutorials.ts"
import { ButtonLink } from "#app/components/ui/button-link.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { SplitSection } from "#app/components/ui/split-section.tsx"
import { VideoFacade } from "#app/components/ui/video-facade.tsx"

interface TutorialVideoSectionProps {
  readonly id: string
  readonly content: TutorialVideo
  readonly eyebrow: string
  /** Poster drawn in the project, shown until the visitor plays the video. */
  readonly poster?: ReactNode
  readonly className?: string
}

/** The tutorial's video behind a click-to-load facade, or a link to the video channel. */
export function TutorialVideoSection({
  id,
  content,
  eyebrow,
  poster,
  className,
}: TutorialVideoSectionProps) {
  return (
    <SplitSection
      id={id}
      intro={{ eyebrow, title: content.title, lead: content.lead }}
      background="tint"
      className={cn("print:hidden!", className)}
      containerClassName="gap-10 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]"
      aside={
        content.kind === "embed" ? (
          <VideoFacade
            videoId={content.youtube ?? null}
            title={content.title}
            poster={poster}
          />
        ) : (
          <Card isRaised padding="none" className="overflow-hidden">
            <div className="aspect-video bg-ink [&>svg]:size-full">
              {poster}
            </div>
            <div className="p-5">
              <ButtonLink to={content.link.to} arrow="external" isBlock>
                {content.link.label}
              </ButtonLink>
            </div>
          </Card>
        )
      }
    />
  )
}
