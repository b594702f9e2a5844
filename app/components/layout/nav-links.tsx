import type { NavLink } from "#app/lib/frame-content.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { cn } from "#app/lib/cn.ts"

interface NavLinkProps {
  readonly link: NavLink
  readonly className: string
  /** Whether its list says in a note the language its links lead to. */
  readonly isNoted?: boolean
}

/** One link of a navigation list (the desktop bar, the mobile menu). */
export function NavItem({ link, className, isNoted = false }: NavLinkProps) {
  return (
    <li>
      <AppLink
        to={link.to}
        languageMark={isNoted ? "noted" : "shown"}
        className={className}
      >
        {link.label}
      </AppLink>
    </li>
  )
}

/** The navigation's Contact link, a brand-blue pill in the header and in the mobile menu. */
export function ContactLink({ link, className }: NavLinkProps) {
  return (
    <AppLink
      to={link.to}
      className={cn(
        "items-center rounded-full bg-brand font-semibold text-white hover:bg-brand-deep",
        className,
      )}
    >
      {link.label}
    </AppLink>
  )
}
