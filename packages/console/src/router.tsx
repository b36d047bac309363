import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";

// Paths under /console, moved between with the History API; the gateway answers index.html for each.

export const BASE = "/console";

const current = () => {
  const path = window.location.pathname.slice(BASE.length) || "/";
  return path + window.location.search;
};

export function navigate(to: string, replace = false): void {
  window.history[replace ? "replaceState" : "pushState"](null, "", BASE + to);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

/** The current path below /console, with its query; updates on every navigation. */
export function useRoute(): string {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const update = () => setRoute(current());
    window.addEventListener("popstate", update);
    return () => window.removeEventListener("popstate", update);
  }, []);
  return route;
}

/** Matches `/keys/:id` against a path; the named parts, or null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split("/");
  const a = path.split("?")[0]!.split("/");
  if (p.length !== a.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i]!.startsWith(":")) out[p[i]!.slice(1)] = decodeURIComponent(a[i]!);
    else if (p[i] !== a[i]) return null;
  }
  return out;
}

export function Link(props: {
  href: string;
  children: ComponentChildren;
  class?: string;
  current?: boolean;
}) {
  return (
    <a
      href={BASE + props.href}
      class={props.class}
      aria-current={props.current ? "page" : undefined}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
