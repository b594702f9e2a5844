import { useEffect, useState } from "react"

/**
 * Whether the page is scrolled past `threshold` pixels (the header's two
 * states); undefined until hydration, when CSS alone decides.
 */
export function useScrolled(threshold: number): boolean | undefined {
  const [isScrolled, setIsScrolled] = useState<boolean>()
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return isScrolled
}
