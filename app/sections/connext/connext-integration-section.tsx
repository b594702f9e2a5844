import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"
import { ChannelFlowDiagram } from "./channel-flow-diagram.tsx"
import { ConnextIcon } from "./connext-icon.tsx"

interface ConnextIntegrationSectionProps {
  readonly content: ConnextContent["integration"]
  readonly className?: string
}

/** How the platform connects: the provider's health products, the API, assignment and bots. */
export function ConnextIntegrationSection({
  content,
  className,
}: ConnextIntegrationSectionProps) {
  return (
    <section
      id="integration"
      aria-labelledby="integration-title"
      className={cn("bg-violet-50 section-y", className)}
    >
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="integration-title"
            content={content.intro}
            align="left"
            eyebrowClassName="text-violet-deep"
          />
          <ul className="mt-8 space-y-6">
            {content.points.map((point) => (
              <li key={point.title} data-reveal className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-violet-deep shadow-raised">
                  <ConnextIcon name={point.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">
                    {point.title}
                  </span>
                  <span className="mt-1 block leading-relaxed text-slate-600">
                    {point.description}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <ChannelFlowDiagram
          content={content.diagram}
          className="mx-auto w-full max-w-xl lg:max-w-none"
        />
      </div>
    </section>
  )
}
