import type { CSSProperties } from "react"
import type { AgentCard as Agent } from "#app/content/common/landing-blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { CheckList } from "./check-list.tsx"
import type { AccentClasses } from "./landing-accent.ts"
import { LandingIcon } from "./landing-icon.tsx"

interface AgentCardProps {
  readonly agent: Agent
  /** Name of the agent's category, shown as a label when categories are not headings. */
  readonly categoryName?: string
  readonly tone: AccentClasses
  readonly headingLevel: "h3" | "h4"
  readonly index: number
  readonly className?: string
}

/** One virtual agent or assistant: icon, name, what it does, and what it handles. */
export function AgentCard({
  agent,
  categoryName,
  tone,
  headingLevel: Heading,
  index,
  className,
}: AgentCardProps) {
  return (
    <article
      id={agent.id}
      data-testid="agent-card"
      data-category={agent.category}
      data-reveal
      style={{ "--reveal-delay": `${(index % 3) * 0.1}s` } as CSSProperties}
      className={cn(
        "flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised",
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <span
          className={cn(
            "inline-flex size-12 shrink-0 items-center justify-center rounded-xl",
            tone.iconTile,
          )}
        >
          <LandingIcon name={agent.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          {categoryName ? (
            <p
              className={cn(
                "text-xs font-semibold tracking-wider uppercase",
                tone.eyebrow,
              )}
            >
              {categoryName}
            </p>
          ) : null}
          <Heading className="text-lg leading-snug font-semibold text-ink">
            {agent.name}
          </Heading>
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-slate-600">{agent.description}</p>
      {agent.features?.length ? (
        <CheckList
          items={agent.features}
          markClassName={tone.mark}
          className="mt-5 border-t border-slate-100 pt-5"
        />
      ) : null}
    </article>
  )
}
