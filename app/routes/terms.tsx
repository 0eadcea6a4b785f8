import type { Route } from "./+types/terms";
import { seo } from "~/lib/seo";
import { useSite } from "~/root";
import { TERMS } from "~/content/legal";
import { LegalDocumentView } from "~/components/marketing/legal-document";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...TERMS.meta, path: "/terms" });

export default function Terms() {
  return <LegalDocumentView document={TERMS} site={useSite()} />;
}
