import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "#app/lib/cn.ts"
import { Icon, type IconName } from "./icon.tsx"

/** An icon on a rounded square, in the accent around it. */
const tileVariants = cva(
  "inline-flex shrink-0 items-center justify-center rounded-xl",
  {
    variants: {
      tone: {
        /** Tinted square on a white card. */
        soft: "bg-accent-soft text-accent-strong",
        /** Filled square, white icon. */
        solid: "bg-accent-button text-accent-button-text",
        /** White raised square on a tinted section. */
        raised: "bg-white text-accent-strong shadow-raised",
        /** Glassy square on a dark band or hero. */
        inverted: "bg-white/10 text-sky-200 ring-1 ring-white/15",
      },
      size: {
        sm: "size-11 [&>svg]:size-5",
        md: "size-11 sm:size-12 [&>svg]:size-6",
      },
    },
    defaultVariants: { tone: "soft", size: "md" },
  },
)

interface IconTileProps extends VariantProps<typeof tileVariants> {
  readonly name: IconName
  readonly className?: string
}

export function IconTile({ name, tone, size, className }: IconTileProps) {
  return (
    <span className={cn(tileVariants({ tone, size }), className)}>
      <Icon name={name} />
    </span>
  )
}
