import type { SectionIntro } from "#app/schemas/blocks.ts"
import { ClinicVideoPoster } from "#app/components/illustrations/clinic-video-poster.tsx"
import { VideoFacade } from "#app/components/ui/video-facade.tsx"
import { Section } from "#app/components/ui/section.tsx"

interface ExplainerVideoSectionProps {
  readonly id: string
  readonly content: { readonly intro: SectionIntro; readonly title: string }
  /** The configured video; without one the page shows no section at all. */
  readonly videoId: string
  readonly className?: string
}

/**
 * The explainer video, loaded from the privacy-enhanced player only when the
 * visitor presses play.
 */
export function ExplainerVideoSection({
  id,
  content,
  videoId,
  className,
}: ExplainerVideoSectionProps) {
  return (
    <Section id={id} intro={content.intro} className={className}>
      <div data-reveal className="mx-auto mt-10 max-w-4xl">
        <VideoFacade
          videoId={videoId}
          title={content.title}
          poster={<ClinicVideoPoster />}
        />
      </div>
    </Section>
  )
}
