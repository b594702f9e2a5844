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
        "flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:block sm:p-6",
        className,
      )}
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-violet/10 text-violet-deep sm:size-12">
        <ConnextIcon name={feature.icon} className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-semibold text-ink sm:mt-5">
          {feature.title}
        </h3>
        <p className="mt-2 leading-relaxed text-slate-600">{feature.text}</p>
      </div>
    </li>
  )
}
