import type { Config } from "../../server/config";

/** Company settings and outside links the browser needs (from server config, via the root loader). */
export interface SiteSettings {
  publicUrl: string;
  company: Config["company"];
  bingoPlatformUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
}

export function whatsappLink(number: string, text = "Hi, I would like to book a safety expert."): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
