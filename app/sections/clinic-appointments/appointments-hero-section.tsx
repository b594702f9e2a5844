import { Icon } from "#app/components/ui/icon.tsx"
import { anchorId } from "#app/config/anchors.ts"
import type { ClinicAppointmentsContent } from "#app/schemas/products.ts"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { ShareButtons } from "#app/components/ui/share-buttons.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"

interface AppointmentsHeroSectionProps {
  readonly content: ClinicAppointmentsContent
  /** The page's public address, shared on WhatsApp. */
  readonly url: string
  /** Whether the explainer video is configured; without it there is no video button. */
  readonly hasVideo: boolean
}

/**
 * The hero beside a phone chat, with two more actions: the explainer video and
 * a WhatsApp share.
 */
export function AppointmentsHeroSection({
  content,
  url,
  hasVideo,
}: AppointmentsHeroSectionProps) {
  return (
    <PageHeroSection
      content={content.hero}
      chat={content.heroChat}
      actions={
        <>
          {hasVideo ? (
            <a
              href={`#${anchorId("clinicAppointments", "video")}`}
              className={buttonVariants({ variant: "outlineBright" })}
              data-testid="hero-video-button"
            >
              <Icon name="play" className="size-4 fill-current" />
              {content.heroActions.video}
            </a>
          ) : null}
          <ShareButtons
            url={url}
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
