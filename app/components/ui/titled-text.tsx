import { cva, type VariantProps } from "class-variance-authority"
import { createElement, type ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

const titleVariants = cva("font-semibold text-ink", {
  variants: { size: { sm: "", md: "text-lg", lg: "mt-5 text-xl font-bold" } },
  defaultVariants: { size: "md" },
})

const textVariants = cva("text-slate-600", {
  variants: {
    size: { sm: "", md: "mt-2 leading-relaxed", lg: "mt-3 leading-relaxed" },
  },
  defaultVariants: { size: "md" },
})

type TitledTextProps = VariantProps<typeof titleVariants> & {
  readonly title: ReactNode
  readonly text: ReactNode
  /**
   * `h3`: a card's heading over a paragraph. `span`: two block lines inside
   * a link, a caption or a list item, where a heading has no place.
   */
  readonly as?: "h3" | "span"
  readonly titleClassName?: string
  readonly textClassName?: string
}

/** A title over a muted text: the body of most cards and list items. */
export function TitledText({
  title,
  text,
  as = "h3",
  size,
  titleClassName,
  textClassName,
}: TitledTextProps) {
  const block = as === "span" ? "block" : undefined
  return (
    <>
      {createElement(
        as,
        { className: cn(block, titleVariants({ size }), titleClassName) },
        title,
      )}
      {createElement(
        as === "span" ? "span" : "p",
        { className: cn(block, textVariants({ size }), textClassName) },
        text,
      )}
    </>
  )
}
