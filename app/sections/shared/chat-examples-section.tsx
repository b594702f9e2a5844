import type { ChatExamplesBlock } from "#app/content/common/landing-blocks.ts"
import { ChatPhone } from "#app/components/illustrations/chat-phone.tsx"
import { Carousel } from "#app/components/ui/carousel.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { landingAccents, type LandingAccent } from "./landing-accent.ts"
import { LandingSection } from "./landing-section.tsx"

interface ChatExamplesSectionProps {
  readonly id: string
  readonly content: ChatExamplesBlock
  readonly accent: LandingAccent
  readonly className?: string
}

/** Real-looking conversations drawn in a phone, one per slide, with what each shows. */
export function ChatExamplesSection({
  id,
  content,
  accent,
  className,
}: ChatExamplesSectionProps) {
  const { common } = useCommon()
  const tone = landingAccents[accent]
  const slides = content.examples.map((example) => (
    <figure
      key={example.title}
      className="flex h-full flex-col items-center rounded-card border border-slate-200 bg-white px-5 pt-6 pb-7 text-center shadow-raised"
    >
      <ChatPhone
        contactName={example.contactName}
        status={example.status}
        messages={example.messages}
        colors={tone.chat}
        className="max-w-[250px]"
      />
      <figcaption className="mt-6">
        <span className="block text-lg font-semibold text-ink">
          {example.title}
        </span>
        <span className="mt-2 block leading-relaxed text-slate-600">
          {example.description}
        </span>
      </figcaption>
    </figure>
  ))

  return (
    <LandingSection
      id={id}
      intro={content.intro}
      eyebrowClassName={tone.eyebrow}
      isTinted
      className={className}
    >
      <Carousel
        slides={slides}
        label={content.label}
        previousLabel={common.carousel.previous}
        nextLabel={common.carousel.next}
        slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
        buttonClassName={tone.carouselButton}
        className="mx-auto mt-12 max-w-sm sm:max-w-none"
      />
    </LandingSection>
  )
}
