import { useEffect } from "react"

/** The not-found page logs the path that was asked for. */
export function useLogNotFound() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      location.pathname,
    )
  }, [])
}
