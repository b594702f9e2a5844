import { cva, type VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"
import { cn } from "#app/lib/cn.ts"

/**
 * The site's one rounded button (a link that looks like one is
 * `ButtonLink`, button-link.tsx). Colours come
 * from the accent of the page or section around it (app/styles/accents.css).
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-wait disabled:opacity-70",
  {
    variants: {
      variant: {
        /** Primary action on a light background. */
        solid:
          "bg-accent-button text-accent-button-text shadow-sm hover:bg-accent-button-hover",
        /** Primary action on a dark hero or band. */
        bright:
          "bg-accent-bright text-accent-bright-text shadow-sm hover:bg-accent-bright-hover",
        /** Secondary action on a light background. */
        outline:
          "bg-white text-accent-ink ring-1 ring-slate-300 hover:bg-accent-soft",
        /** Secondary action on a dark hero or band. */
        outlineBright: "text-white ring-1 ring-white/40 hover:bg-white/10",
        /** Dark action on a light background. */
        ink: "bg-ink text-white hover:bg-brand-deep",
      },
      size: {
        md: "min-h-11 px-5 text-sm",
        lg: "min-h-12 px-7",
      },
      /** Full width on phones, its own width from the small breakpoint up. */
      isBlock: { true: "w-full sm:w-auto", false: "" },
    },
    defaultVariants: { variant: "solid", size: "lg", isBlock: false },
  },
)

export type ButtonVariants = VariantProps<typeof buttonVariants>

type ButtonProps = ComponentProps<"button"> & ButtonVariants

export function Button({
  variant,
  size,
  isBlock,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, isBlock }), className)}
      {...rest}
    />
  )
}
