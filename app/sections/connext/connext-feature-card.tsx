import type { CSSProperties } from "react"
import type { ConnextFeature } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"
import { ConnextIcon } from "./connext-icon.tsx"

interface ConnextFeatureCardProps {
  readonly feature: ConnextFeature
  /** Position in its grid, for the staggered reveal. */
  readonly index: number
  readonly className?: string
}

/** A card with a violet icon, a title and one or two lines of text. */
export function ConnextFeatureCard({
  feature,
  index,
  className,
}: ConnextFeatureCardProps) {
  return (
    <li
      data-reveal
      style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
      className={cn(
        "rounded-card border border-slate-200 bg-white p-6 shadow-raised",
        className,
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-violet/10 text-violet-deep">
        <ConnextIcon name={feature.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink">{feature.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{feature.text}</p>
    </li>
  )
}
