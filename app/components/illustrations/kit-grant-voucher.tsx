interface KitGrantVoucherProps {
  readonly className?: string
}

/** A digitalisation voucher with the grant's yellow seal and the four solution areas around it (decorative). */
export function KitGrantVoucher({ className }: KitGrantVoucherProps) {
  const tile = {
    fill: "#fff",
    fillOpacity: 0.1,
    stroke: "#fff",
    strokeOpacity: 0.25,
  }
  const line = {
    stroke: "#fff",
    strokeWidth: 3,
    fill: "none",
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
  }
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {/* Four solution areas: web, security, customers, communications */}
      <rect x="24" y="24" width="84" height="84" rx="18" {...tile} />
      <circle cx="66" cy="66" r="20" {...line} />
      <path
        d="M46 66h40M66 46c-10 12-10 28 0 40M66 46c10 12 10 28 0 40"
        {...line}
      />
      <rect x="372" y="24" width="84" height="84" rx="18" {...tile} />
      <path
        d="M414 44l18 7v14c0 12-8 20-18 24-10-4-18-12-18-24V51z"
        {...line}
      />
      <path d="M406 66l6 6 11-12" {...line} />
      <rect x="24" y="252" width="84" height="84" rx="18" {...tile} />
      <circle cx="66" cy="284" r="9" {...line} />
      <path d="M48 314c3-10 10-15 18-15s15 5 18 15" {...line} />
      <rect x="372" y="252" width="84" height="84" rx="18" {...tile} />
      <rect x="398" y="290" width="32" height="24" rx="5" {...line} />
      <path d="M404 290v-8a10 10 0 0 1 20 0v8" {...line} />
      {/* The voucher */}
      <g transform="rotate(-5 240 180)">
        <rect x="112" y="106" width="256" height="150" rx="16" fill="#fff" />
        <path
          d="M112 122a16 16 0 0 1 16-16h62v150h-62a16 16 0 0 1-16-16z"
          fill="#1F5FD6"
        />
        {[124, 146, 168, 190, 212, 234].map((cy) => (
          <circle key={cy} cx="190" cy={cy} r="4" fill="#E8F0FE" />
        ))}
        <circle cx="151" cy="181" r="26" fill="#FACC15" />
        <path
          d="M160 168a16 16 0 1 0 0 26M136 177h18M136 186h18"
          stroke="#0B1B32"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="210" y="130" width="96" height="10" rx="5" fill="#0B1B32" />
        <rect x="210" y="152" width="132" height="7" rx="3.5" fill="#CBD5E1" />
        <rect x="210" y="167" width="112" height="7" rx="3.5" fill="#CBD5E1" />
        <rect x="210" y="196" width="122" height="30" rx="8" fill="#FACC15" />
        <rect x="222" y="208" width="62" height="7" rx="3.5" fill="#0B1B32" />
      </g>
      {/* Approval tick */}
      <circle
        cx="352"
        cy="238"
        r="26"
        fill="#0E9F8E"
        stroke="#fff"
        strokeWidth="4"
      />
      <path d="M340 238l8 8 16-16" {...line} strokeWidth={4} />
    </svg>
  )
}
