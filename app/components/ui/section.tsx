import type { ReactNode } from "react"
import type { Accent } from "#app/config/accents.ts"
import type { SectionIntro } from "#app/schemas/blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { SectionHeading } from "./section-heading.tsx"

const backgrounds = {
  white: "bg-white",
  slate: "bg-slate-50",
  tint: "bg-accent-tint",
  ink: "bg-ink text-white",
} as const

/** Data attributes, for tests and scripts (`data-testid`). */
type DataAttributes = {
  readonly [data: `data-${string}`]: string | undefined
}

interface SectionProps extends DataAttributes {
  /** The section's anchor; its heading is `${id}-title`, which labels the section. */
  readonly id: string
  /**
   * The heading block; without it the section is labelled by a heading its
   * children hold at `${id}-title`.
   */
  readonly intro?: SectionIntro
  readonly align?: "center" | "left"
  readonly background?: keyof typeof backgrounds
  /** Overrides the page's accent inside this section. */
  readonly accent?: Accent
  readonly className?: string
  /** Classes of the inner container (grid or flex layouts). */
  readonly containerClassName?: string
  readonly children?: ReactNode
}

/** A page section: its anchor, the container, the heading block, then its content. */
export function Section({
  id,
  intro,
  align = "center",
  background = "white",
  accent,
  className,
  containerClassName,
  children,
  ...data
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-accent={accent}
      className={cn("section-y", backgrounds[background], className)}
      {...data}
    >
      <div className={cn("container-page", containerClassName)}>
        {intro ? (
          <SectionHeading
            id={`${id}-title`}
            content={intro}
            align={align}
            isInverted={background === "ink"}
          />
        ) : null}
        {children}
      </div>
    </section>
  )
}
