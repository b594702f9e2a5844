import type { ReactNode } from "react"
import type { SectionIntro } from "#app/schemas/blocks.ts"
import { cn } from "#app/lib/cn.ts"

/** How a block of text sits: centred or left-aligned, dark on light or light on dark. */
export interface TextPlacement {
  readonly align?: "center" | "left"
  /** Light text for dark sections and bands. */
  readonly isInverted?: boolean
  readonly className?: string
}

interface SectionHeadingProps extends TextPlacement {
  readonly content: SectionIntro
  /** id of the heading, for aria-labelledby on the section. */
  readonly id?: string
  /** Where the title leads, when it names a page of its own (a news post). */
  readonly titleHref?: string
  /** Text of the section's own after the heading (a lead written as Markdown). */
  readonly children?: ReactNode
}

/** A title that is a link: the heading's own colour, underlined on hover. */
export const titleLinkClassName =
  "decoration-2 underline-offset-4 hover:underline"

export function SectionHeading({
  content,
  align = "center",
  isInverted = false,
  className,
  id,
  titleHref,
  children,
}: SectionHeadingProps) {
  return (
    <div
      data-reveal
      className={cn(
        "max-w-3xl",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {content.eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-wider uppercase",
            isInverted ? "text-sky-200" : "text-accent-strong",
          )}
        >
          {content.eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-3 text-display font-bold tracking-tight text-balance",
          isInverted ? "text-white" : "text-ink",
        )}
      >
        {titleHref ? (
          <a href={titleHref} className={titleLinkClassName}>
            {content.title}
          </a>
        ) : (
          content.title
        )}
      </h2>
      {content.lead ? (
        <p
          className={cn(
            "mt-4 text-lg leading-relaxed",
            align === "center" && "mx-auto",
            "max-w-[65ch]",
            isInverted ? "text-white/80" : "text-slate-600",
          )}
        >
          {content.lead}
        </p>
      ) : null}
      {children}
    </div>
  )
}
