import type { ReactNode } from "react"
import type { SectionIntro } from "#app/content/common/blocks.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"

interface LandingSectionProps {
  readonly id: string
  readonly intro: SectionIntro
  /** Colour of the eyebrow, in the page's accent. */
  readonly eyebrowClassName: string
  /** Slate background, to set the section apart from its neighbours. */
  readonly isTinted?: boolean
  readonly className?: string
  readonly children: ReactNode
}

/** A landing-page section: its anchor, the centred heading block, then its content. */
export function LandingSection({
  id,
  intro,
  eyebrowClassName,
  isTinted = false,
  className,
  children,
}: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "section-y",
        isTinted ? "bg-slate-50" : "bg-white",
        className,
      )}
    >
      <div className="container-page">
        <SectionHeading
          id={`${id}-title`}
          content={intro}
          eyebrowClassName={eyebrowClassName}
        />
        {children}
      </div>
    </section>
  )
}
