import { useEffect, useState } from "react"

/** Whether the page is scrolled past `threshold` pixels (the header's two states). */
export function useScrolled(threshold: number): boolean {
  const [isScrolled, setIsScrolled] = useState(false)
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return isScrolled
}
