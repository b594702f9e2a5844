import type { AgentsBlock } from "#app/schemas/agents.ts"
import { Section } from "#app/components/ui/section.tsx"
import { AgentCard } from "./agent-card.tsx"

interface AgentGridSectionProps {
  readonly id: string
  readonly content: AgentsBlock
  readonly className?: string
}

/**
 * The virtual agents of a product. With several agents per category they
 * are grouped under category headings (the clinic's ten agents in five
 * categories); with one each (the dealership's three assistants) they form
 * one row of cards labelled with their category.
 */
export function AgentGridSection({
  id,
  content,
  className,
}: AgentGridSectionProps) {
  const isGrouped = content.agents.length > content.categories.length
  const nameOf = (categoryId: string) =>
    content.categories.find((c) => c.id === categoryId)?.name

  return (
    <Section id={id} intro={content.intro} className={className}>
      {isGrouped ? (
        <div className="mt-12 space-y-10 lg:space-y-12">
          {content.categories.map((category, position) => (
            <div
              key={category.id}
              data-testid="agent-category"
              className="grid gap-5 border-t border-slate-200 pt-8 lg:grid-cols-[240px_1fr] lg:gap-8"
            >
              <h3 className="flex items-baseline gap-3 text-xl font-bold text-ink">
                <span
                  aria-hidden="true"
                  className="text-sm font-semibold text-accent-strong tabular-nums"
                >
                  {String(position + 1).padStart(2, "0")}
                </span>
                {category.name}
              </h3>
              <div className="grid gap-5 md:grid-cols-2">
                {content.agents
                  .filter((agent) => agent.category === category.id)
                  .map((agent, index) => (
                    <AgentCard
                      key={agent.id}
                      agent={agent}
                      headingLevel="h4"
                      index={index}
                    />
                  ))}
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {content.agents.map((agent, index) => (
            <AgentCard
              key={agent.id}
              agent={agent}
              categoryName={nameOf(agent.category)}
              headingLevel="h3"
              index={index}
            />
          ))}
        </div>
      )}
    </Section>
  )
}
