import type { ComponentProps, ReactNode } from "react"
import type { SectionIntro } from "#app/schemas/blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { SectionHeading } from "./section-heading.tsx"
import { Section } from "./section.tsx"

interface SplitSectionProps extends Omit<
  ComponentProps<typeof Section>,
  "intro" | "align"
> {
  readonly intro: SectionIntro
  /** What stands beside the text on wide screens: a drawing, a card, numbers. */
  readonly aside: ReactNode
  /** Classes of the text column (its order, its spacing). */
  readonly textClassName?: string
  /** Where the title leads, when it names a page of its own. */
  readonly titleHref?: string
}

/**
 * A section of text (left-aligned heading, then `children`) beside a visual,
 * stacked on small screens.
 */
export function SplitSection({
  id,
  intro,
  aside,
  textClassName,
  titleHref,
  containerClassName,
  children,
  ...section
}: SplitSectionProps) {
  return (
    <Section
      id={id}
      {...section}
      containerClassName={cn(
        "grid lg:items-center lg:gap-16",
        containerClassName,
      )}
    >
      <div className={textClassName}>
        <SectionHeading
          id={`${id}-title`}
          content={intro}
          align="left"
          isInverted={section.background === "ink"}
          titleHref={titleHref}
        />
        {children}
      </div>
      {aside}
    </Section>
  )
}
