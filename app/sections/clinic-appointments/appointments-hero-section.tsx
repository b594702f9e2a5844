import { Play } from "lucide-react"
import type { Locale } from "#app/config/locales.ts"
import type { ClinicAppointmentsContent } from "#app/content/clinic-appointments/types.ts"
import { ShareButtons } from "#app/components/ui/share-buttons.tsx"
import { LandingHeroSection } from "#app/sections/shared/landing-hero-section.tsx"

interface AppointmentsHeroSectionProps {
  readonly content: ClinicAppointmentsContent
  readonly locale: Locale
  /** The page's public address, shared on WhatsApp. */
  readonly url: string
  /** The explainer video's section, which the video button scrolls to; null while there is no video to show. */
  readonly videoHash: string | null
  readonly className?: string
}

/** The teal hero: Request Demo, the explainer video and a WhatsApp share, beside a phone chat. */
export function AppointmentsHeroSection({
  content,
  locale,
  url,
  videoHash,
  className,
}: AppointmentsHeroSectionProps) {
  return (
    <LandingHeroSection
      content={content.hero}
      chat={content.heroChat}
      locale={locale}
      accent="teal"
      className={className}
      actions={
        <>
          {videoHash === null ? null : (
            <a
              href={`#${videoHash}`}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10"
              data-testid="hero-video-button"
            >
              <Play className="size-4 fill-current" aria-hidden="true" />
              {content.heroActions.video}
            </a>
          )}
          <ShareButtons
            url={url}
            title={content.meta.title}
            description={content.meta.description}
            text={content.heroActions.shareText}
            networks={["whatsapp"]}
            className="[&_a]:min-h-12 [&_a]:w-full [&_a]:justify-center [&_a]:px-7 [&_a]:text-base sm:[&_a]:w-auto [&>li]:w-full sm:[&>li]:w-auto"
            buttonClassName="border-white/40 bg-white/5 text-white hover:bg-white/15"
          />
        </>
      }
    />
  )
}
