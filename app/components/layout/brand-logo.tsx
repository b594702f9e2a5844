import { cn } from "#app/lib/cn.ts"

interface BrandLogoProps {
  readonly className?: string
  /** White wordmark for dark backgrounds; "inherit" takes the text colour around it. */
  readonly isInverted?: boolean | "inherit"
  readonly label?: string
}

/** The TRABEM mark: a shield-like tile with a T, and the wordmark. */
export function BrandLogo({
  className,
  isInverted = false,
  label,
}: BrandLogoProps) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1F5FD6" />
        <path d="M8 9.5h16v4h-6v11h-4v-11H8z" fill="#fff" />
        <path
          d="M22 19.5l2.5 2.5L22 24.5"
          stroke="#FACC15"
          strokeWidth="2"
          fill="none"
        />
      </svg>
      <span
        className={cn(
          "text-lg font-extrabold tracking-[0.14em]",
          isInverted === "inherit"
            ? undefined
            : isInverted
              ? "text-white"
              : "text-ink",
        )}
      >
        {label}
      </span>
    </span>
  )
}
