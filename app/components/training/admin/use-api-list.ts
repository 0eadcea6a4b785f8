import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "~/lib/api";

export interface ApiList<T> {
  status: "loading" | "error" | "ready";
  items: T[];
  reload: () => void;
}

/** A list from one of the SPEC §7 GET endpoints; a reload keeps the old items on screen until the new ones arrive. */
export function useApiList<T>(url: string): ApiList<T> {
  const [state, setState] = useState<Omit<ApiList<T>, "reload">>({ status: "loading", items: [] });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setState((current) => (current.status === "ready" ? current : { status: "loading", items: current.items }));
    apiRequest<T[]>("GET", url).then(
      (items) => ticket === latest.current && setState({ status: "ready", items }),
      () => ticket === latest.current && setState((current) => ({ status: "error", items: current.items })),
    );
  }, [url]);
  useEffect(reload, [reload]);
  return { ...state, reload };
}
