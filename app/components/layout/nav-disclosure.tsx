import { ChevronDown } from "lucide-react"
import { useEffect, useId, useRef, useState } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { NavLink } from "#app/content/common/types.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { cn } from "#app/lib/cn.ts"

interface NavDisclosureProps {
  readonly label: string
  readonly links: readonly NavLink[]
  readonly locale: Locale
}

/**
 * A dropdown of the desktop navigation, built as a disclosure (a button that
 * shows a list of links), the pattern recommended for site navigation.
 */
export function NavDisclosure({ label, links, locale }: NavDisclosureProps) {
  const [isOpen, setIsOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!isOpen) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setIsOpen(false)
      rootRef.current?.querySelector("button")?.focus()
    }
    document.addEventListener("pointerdown", onPointer)
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("pointerdown", onPointer)
      document.removeEventListener("keydown", onKey)
    }
  }, [isOpen])

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setIsOpen(false)
      }}
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors hover:bg-black/5"
      >
        {label}
        <ChevronDown
          className={cn("size-4 transition-transform", isOpen && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-1/2 z-50 mt-2 w-80 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-2 text-ink shadow-raised"
      >
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <AppLink
                to={link.to}
                locale={locale}
                onClick={() => setIsOpen(false)}
                className="block rounded-lg px-3 py-2.5 hover:bg-sky focus-visible:bg-sky"
              >
                <span className="block text-sm font-semibold">
                  {link.label}
                </span>
                {link.description ? (
                  <span className="block text-sm text-slate-600">
                    {link.description}
                  </span>
                ) : null}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
