import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SpriteIcon } from "~/components/ui/icon";
import { NAV_LINKS } from "~/content/site";
import { Logo } from "./logo";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-navy-50 text-navy-900 underline decoration-accent-500 decoration-2 underline-offset-8" : "text-slate-700 hover:bg-navy-50 hover:text-navy-900"
  }`;

export function Header() {
  // <details> keeps the mobile menu usable before (and without) JavaScript.
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={linkClass} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to="/contact" className="btn-primary hidden sm:inline-flex">
            Get a Quote
          </Link>
          <details ref={menu} className="group lg:hidden">
            <summary
              className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 [&::-webkit-details-marker]:hidden"
              aria-label="Menu"
            >
              <SpriteIcon name="menu" className="size-6 group-open:hidden" />
              <SpriteIcon name="x" className="hidden size-6 group-open:block" />
            </summary>
            <nav aria-label="Mobile" className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
              <ul className="container-page flex flex-col py-3">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === "/"}
                      className={({ isActive }) => `${linkClass({ isActive })} block py-3 text-base`}
                      onClick={() => {
                        if (menu.current) menu.current.open = false;
                      }}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                <li className="pt-2">
                  <Link
                    to="/contact"
                    className="btn-primary w-full"
                    onClick={() => {
                      if (menu.current) menu.current.open = false;
                    }}
                  >
                    Get a Quote
                  </Link>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
