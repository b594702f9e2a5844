import type { HomeContent } from "#app/schemas/home.ts"
import { IllustrationImage } from "#app/components/illustrations/illustration-image.tsx"
import { ButtonLink } from "#app/components/ui/button-link.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { IconPointList } from "#app/components/ui/icon-point-list.tsx"
import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { Section } from "#app/components/ui/section.tsx"

interface AiPlatformSectionProps {
  readonly id: string
  readonly content: HomeContent["aiPlatform"]
}

/**
 * The AI platform (fine-tuning, RAG) on a dark band, with its healthcare
 * edition in the clinic colour.
 */
export function AiPlatformSection({ id, content }: AiPlatformSectionProps) {
  const { healthcare } = content
  return (
    <Section
      id={id}
      background="ink"
      className="relative overflow-hidden"
      containerClassName="relative grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_100%_0%,rgb(31_95_214/0.35),transparent)]"
      />
      <div>
        <SectionHeading
          content={content.intro}
          align="left"
          isInverted
          id={`${id}-title`}
        />
        <IconPointList
          items={content.capabilities}
          tile="inverted"
          className="mt-10 grid gap-6 sm:grid-cols-2"
        />
        <ButtonLink
          to={content.platformLink.to}
          variant="outlineBright"
          arrow="external"
          isBlock
          className="mt-10"
        >
          {content.platformLink.label}
        </ButtonLink>
      </div>
      <div className="flex flex-col gap-8 lg:pt-4">
        <IllustrationImage
          name="homeAiNetwork"
          className="mx-auto hidden w-full max-w-lg sm:block lg:max-w-none"
        />
        <Card
          as="article"
          data-reveal
          data-accent="clinic"
          isRaised
          padding="lg"
          className="border-0 text-ink"
        >
          <div className="flex items-center gap-3">
            <IconTile name="health" size="sm" />
            <p className="text-sm font-semibold tracking-wider text-accent-strong uppercase">
              {healthcare.eyebrow}
            </p>
          </div>
          <h3 className="mt-4 text-2xl font-bold">{healthcare.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">
            {healthcare.description}
          </p>
          <CheckList items={healthcare.points} className="mt-5" />
          <ButtonLink
            to={healthcare.link.to}
            arrow="next"
            isBlock
            className="mt-7"
          >
            {healthcare.link.label}
          </ButtonLink>
        </Card>
      </div>
    </Section>
  )
}
