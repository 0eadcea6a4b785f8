import type { Route } from "./+types/privacy-policy";
import { seo } from "~/lib/seo";
import { useSite } from "~/root";
import { PRIVACY_POLICY } from "~/content/legal";
import { LegalDocumentView } from "~/components/marketing/legal-document";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...PRIVACY_POLICY.meta, path: "/privacy-policy" });

export default function PrivacyPolicy() {
  return <LegalDocumentView document={PRIVACY_POLICY} site={useSite()} />;
}
