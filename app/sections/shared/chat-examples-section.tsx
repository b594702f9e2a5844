import type { ReactNode } from "react"
import type { ChatExamplesBlock } from "#app/schemas/agents.ts"
import { ChatPhone } from "#app/components/illustrations/chat-phone.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { Carousel } from "#app/components/ui/carousel.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { chatColors } from "./chat-colors.ts"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface ChatExamplesSectionProps {
  readonly id: string
  readonly content: ChatExamplesBlock
  readonly className?: string
  /** The carousel's buttons (the page's CarouselButtons island). */
  readonly carouselButtons?: ReactNode
}

/** Real-looking conversations drawn in a phone, one per slide, with what each shows. */
export function ChatExamplesSection({
  id,
  content,
  className,
  carouselButtons,
}: ChatExamplesSectionProps) {
  const slides = content.examples.map((example, index) => (
    <Card
      as="figure"
      isRaised
      padding="none"
      key={example.title}
      className="flex h-full flex-col items-center px-5 pt-6 pb-7 text-center"
    >
      <ChatPhone
        name={`${id}-${index}`}
        contactName={example.contactName}
        status={example.status}
        messages={example.messages}
        colors={chatColors}
        className="max-w-[250px]"
      />
      <figcaption className="mt-6">
        <TitledText
          as="span"
          title={example.title}
          text={example.description}
        />
      </figcaption>
    </Card>
  ))

  return (
    <Section
      id={id}
      intro={content.intro}
      background="slate"
      className={className}
    >
      <Carousel
        slides={slides}
        label={content.label}
        perView={{ base: 1, sm: 2, lg: 3 }}
        buttons={carouselButtons}
        className="mx-auto mt-12 max-w-sm sm:max-w-none"
      />
    </Section>
  )
}
