import type { AgentCard as Agent } from "#app/schemas/agents.ts"
import { Card } from "#app/components/ui/card.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { revealDelay } from "#app/components/ui/reveal-list.tsx"
import { cn } from "#app/lib/cn.ts"

interface AgentCardProps {
  readonly agent: Agent
  /** Name of the agent's category, shown as a label when categories are not headings. */
  readonly categoryName?: string
  readonly headingLevel: "h3" | "h4"
  readonly index: number
  readonly className?: string
}

/** One virtual agent or assistant: icon, name, what it does, and what it handles. */
export function AgentCard({
  agent,
  categoryName,
  headingLevel: Heading,
  index,
  className,
}: AgentCardProps) {
  return (
    <Card
      as="article"
      isRaised
      id={agent.id}
      data-testid="agent-card"
      data-category={agent.category}
      data-reveal
      style={revealDelay(index % 3)}
      className={cn("flex h-full flex-col", className)}
    >
      <div className="flex items-center gap-4">
        <IconTile name={agent.icon} className="size-12" />
        <div className="min-w-0">
          {categoryName ? (
            <p className="text-xs font-semibold tracking-wider text-accent-strong uppercase">
              {categoryName}
            </p>
          ) : null}
          <Heading className="text-lg leading-snug font-semibold text-ink">
            {agent.name}
          </Heading>
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-slate-600">{agent.description}</p>
      {agent.points?.length ? (
        <CheckList
          items={agent.points}
          className="mt-5 border-t border-slate-100 pt-5"
        />
      ) : null}
    </Card>
  )
}
