import type { ReactNode } from "react";

const VARIANTS = {
  default: "bg-navy-800 text-white border-transparent",
  secondary: "bg-navy-50 text-navy-800 border-transparent",
  destructive: "bg-red-700 text-white border-transparent",
  outline: "border-slate-300 text-slate-800 bg-white",
  success: "bg-emerald-700 text-white border-transparent",
  warning: "bg-amber-100 text-amber-900 border-amber-300",
} as const;

export function Badge({ variant = "default", children, className = "" }: { variant?: keyof typeof VARIANTS; children: ReactNode; className?: string }) {
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${VARIANTS[variant]} ${className}`}>{children}</span>;
}
