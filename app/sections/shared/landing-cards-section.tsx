import type { CSSProperties } from "react"
import type { LandingCardsBlock } from "#app/content/common/landing-blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { CheckList } from "./check-list.tsx"
import { landingAccents, type LandingAccent } from "./landing-accent.ts"
import { LandingIcon } from "./landing-icon.tsx"
import { LandingSection } from "./landing-section.tsx"

interface LandingCardsSectionProps {
  readonly id: string
  readonly content: LandingCardsBlock
  readonly accent: LandingAccent
  readonly isTinted?: boolean
  readonly className?: string
}

const columns: Record<number, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
}

/**
 * A grid of icon cards: pain points, challenges, features or benefits. Cards
 * with bullet points (feature blocks) show them as a check list.
 */
export function LandingCardsSection({
  id,
  content,
  accent,
  isTinted = false,
  className,
}: LandingCardsSectionProps) {
  const tone = landingAccents[accent]
  const hasPoints = content.items.some((item) => item.points?.length)
  const grid = hasPoints
    ? "md:grid-cols-2"
    : (columns[content.items.length] ?? "sm:grid-cols-2 lg:grid-cols-3")
  return (
    <LandingSection
      id={id}
      intro={content.intro}
      eyebrowClassName={tone.eyebrow}
      isTinted={isTinted}
      className={className}
    >
      <ul className={cn("mt-12 grid gap-5 lg:gap-6", grid)}>
        {content.items.map((item, index) => (
          <li
            key={item.title}
            data-reveal
            style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
            className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised lg:p-7"
          >
            <span
              className={cn(
                "inline-flex size-12 items-center justify-center rounded-xl",
                tone.iconTile,
              )}
            >
              <LandingIcon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">
              {item.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              {item.description}
            </p>
            {item.points?.length ? (
              <CheckList
                items={item.points}
                markClassName={tone.mark}
                className="mt-5 border-t border-slate-100 pt-5"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
