import { cva, type VariantProps } from "class-variance-authority"
import type { ElementType, HTMLAttributes } from "react"
import { cn } from "#app/lib/cn.ts"

/** The card surface: white, 12 px corners, a 1 px slate border; raised where it stands out. */
export const cardVariants = cva("rounded-card border border-slate-200", {
  variants: {
    tone: {
      white: "bg-white",
      soft: "border-transparent bg-accent-soft",
      slate: "bg-slate-50",
    },
    padding: { none: "", md: "p-6", lg: "p-6 sm:p-8" },
    isRaised: { true: "shadow-raised", false: "" },
  },
  defaultVariants: { tone: "white", padding: "md", isRaised: false },
})

type CardProps = HTMLAttributes<HTMLElement> &
  VariantProps<typeof cardVariants> & {
    /** The element the card is: a list item, an article, a figure… */
    readonly as?: "div" | "li" | "article" | "figure" | "aside"
  }

export function Card({
  as = "div",
  tone,
  padding,
  isRaised,
  className,
  ...rest
}: CardProps) {
  const Tag: ElementType = as
  return (
    <Tag
      className={cn(cardVariants({ tone, padding, isRaised }), className)}
      {...rest}
    />
  )
}
