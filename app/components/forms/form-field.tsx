import { cn } from "#app/lib/cn.ts"
import type { FieldSpec } from "./form-kinds.ts"

interface FormFieldProps {
  readonly spec: FieldSpec
  readonly id: string
  readonly label: string
  readonly optionalLabel: string
  /** What the visitor reads for each option of a select; the value sent is the option itself. */
  readonly optionLabels?: Readonly<Record<string, string>>
  readonly placeholder?: string
  readonly error?: string
}

const control =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition placeholder:text-slate-400 focus:outline-none focus:ring-2"

/** One field: label above, the control, and its error in red underneath. */
export function FormField({
  spec,
  id,
  label,
  optionalLabel,
  optionLabels,
  placeholder,
  error,
}: FormFieldProps) {
  const errorId = `${id}-error`
  const shared = {
    id,
    name: spec.name,
    required: spec.required,
    minLength: spec.minLength,
    maxLength: spec.maxLength,
    autoComplete: spec.autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: cn(
      control,
      error
        ? "border-red-600 focus:border-red-600 focus:ring-red-200"
        : "border-slate-300 focus:border-brand focus:ring-sky",
      spec.control === "textarea" && "min-h-[120px] resize-y",
    ),
  }
  return (
    <div className={cn("flex flex-col gap-1.5", spec.wide && "sm:col-span-2")}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {spec.required ? null : (
          <span className="ml-1 font-normal text-slate-600">
            {optionalLabel}
          </span>
        )}
      </label>
      {spec.control === "textarea" ? (
        <textarea rows={5} placeholder={placeholder} {...shared} />
      ) : spec.control === "select" ? (
        <select {...shared}>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : (
        <input type={spec.control} placeholder={placeholder} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
