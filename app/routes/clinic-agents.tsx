import { LeadForm } from "#app/components/forms/lead-form.tsx"
import { clinicAgentsContent } from "#app/content/clinic-agents/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { AgentGridSection } from "#app/sections/shared/agent-grid-section.tsx"
import { ChatExamplesSection } from "#app/sections/shared/chat-examples-section.tsx"
import { LandingCardsSection } from "#app/sections/shared/landing-cards-section.tsx"
import { LandingHeroSection } from "#app/sections/shared/landing-hero-section.tsx"
import { LandingRequestSection } from "#app/sections/shared/landing-request-section.tsx"
import { LandingShareSection } from "#app/sections/shared/landing-share-section.tsx"
import { LandingStatsSection } from "#app/sections/shared/landing-stats-section.tsx"
import { LandingTestimonialsSection } from "#app/sections/shared/landing-testimonials-section.tsx"
import type { Route } from "./+types/clinic-agents"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "clinicAgents", clinicAgentsContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function ClinicAgentsPage({ loaderData }: Route.ComponentProps) {
  const { content, locale, head } = loaderData
  const heroChat = content.examples.examples[0]
  return (
    <main id="main">
      {heroChat ? (
        <LandingHeroSection
          content={content.hero}
          chat={heroChat}
          locale={locale}
          accent="teal"
        />
      ) : null}
      <LandingStatsSection stats={content.stats} accent="teal" />
      <ChatExamplesSection
        id="examples"
        content={content.examples}
        accent="teal"
      />
      <LandingCardsSection
        id="pain-points"
        content={content.painPoints}
        accent="teal"
      />
      <LandingCardsSection
        id="features"
        content={content.features}
        accent="teal"
        isTinted
      />
      <AgentGridSection id="agents" content={content.agents} accent="teal" />
      <LandingTestimonialsSection
        id="testimonials"
        content={content.testimonials}
        accent="teal"
      />
      <LandingShareSection
        id="share"
        content={content.share}
        url={head.canonical}
        title={content.meta.title}
        description={content.meta.description}
        networks={["whatsapp", "facebook", "linkedin", "x"]}
        hasCopyLink
      />
      <LandingRequestSection
        id="cta-section"
        content={content.demo}
        accent="teal"
      >
        <LeadForm kind="clinicDemo" />
      </LandingRequestSection>
    </main>
  )
}
