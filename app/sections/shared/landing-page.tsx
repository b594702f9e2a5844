import type { ComponentType, ReactNode } from "react"
import type { HeroContent } from "#app/content/common/blocks.ts"
import type { ChatExample } from "#app/content/common/chat-blocks.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { PageHeroSection } from "./page-hero-section.tsx"

interface LandingPageProps {
  readonly content: { readonly hero: HeroContent }
  /** The hero's drawing beside the text. */
  readonly illustration?: ComponentType<{ readonly className?: string }>
  /** Or a conversation in a phone beside the text. */
  readonly chat?: ChatExample
  /** The page's blocks after the hero. */
  readonly children: ReactNode
}

/** A product or programme page: its `<main>`, opening with the hero, then its blocks. */
export function LandingPage({
  content,
  illustration,
  chat,
  children,
}: LandingPageProps) {
  return (
    <PageMain>
      <PageHeroSection
        content={content.hero}
        illustration={illustration}
        chat={chat}
      />
      {children}
    </PageMain>
  )
}
