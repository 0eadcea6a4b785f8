import type { ReactNode } from "react";
import { AlertCircle, Info } from "lucide-react";

export function Alert({ variant = "default", title, children }: { variant?: "default" | "destructive"; title: string; children?: ReactNode }) {
  const destructive = variant === "destructive";
  const Icon = destructive ? AlertCircle : Info;
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={`flex gap-3 rounded-lg border p-4 ${destructive ? "border-red-300 bg-red-50 text-red-900" : "border-navy-200 bg-navy-50 text-navy-900"}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h2 className="font-semibold leading-tight">{title}</h2>
        {children && <div className="mt-1 text-sm">{children}</div>}
      </div>
    </div>
  );
}
