import { LeadForm } from "#app/components/forms/lead-form.tsx"
import { automotiveContent } from "#app/content/automotive/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { AgentGridSection } from "#app/sections/shared/agent-grid-section.tsx"
import { ChatExamplesSection } from "#app/sections/shared/chat-examples-section.tsx"
import { LandingCardsSection } from "#app/sections/shared/landing-cards-section.tsx"
import { LandingHeroSection } from "#app/sections/shared/landing-hero-section.tsx"
import { LandingRequestSection } from "#app/sections/shared/landing-request-section.tsx"
import { LandingShareSection } from "#app/sections/shared/landing-share-section.tsx"
import { LandingStatsSection } from "#app/sections/shared/landing-stats-section.tsx"
import { LandingTestimonialsSection } from "#app/sections/shared/landing-testimonials-section.tsx"
import type { Route } from "./+types/automotive"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "automotive", automotiveContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

/** The dealership page, Spanish and French: the French variant has no chat examples. */
export default function AutomotivePage({ loaderData }: Route.ComponentProps) {
  const { content, locale, head } = loaderData
  const accent = "dealer"
  return (
    <main id="main">
      <LandingHeroSection
        content={content.hero}
        chat={content.heroChat}
        locale={locale}
        accent={accent}
      />
      <LandingStatsSection stats={content.stats} accent={accent} />
      {content.examples ? (
        <ChatExamplesSection
          id="examples"
          content={content.examples}
          accent={accent}
        />
      ) : null}
      <LandingCardsSection
        id="challenges"
        content={content.challenges}
        accent={accent}
      />
      <LandingCardsSection
        id="solutions"
        content={content.solutions}
        accent={accent}
        isTinted
      />
      <AgentGridSection
        id="assistants"
        content={content.assistants}
        accent={accent}
      />
      <LandingTestimonialsSection
        id="testimonials"
        content={content.testimonials}
        accent={accent}
      />
      <LandingShareSection
        id="share"
        content={content.share}
        url={head.canonical}
        title={content.meta.title}
        description={content.meta.description}
        networks={["whatsapp"]}
      />
      <LandingRequestSection
        id="cta-section"
        content={content.demo}
        accent={accent}
      >
        <LeadForm kind="dealerDemo" />
      </LandingRequestSection>
    </main>
  )
}
