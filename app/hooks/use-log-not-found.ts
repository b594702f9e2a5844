import { useEffect } from "react"
import { useLocation } from "react-router"

/** The not-found page logs the path that was asked for. */
export function useLogNotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      pathname,
    )
  }, [pathname])
}
